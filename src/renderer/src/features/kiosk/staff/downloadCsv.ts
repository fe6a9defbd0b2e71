/**
 * Saves `csv` to disk through a Blob link: the browser's download in a
 * browser kiosk; in the shell, main lets exactly this kind of download through
 * (downloadPolicy.ts) and saves it in Documents/<brand>, with no dialog (guards.ts). The BOM lets spreadsheets read
 * the accents as UTF-8.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by then; the URL is only a handle on the data.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
