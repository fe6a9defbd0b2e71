import { parseIdleSeconds } from '@shared/idleSeconds';
import type { AppInfo } from '@shared/ipc';
import { readKioskTags, type IgnoredTag } from '@shared/kioskTags';
import { slugOrNull } from '@shared/slug';
import type { StoreSource } from '@shared/storeLink';

/** The idle delay when none is given, and the length of the "Still there?" warning, in seconds. */
export const DEFAULT_IDLE_SECONDS = 90;
export const WARNING_SECONDS = 10;

export interface KioskSettings {
  enabled: boolean;
  idleSeconds: number;
  /**
   * Whether the QR dialog may offer "Open on this screen": only in the
   * Electron shell's windowed mode (a presenter's laptop). A browser has no
   * shell to ask, and the shell's kiosk refuses to open a system browser.
   */
  openOnThisScreen: boolean;
  /** Who shows the store links (their utm_source): a kiosk, the shell's windowed app, or the website. */
  source: StoreSource;
  /** The event the kiosk stands at (utm_campaign, usage counts); null when none. */
  event: string | null;
  /** This kiosk's short name in its usage counts; null when none. */
  kioskName: string | null;
  /** Event or name values given but not usable: the staff view warns about them. */
  ignored: IgnoredTag[];
}

/** What the shell says about itself; older shells may not send the event fields. */
type ShellInfo = Pick<AppInfo, 'kiosk' | 'idleSeconds'> &
  Partial<Pick<AppInfo, 'event' | 'kioskName' | 'ignored'>>;

/** `?kiosk=1` before the hash: a browser kiosk. (The boot script asks only this, and ships only this.) */
export function isKioskSearch(search: string): boolean {
  return new URLSearchParams(search).get('kiosk') === '1';
}

/**
 * `?kiosk=1&idle=SECONDS&event=NAME&name=KIOSK` before the hash turns a browser
 * kiosk on (Chromium --kiosk). `buildEvent` (VITE_KIOSK_EVENT) stands in when
 * the URL names no usable event.
 */
export function kioskFromSearch(search: string, buildEvent: string | null = null): KioskSettings {
  const params = new URLSearchParams(search);
  const enabled = isKioskSearch(search);
  // Event and name concern kiosks only: the public website's links never depend on its URL.
  const tags = enabled
    ? readKioskTags({ event: params.get('event'), name: params.get('name') })
    : readKioskTags({});
  return {
    enabled,
    idleSeconds: parseIdleSeconds(params.get('idle')) ?? DEFAULT_IDLE_SECONDS,
    openOnThisScreen: false,
    source: enabled ? 'kiosk' : 'website',
    event: enabled ? (tags.event ?? buildEvent) : null,
    kioskName: tags.name,
    ignored: tags.ignored,
  };
}

/**
 * The shell's word wins when it says kiosk (or names an event or a kiosk); the
 * URL can turn kiosk mode on too. In the shell, links are the app's unless it is a kiosk.
 */
export function mergeKioskSettings(
  fromUrl: KioskSettings,
  fromShell: ShellInfo | null,
  buildEvent: string | null = null,
): KioskSettings {
  if (!fromShell) return fromUrl;
  const enabled = fromShell.kiosk || fromUrl.enabled;
  const shellEvent = slugOrNull(fromShell.event);
  return {
    enabled,
    idleSeconds: fromShell.idleSeconds ?? fromUrl.idleSeconds,
    openOnThisScreen: !fromShell.kiosk,
    source: enabled ? 'kiosk' : 'app',
    event: enabled ? (shellEvent ?? fromUrl.event ?? buildEvent) : null,
    kioskName: slugOrNull(fromShell.kioskName) ?? fromUrl.kioskName,
    ignored: [...(fromShell.ignored ?? []), ...fromUrl.ignored],
  };
}
