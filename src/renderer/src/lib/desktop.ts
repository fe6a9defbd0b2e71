import type { AppInfo, DesktopApi, DesktopKioskApi } from '@shared/ipc';

/** The Electron preload's API, or null on the website (or if something else sits on window.lyceo). */
export function desktopApi(): DesktopApi | null {
  const candidate = (window as { lyceo?: unknown }).lyceo as Partial<DesktopApi> | undefined;
  if (
    candidate &&
    typeof candidate.getAppInfo === 'function' &&
    typeof candidate.openAllowedLink === 'function'
  ) {
    return candidate as DesktopApi;
  }
  return null;
}

/** App info from the shell; null on the website, or when the shell does not answer. */
export async function desktopInfo(): Promise<AppInfo | null> {
  const api = desktopApi();
  if (!api) return null;
  try {
    return await api.getAppInfo();
  } catch {
    return null;
  }
}

/** The shell's usage-count and staff-view functions, or null on the website. */
export function desktopKioskApi(): DesktopKioskApi | null {
  const candidate = (window as { lyceo?: unknown }).lyceo as Partial<DesktopKioskApi> | undefined;
  if (
    candidate &&
    typeof candidate.readUsageCounts === 'function' &&
    typeof candidate.writeUsageCounts === 'function' &&
    typeof candidate.onStaffViewRequest === 'function'
  ) {
    return candidate as DesktopKioskApi;
  }
  return null;
}
