/**
 * The folder, inside the user's Documents, where the shell writes what staff
 * export (the usage CSV, the poster PDF), with no dialog: a native file dialog
 * cannot be closed from code, so one left open would stay over the kiosk,
 * past every idle reset, for whoever came by. Main writes there
 * (main/exportFolder.ts); the staff view and the print view name it.
 */
export function exportFolderName(brand: string): string {
  // A brand with a path separator or leading dots must not lead out of Documents; one of
  // nothing but those gets a plain name (no brand literal: a rebranded build names no other).
  return (
    brand
      .replace(/[\\/:*?"<>|]+/g, '-')
      .replace(/^\.+/, '')
      .trim() || 'Exports'
  );
}
