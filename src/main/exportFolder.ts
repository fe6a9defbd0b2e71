import { join } from 'node:path';
import { exportFolderName } from '@shared/exportFolder';

/** Documents/<brand>: where staff exports go, no dialog (@shared/exportFolder). */
export function exportFolder(documents: string, brand: string): string {
  return join(documents, exportFolderName(brand));
}
