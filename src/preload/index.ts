import { contextBridge, ipcRenderer } from 'electron';
import {
  IPC,
  type AppInfo,
  type DesktopApi,
  type DesktopExportApi,
  type DesktopKioskApi,
  type DesktopPresentApi,
  type DesktopPrintApi,
  type ExportResult,
} from '@shared/ipc';

// Named functions only: the page never sees ipcRenderer itself.
const api: DesktopApi & DesktopKioskApi & DesktopPrintApi & DesktopExportApi & DesktopPresentApi = {
  getAppInfo: () => ipcRenderer.invoke(IPC.getAppInfo) as Promise<AppInfo>,
  openAllowedLink: (url: string) =>
    ipcRenderer.invoke(IPC.openAllowedLink, String(url)) as Promise<boolean>,
  readUsageCounts: () => ipcRenderer.invoke(IPC.readUsageCounts) as Promise<unknown>,
  // Main validates the counts against the schema; structured cloning drops anything but data.
  writeUsageCounts: (counts: unknown) =>
    ipcRenderer.invoke(IPC.writeUsageCounts, counts) as Promise<boolean>,
  usageCountsSetAside: () => ipcRenderer.invoke(IPC.usageCountsSetAside) as Promise<string[]>,
  savePosterPdf: () => ipcRenderer.invoke(IPC.savePosterPdf) as Promise<boolean>,
  setPresenting: (on: boolean) =>
    ipcRenderer.invoke(IPC.setPresenting, on === true) as Promise<void>,
  openPresenterView: () => ipcRenderer.invoke(IPC.openPresenterView) as Promise<boolean>,
  tellDeckPlace: (message: unknown) => ipcRenderer.invoke(IPC.deckPlace, message) as Promise<void>,
  onDeckPlace: (listener: (message: unknown) => void) => {
    // The message only, never the IPC event.
    const handler = (_event: unknown, message: unknown): void => listener(message);
    ipcRenderer.on(IPC.deckPlace, handler);
    return () => {
      ipcRenderer.removeListener(IPC.deckPlace, handler);
    };
  },
  onStaffViewRequest: (listener: () => void) => {
    // The page gets a call with no arguments: never the IPC event, whose `sender` reaches ipcRenderer.
    const handler = (): void => listener();
    ipcRenderer.on(IPC.showStaffView, handler);
    return () => {
      ipcRenderer.removeListener(IPC.showStaffView, handler);
    };
  },
  onExportResult: (listener: (result: ExportResult) => void) => {
    // The result only, never the IPC event (its `sender` reaches ipcRenderer).
    const handler = (_event: unknown, result: ExportResult): void => listener(result);
    ipcRenderer.on(IPC.exportResult, handler);
    return () => {
      ipcRenderer.removeListener(IPC.exportResult, handler);
    };
  },
};

contextBridge.exposeInMainWorld('lyceo', api);
