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

/** WebKitGTK's MiniBrowser needs a display even headless: a virtual one (Debian's xvfb) where there is none. */
function ensureDisplay() {
  if (process.env.DISPLAY) return { display: process.env.DISPLAY, stop: () => {} };
  if (!existsSync('/usr/bin/Xvfb') && canAptInstall()) aptInstall('--no-install-recommends xvfb');
  if (!existsSync('/usr/bin/Xvfb')) throw new Error('no display and no Xvfb: apt-get install xvfb');
  const display = `:${90 + Math.floor(Math.random() * 900)}`;
  const xvfb = spawn(
    '/usr/bin/Xvfb',
    [display, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: 'ignore',
    },
  );
  return { display, stop: () => xvfb.kill('SIGTERM') };
}

/**
 * @param {string} driverBinary
 * @returns {Promise<import('./smoke.mjs').Driver>}
 */
export async function launchWebDriver(driverBinary) {
  const port = await freePort();
  const screen = ensureDisplay();
  const child = spawn(driverBinary, [`--port=${port}`], {
    stdio: 'ignore',
    env: { ...process.env, DISPLAY: screen.display },
  });
  const base = `http://127.0.0.1:${port}`;
  /** @type {(method: string, path: string, body?: object) => Promise<any>} */
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
              args: ['--automation'],
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
  /** @param {string} script */
  const run = (script) =>
    call('POST', `/session/${id}/execute/async`, {
      script: `const done = arguments[arguments.length - 1]; ${ERROR_LOG}; Promise.resolve().then(() => (${script})).then((v) => done({ ok: v }), (e) => done({ error: String(e && e.message || e) }));`,
      args: [],
    });
  return {
    version: `WebKitGTK ${session.capabilities.browserVersion}`,
    /** @param {string} url */
    async open(url) {
      await call('POST', `/session/${id}/url`, { url });
      await run('true');
    },
    /** @param {string} expression */
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
      screen.stop();
    },
  };
}
