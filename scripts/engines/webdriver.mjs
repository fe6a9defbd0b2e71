// Drives WebKitGTK (Safari's engine) through WebKitWebDriver: plain W3C
// WebDriver over HTTP, the browser being WebKitGTK's MiniBrowser, headless.
// Classic WebDriver has no event for uncaught errors: the page's own
// listener (installed on the first script run) collects them from then on.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { aptInstall, canAptInstall } from '../apt.mjs';
import { freePort } from '../nginx.mjs';

const DRIVER = '/usr/bin/WebKitWebDriver';
const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** WebKitWebDriver's binary, installing Debian's webkit2gtk-driver when it can. */
export function ensureWebKitDriver() {
  if (!existsSync(DRIVER) && canAptInstall())
    aptInstall('--no-install-recommends webkit2gtk-driver');
  if (!existsSync(DRIVER)) throw new Error('no WebKitWebDriver: apt-get install webkit2gtk-driver');
  return DRIVER;
}

/** Collects uncaught errors in the page from the first evaluate on. */
const ERROR_LOG = `(window.__engineErrors || (window.__engineErrors = [], window.addEventListener('error', (e) => window.__engineErrors.push(String(e.message))), window.addEventListener('unhandledrejection', (e) => window.__engineErrors.push(String(e.reason))), window.__engineErrors))`;

export async function launchWebDriver(driverBinary) {
  const port = await freePort();
  const child = spawn(driverBinary, [`--port=${port}`], { stdio: 'ignore' });
  const base = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const { value } = await response.json();
    if (value && value.error) throw new Error(`${value.error}: ${value.message}`);
    return value;
  };
  let session;
  for (let tries = 0; ; tries += 1) {
    try {
      session = await call('POST', '/session', {
        capabilities: {
          alwaysMatch: {
            'webkitgtk:browserOptions': {
              binary: MINIBROWSER,
              args: ['--automation', '--headless'],
            },
          },
        },
      });
      break;
    } catch (error) {
      if (tries > 50) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
  const id = session.sessionId;
  await call('POST', `/session/${id}/window/rect`, { width: 375, height: 812 }).catch(() => {});
  const run = (script) =>
    call('POST', `/session/${id}/execute/async`, {
      script: `const done = arguments[arguments.length - 1]; ${ERROR_LOG}; Promise.resolve().then(() => (${script})).then((v) => done({ ok: v }), (e) => done({ error: String(e && e.message || e) }));`,
      args: [],
    });
  return {
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    async open(url) {
      await call('POST', `/session/${id}/url`, { url });
      await run('true');
    },
    async evaluate(expression) {
      const result = await run(expression);
      if (result.error) throw new Error(result.error);
      return result.ok;
    },
    async errors() {
      return run(`${ERROR_LOG}.slice()`).then((r) => r.ok);
    },
    async close() {
      await call('DELETE', `/session/${id}`).catch(() => {});
      child.kill('SIGTERM');
    },
  };
}
