import { useEffect, useState } from 'react';
import type { ExportResult } from '@shared/ipc';
import { desktopExportResults } from './desktopCsvExport';

/** Nothing to say yet, waiting for the shell, or what the shell said. */
export type CsvExportStatus = { status: 'idle' } | { status: 'saving' } | ExportResult;

const IDLE: CsvExportStatus = { status: 'idle' };

/**
 * Where the last CSV export stands, in the shell. Staff clear the counts once they read
 * "Saved", so the view says so only when main reports the file written (R4-06); until then
 * it says "Saving…". On the website it stays idle: the browser's download bar tells staff.
 */
export function useCsvExportStatus(): { status: CsvExportStatus; started: () => void } {
  const [subscribe] = useState(desktopExportResults);
  const [status, setStatus] = useState<CsvExportStatus>(IDLE);
  // Subscribed for the view's life: main answers each export once, after its download ends.
  useEffect(() => subscribe?.(setStatus), [subscribe]);
  return {
    status,
    started: () => {
      if (subscribe) setStatus({ status: 'saving' });
    },
  };
}
