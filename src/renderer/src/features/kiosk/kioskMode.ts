import { parseIdleSeconds } from '@shared/idleSeconds';

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
}

/** `?kiosk=1&idle=SECONDS` before the hash turns a browser kiosk on (Chromium --kiosk). */
export function kioskFromSearch(search: string): KioskSettings {
  const params = new URLSearchParams(search);
  return {
    enabled: params.get('kiosk') === '1',
    idleSeconds: parseIdleSeconds(params.get('idle')) ?? DEFAULT_IDLE_SECONDS,
    openOnThisScreen: false,
  };
}

/** The shell's word wins when it says kiosk; the URL can turn it on too. */
export function mergeKioskSettings(
  fromUrl: KioskSettings,
  fromShell: { kiosk: boolean; idleSeconds: number | null } | null,
): KioskSettings {
  if (!fromShell) return fromUrl;
  return {
    enabled: fromShell.kiosk || fromUrl.enabled,
    idleSeconds: fromShell.idleSeconds ?? fromUrl.idleSeconds,
    openOnThisScreen: !fromShell.kiosk,
  };
}
