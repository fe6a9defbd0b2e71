// The fixed local ports of the project's servers, named once for the scripts,
// vite.web.config.ts and playwright.config.ts. PORT_OFFSET (a whole number, default 0)
// shifts them all, so two checkouts can run their browser tests side by side
// without one reusing the other's server.
const offset = Number.parseInt(process.env.PORT_OFFSET ?? '0', 10);
export const PORT_OFFSET = Number.isInteger(offset) && offset >= 0 && offset < 50_000 ? offset : 0;

export const HOST = '127.0.0.1';
/** `npm run web` only: HOST=0.0.0.0 opens it to the local network (a phone on the same Wi-Fi). */
export const WEB_PREVIEW_HOST = process.env.HOST || HOST;
export const WEB_PREVIEW_PORT = 4173 + PORT_OFFSET; // npm run web: vite preview of dist/web
export const PROD_SERVE_PORT = 4174 + PORT_OFFSET; // npm run serve:prod: nginx with the build's site.conf
export const NGINX_TEST_PORT = 4175 + PORT_OFFSET; // browser tests (phone, desktop): nginx over dist/web
export const SHELL_PREVIEW_PORT = 4176 + PORT_OFFSET; // browser tests (electron-renderer): vite preview of out/renderer
export const BENCH_PORT = 4180 + PORT_OFFSET; // npm run bench: vite preview for Lighthouse
// Service worker tests: the update test's swappable site, and the dev servers that must register none.
export const SW_UPDATE_PORT = 4181 + PORT_OFFSET;
export const DEV_CHECK_PORT = 4182 + PORT_OFFSET;
export const BENCH_IDLE_PORT = 4183 + PORT_OFFSET; // npm run bench: vite preview for the idle main-thread measure
// npm run test:hosts: the build served by nginx, Cloudflare Pages' runtime and Netlify's (with their
// inner ports); six in a row, below the next checkout's (offsets go by ten).
export const HOSTS_NGINX_PORT = 6400 + PORT_OFFSET;
export const HOSTS_CLOUDFLARE_PORT = 6401 + PORT_OFFSET;
export const HOSTS_CLOUDFLARE_INSPECTOR_PORT = 6402 + PORT_OFFSET;
export const HOSTS_NETLIFY_PORT = 6403 + PORT_OFFSET;
export const HOSTS_NETLIFY_STATIC_PORT = 6404 + PORT_OFFSET;
export const HOSTS_NETLIFY_FUNCTIONS_PORT = 6405 + PORT_OFFSET;
export const WEB_DEV_PORT = 5173 + PORT_OFFSET; // npm run dev:web: the website's dev server, with hot reload

/**
 * `http://127.0.0.1:<port>/`
 * @param {number} port
 * @returns {string}
 */
export function localUrl(port) {
  return `http://${HOST}:${port}/`;
}
