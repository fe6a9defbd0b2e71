/**
 * The one download the shell lets through: the staff view's CSV export, a blob
 * the app's own page made (`blob:app://lyceo/…`). Any other download is refused.
 */
export function isAppCsvExport(url: string, mimeType: string, appEntryUrl: string): boolean {
  if (!url.startsWith('blob:') || !/^text\/csv(;|$)/.test(mimeType)) return false;
  try {
    const inner = new URL(url.slice('blob:'.length));
    const entry = new URL(appEntryUrl);
    return (
      inner.protocol === entry.protocol &&
      inner.host === entry.host &&
      !inner.username &&
      !inner.password
    );
  } catch {
    return false;
  }
}
