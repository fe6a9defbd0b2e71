import { contextBridge, ipcRenderer } from 'electron';
import { IPC, type AppInfo, type DesktopApi } from '@shared/ipc';

// Named functions only: the page never sees ipcRenderer itself.
const api: DesktopApi = {
  getAppInfo: () => ipcRenderer.invoke(IPC.getAppInfo) as Promise<AppInfo>,
  openAllowedLink: (url: string) =>
    ipcRenderer.invoke(IPC.openAllowedLink, String(url)) as Promise<boolean>,
};

contextBridge.exposeInMainWorld('lyceo', api);
