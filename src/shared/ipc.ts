/** IPC channel names shared by main and preload: the whole allow-list. */
export const IPC = {
  openExternal: 'lyceo:open-external',
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
  openExternal(url: string): Promise<boolean>;
}
