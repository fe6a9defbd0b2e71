/**
 * The window may only ever show the app's own page. Hash changes (the router)
 * do not fire navigation events; anything that does is refused unless it is
 * the same page of the same origin.
 */
export function isAppNavigation(targetUrl: string, appEntryUrl: string): boolean {
  let target: URL;
  let entry: URL;
  try {
    target = new URL(targetUrl);
    entry = new URL(appEntryUrl);
  } catch {
    return false;
  }
  if (target.username || target.password) return false;
  const samePage = (url: URL): string =>
    `${url.protocol}//${url.host}${url.pathname.replace(/\/index\.html$/, '/')}`;
  return (
    target.origin === entry.origin &&
    target.protocol === entry.protocol &&
    samePage(target) === samePage(entry)
  );
}

/** True when an IPC message comes from a frame showing our app (not some other page). */
export function isTrustedSender(frameUrl: string | undefined, appEntryUrl: string): boolean {
  if (!frameUrl) return false;
  try {
    const sender = new URL(frameUrl);
    const entry = new URL(appEntryUrl);
    return sender.protocol === entry.protocol && sender.host === entry.host;
  } catch {
    return false;
  }
}
