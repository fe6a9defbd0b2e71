/** IPC channel names shared by main and preload: the whole allow-list. */
export const IPC = {
  openAllowedLink: 'lyceo:open-allowed-link',
  getAppInfo: 'lyceo:get-app-info',
} as const;

export interface AppInfo {
  version: string;
  kiosk: boolean;
  /** Seconds without input before the kiosk resets; null when not set. */
  idleSeconds: number | null;
}

/** What the preload exposes on `window.lyceo`. */
export interface DesktopApi {
  getAppInfo(): Promise<AppInfo>;
  openAllowedLink(url: string): Promise<boolean>;
}
