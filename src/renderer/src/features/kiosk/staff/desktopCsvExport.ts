import type { DesktopExportApi, ExportResult } from '@shared/ipc';

/** Subscribes to the shell's export results; returns the unsubscribe. */
export type ExportResultSubscribe = (listener: (result: ExportResult) => void) => () => void;

/**
 * The shell's word on each CSV export (main/csvDownloads.ts), or null on the website,
 * where the browser's own download bar tells staff. Here rather than in lib/desktop.ts,
 * which ships with the first view.
 */
export function desktopExportResults(): ExportResultSubscribe | null {
  const candidate = (window as { lyceo?: unknown }).lyceo as Partial<DesktopExportApi> | undefined;
  const subscribe = candidate?.onExportResult;
  return typeof subscribe === 'function' ? (listener) => subscribe(listener) : null;
}
