import { useEffect } from 'react';
import { readKioskTags } from '@shared/kioskTags';
import { kioskManifestHref, type KioskStart } from '@shared/webApp';
import { siteRoot } from '../../lib/localePage';
import { DEFAULT_IDLE_SECONDS } from '@shared/idleSeconds';

/**
 * Points the page's manifest link at the kiosk manifest, so installing from a
 * kiosk URL installs a full-screen kiosk. A chosen idle delay, event and name
 * ride along (`?idle=N&event=…&name=…`), which only the service worker
 * understands: until it controls the page, the plain kiosk manifest is linked,
 * and the change of link when it takes over makes the browser read the manifest again.
 * No manifest link (the Electron renderer): nothing to do.
 */
export function linkKioskManifest(doc: Document, start: KioskStart, controlled: boolean): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const chosen: KioskStart = {
    ...start,
    idleSeconds: start.idleSeconds === DEFAULT_IDLE_SECONDS ? null : start.idleSeconds,
  };
  const nothing: KioskStart = { idleSeconds: null, event: null, name: null };
  link.setAttribute('href', kioskManifestHref(controlled ? chosen : nothing, siteRoot(doc)));
}

/**
 * Keeps the kiosk manifest linked, with the idle delay and the URL's event and
 * name once a service worker controls the page. The URL's own, not the build's
 * default event: an installed kiosk then follows the default of each new deployment.
 */
export function useKioskManifest(idleSeconds: number): void {
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const { event, name } = readKioskTags({ event: params.get('event'), name: params.get('name') });
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const link = (): void =>
      linkKioskManifest(document, { idleSeconds, event, name }, Boolean(container?.controller));
    link();
    container?.addEventListener('controllerchange', link);
    return () => container?.removeEventListener('controllerchange', link);
  }, [idleSeconds]);
}
