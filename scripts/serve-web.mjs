// `npm run serve:web`, the end of `npm run web`: Vite's preview of dist/web on
// http://127.0.0.1:4173. PORT_OFFSET shifts the port (tooling/ports.mjs), and
// HOST=0.0.0.0 serves the local network too, for a phone on the same Wi-Fi
// (Vite then prints the Network address to open). A busy port is one line that
// names the way round, not Vite's stack trace. `--check` only checks the port:
// `npm run web` runs it first, so a busy port is said before a build, not after.
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PORT_OFFSET, WEB_PREVIEW_HOST, WEB_PREVIEW_PORT } from '../tooling/ports.mjs';

/**
 * @param {number} port the busy one
 * @param {number} offset PORT_OFFSET as it was
 * @returns {string}
 */
export function busyPortMessage(port, offset) {
  return `Port ${port} is already in use (another \`npm run web\`?): stop that server, or move this one with PORT_OFFSET, e.g. \`PORT_OFFSET=${offset + 10} npm run web\` serves on port ${port + 10}.`;
}

/**
 * Whether nothing listens on host:port yet.
 * @param {string} host
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portFree(host, port) {
  return new Promise((settle, fail) => {
    const probe = createServer();
    probe.once('error', (/** @type {NodeJS.ErrnoException} */ error) =>
      error.code === 'EADDRINUSE' ? settle(false) : fail(error),
    );
    probe.listen(port, host, () => probe.close(() => settle(true)));
  });
}

/** Exits with the one-line message when the preview's port is taken. */
async function exitIfBusy() {
  if (!(await portFree(WEB_PREVIEW_HOST, WEB_PREVIEW_PORT))) {
    console.error(busyPortMessage(WEB_PREVIEW_PORT, PORT_OFFSET));
    process.exit(1);
  }
}

async function serve() {
  await exitIfBusy();
  const { preview } = await import('vite');
  try {
    const server = await preview({
      configFile: resolve(import.meta.dirname, '../vite.web.config.ts'),
    });
    server.printUrls();
  } catch (error) {
    // Taken between the check and Vite's listen, or no build to serve: the reason, in one line.
    const reason = error instanceof Error ? error.message : String(error);
    console.error(
      /already in use/.test(reason) ? busyPortMessage(WEB_PREVIEW_PORT, PORT_OFFSET) : reason,
    );
    process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--check')) await exitIfBusy();
  else await serve();
}
