import { exportFolderName } from '@shared/exportFolder';
import { site } from '../../../config/site';
import type { StaffCopy } from '../../../content/types';
import { fill } from '../../../lib/template';
import type { CsvExportStatus as Status } from './useCsvExportStatus';

function message(status: Status, copy: StaffCopy['exported']): string {
  const folder = exportFolderName(site.brand);
  switch (status.status) {
    case 'idle':
      return '';
    case 'saving':
      return copy.saving;
    case 'saved':
      return fill(copy.saved, { folder, file: status.fileName });
    case 'downloaded':
      return fill(copy.downloaded, { file: status.fileName });
    case 'refused':
      return fill(copy.refused, { folder });
    case 'failed':
      return copy.failed;
  }
}

/** What staff read next to "Export CSV": always in the page, so screen readers hear each change. */
export function CsvExportStatus({ status, copy }: { status: Status; copy: StaffCopy['exported'] }) {
  return <span role="status">{message(status, copy)}</span>;
}
