import { DEFAULT_IDLE_SECONDS, parseIdleSeconds } from '@shared/idleSeconds';
import type { AppInfo } from '@shared/ipc';
import { readKioskTags } from '@shared/kioskTags';
import { slugOrNull } from '@shared/slug';
import type { SiteRun } from '../../store/siteRun';

/** The length of the "Still there?" warning, in seconds. */
export const WARNING_SECONDS = 10;

/** What the shell says about itself; older shells may not send the event fields. */
type ShellInfo = Pick<AppInfo, 'kiosk' | 'idleSeconds'> &
  Partial<Pick<AppInfo, 'event' | 'kioskName' | 'ignored'>>;

/**
 * `?kiosk=1` before the hash: a browser kiosk; `?present=1` with `mode`
 * 'present': presenter mode (features/present), whose slides need the
 * app at once too. (The boot script asks only this, and ships only this.)
 */
export function isKioskSearch(search: string, mode: 'kiosk' | 'present' = 'kiosk'): boolean {
  return new URLSearchParams(search).get(mode) === '1';
}

/**
 * `?kiosk=1&idle=SECONDS&event=NAME&name=KIOSK` before the hash turns a browser
 * kiosk on (Chromium --kiosk). `buildEvent` (VITE_KIOSK_EVENT) stands in when
 * the URL names no usable event.
 */
export function kioskFromSearch(search: string, buildEvent: string | null = null): SiteRun {
  const params = new URLSearchParams(search);
  const kiosk = isKioskSearch(search);
  // Event and name concern kiosks only: the public website's links never depend on its URL.
  const tags = kiosk
    ? readKioskTags({ event: params.get('event'), name: params.get('name') })
    : readKioskTags({});
  return {
    kiosk,
    idleSeconds: parseIdleSeconds(params.get('idle')) ?? DEFAULT_IDLE_SECONDS,
    openOnThisScreen: false,
    source: kiosk ? 'kiosk' : 'website',
    event: kiosk ? (tags.event ?? buildEvent) : null,
    kioskName: tags.name,
    ignored: tags.ignored,
  };
}

/**
 * The shell's word wins when it says kiosk (or names an event or a kiosk); the
 * URL can turn kiosk mode on too. In the shell, links are the app's unless it is a kiosk.
 */
export function mergeSiteRun(
  fromUrl: SiteRun,
  fromShell: ShellInfo | null,
  buildEvent: string | null = null,
): SiteRun {
  if (!fromShell) return fromUrl;
  const kiosk = fromShell.kiosk || fromUrl.kiosk;
  const shellEvent = slugOrNull(fromShell.event);
  return {
    kiosk,
    idleSeconds: fromShell.idleSeconds ?? fromUrl.idleSeconds,
    openOnThisScreen: !fromShell.kiosk,
    source: kiosk ? 'kiosk' : 'app',
    event: kiosk ? (shellEvent ?? fromUrl.event ?? buildEvent) : null,
    kioskName: slugOrNull(fromShell.kioskName) ?? fromUrl.kioskName,
    ignored: [...(fromShell.ignored ?? []), ...fromUrl.ignored],
  };
}
