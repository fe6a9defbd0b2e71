import { yieldToMain } from './yieldToMain';

/**
 * Runs `task` once the browser is idle, at the latest after `timeoutMs`; where
 * there is no requestIdleCallback (Safari), in a task of its own after the
 * current one. Returns a function that cancels it if it has not run.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000, view: Window = window): () => void {
  if (typeof view.requestIdleCallback === 'function') {
    const id = view.requestIdleCallback(task, { timeout: timeoutMs });
    return () => view.cancelIdleCallback(id);
  }
  let cancelled = false;
  void yieldToMain().then(() => {
    if (!cancelled) task();
  });
  return () => {
    cancelled = true;
  };
}
