import { useEffect, useState } from 'react';
import type { ExportResult } from '@shared/ipc';
import { desktopExportResults } from './desktopCsvExport';

/**
 * Nothing to say yet, waiting for the shell, what the shell said, or (a
 * browser kiosk) the file handed to the browser's downloads.
 */
export type CsvExportStatus =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'downloaded'; fileName: string }
  | ExportResult;

const IDLE: CsvExportStatus = { status: 'idle' };

/**
 * Where the last CSV export stands, in the shell. Staff clear the counts once they read
 * "Saved", so the view says so only when main reports the file written (R4-06); until then
 * it says "Saving…". In a browser kiosk, where the download bar may be hidden (full screen),
 * it says where the browser put the file: its Downloads folder, under that name.
 */
export function useCsvExportStatus(): {
  status: CsvExportStatus;
  started: (fileName: string) => void;
} {
  const [subscribe] = useState(desktopExportResults);
  const [status, setStatus] = useState<CsvExportStatus>(IDLE);
  // Subscribed for the view's life: main answers each export once, after its download ends.
  useEffect(() => subscribe?.(setStatus), [subscribe]);
  return {
    status,
    started: (fileName) => {
      setStatus(subscribe ? { status: 'saving' } : { status: 'downloaded', fileName });
    },
  };
}
