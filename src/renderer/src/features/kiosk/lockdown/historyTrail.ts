/**
 * In a kiosk every navigation replaces the current history entry instead of
 * adding one (the router pushes through `history.pushState`), so after an
 * idle reset the browser's Back (a key, a mouse button or a swipe the page
 * cannot always stop) has no trail of the last visitor's pages to walk.
 * Returns the undo.
 */
export function replaceHistoryPushes(history: History = window.history): () => void {
  const replace = history.replaceState.bind(history);
  history.pushState = (data: unknown, unused: string, url?: string | URL | null): void =>
    replace(data, unused, url);
  // The own property goes; History.prototype.pushState shows through again.
  return () => void Reflect.deleteProperty(history, 'pushState');
}
