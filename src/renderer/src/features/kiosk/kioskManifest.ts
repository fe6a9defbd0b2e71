import { useEffect } from 'react';
import { kioskManifestHref } from '@shared/webApp';
import { siteRoot } from '../../lib/localePage';
import { DEFAULT_IDLE_SECONDS } from './kioskMode';

/**
 * Points the page's manifest link at the kiosk manifest, so installing from a
 * kiosk URL installs a full-screen kiosk. A chosen idle delay rides along as
 * `?idle=N`, which only the service worker understands: until it controls the
 * page, the plain kiosk manifest (default delay) is linked, and the change of
 * link when it takes over makes the browser read the manifest again.
 * No manifest link (the Electron renderer): nothing to do.
 */
export function linkKioskManifest(doc: Document, idleSeconds: number, controlled: boolean): void {
  const link = doc.querySelector<HTMLLinkElement>('link[rel="manifest"]');
  if (!link) return;
  const chosen = idleSeconds === DEFAULT_IDLE_SECONDS ? null : idleSeconds;
  link.setAttribute('href', kioskManifestHref(controlled ? chosen : null, siteRoot(doc)));
}

/** Keeps the kiosk manifest linked, with the idle delay once a service worker controls the page. */
export function useKioskManifest(idleSeconds: number): void {
  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : null;
    const link = (): void =>
      linkKioskManifest(document, idleSeconds, Boolean(container?.controller));
    link();
    container?.addEventListener('controllerchange', link);
    return () => container?.removeEventListener('controllerchange', link);
  }, [idleSeconds]);
}
