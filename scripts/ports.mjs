// Where local servers listen: one place for the website preview (`npm run web`
// and the browser tests), the Electron renderer build's preview and the benchmark.
export const HOST = '127.0.0.1';
export const WEB_PREVIEW_PORT = 4173;
export const SHELL_PREVIEW_PORT = 4176;
export const BENCH_PORT = 4180;
// Service worker tests: the update test's swappable site, and the dev servers that must register none.
export const SW_UPDATE_PORT = 4181;
export const DEV_CHECK_PORT = 4182;

/**
 * `http://127.0.0.1:<port>/`
 * @param {number} port
 * @returns {string}
 */
export function localUrl(port) {
  return `http://${HOST}:${port}/`;
}
