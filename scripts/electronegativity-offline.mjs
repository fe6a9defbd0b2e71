// Preloaded into Electronegativity (scripts/electronegativity.mjs): its `got` answers every
// request with an offline error at once. The tool asks GitHub for translations and Electron's
// release notes, which cannot be reached here, and falls back to its own copies when the request
// fails; but under Node 22 and later a failed request's retry crashes got 11 (p-cancelable:
// "The `onCancel` handler was attached after the promise settled"), which took the scan down.
// The findings never depended on those requests: the same scan, without the network.
import Module from 'node:module';

// Node's CommonJS loader, which the tool's own require of got goes through (not a public API, but
// the one hook that reaches a CommonJS package's own require).
/** @type {{ _load: (request: string, parent: unknown, isMain: boolean) => unknown }} */
const loader = /** @type {never} */ (Module);
const load = loader._load;
const offline = () => Promise.reject(new Error('offline: Electronegativity makes no request here'));
offline.head = offline;
offline.get = offline;

/**
 * @param {string} request
 * @param {unknown} parent
 * @param {boolean} isMain
 */
loader._load = function loadWithoutNetwork(request, parent, isMain) {
  if (request === 'got') return offline;
  return load.call(this, request, parent, isMain);
};
