/**
 * A hash route whose path does not decode (`#/%`, `#/%E0%A4%A`) makes the
 * router log a warning before it shows the not-found view. Each such path
 * segment is escaped first (`%` -> `%25`), so the router reads it as the plain
 * text it is and shows the not-found view silently.
 */
export function escapeMalformedHash(hash: string): string | null {
  if (!hash.startsWith('#')) return null;
  const route = hash.slice(1);
  const end = route.search(/[?#]/);
  const path = end === -1 ? route : route.slice(0, end);
  let changed = false;
  const escaped = path.split('/').map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      changed = true;
      return segment.replace(/%/g, '%25');
    }
  });
  return changed ? `#${escaped.join('/')}${end === -1 ? '' : route.slice(end)}` : null;
}

/**
 * Escapes the hash now and on every history move. Call it before the router
 * is created: its popstate listener then runs before the router's.
 */
export function escapeMalformedHashes(view: Window = window): void {
  const escape = (): void => {
    const escaped = escapeMalformedHash(view.location.hash);
    if (escaped !== null) view.history.replaceState(view.history.state, '', escaped);
  };
  escape();
  view.addEventListener('popstate', escape);
}
