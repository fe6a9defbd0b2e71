// Drives Debian's Firefox ESR through WebDriver BiDi, which Firefox speaks by
// itself (--remote-debugging-port): no geckodriver, no Playwright build of Firefox.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { aptInstall, canAptInstall } from '../apt.mjs';

const FIREFOX = '/usr/bin/firefox-esr';

/** Firefox ESR's binary, installing Debian's firefox-esr when it can. */
export function ensureFirefox() {
  if (!existsSync(FIREFOX) && canAptInstall()) aptInstall('--no-install-recommends firefox-esr');
  if (!existsSync(FIREFOX)) throw new Error('no firefox-esr: apt-get install firefox-esr');
  return FIREFOX;
}

/** A BiDi remote value as plain JSON (the smoke reads booleans, numbers and strings). */
/**
 * @param {any} value
 * @returns {unknown}
 */
function plain(value) {
  if (!value || value.type === 'undefined' || value.type === 'null')
    return value?.type === 'null' ? null : undefined;
  if (value.type === 'array') return value.value.map(plain);
  return value.value;
}

/**
 * @param {string} binary
 * @returns {Promise<import('./smoke.mjs').Driver>}
 */
export async function launchBidi(binary) {
  const profile = mkdtempSync(join(tmpdir(), 'lyceo-firefox-'));
  const child = spawn(
    binary,
    ['--headless', '--remote-debugging-port=0', '--profile', profile, '--no-remote'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const port = await new Promise((resolvePort, reject) => {
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      const match = /WebDriver BiDi listening on ws:\/\/[^:]+:(\d+)/.exec(output);
      if (match) resolvePort(Number(match[1]));
    };
    child.stderr.on('data', onData);
    child.stdout.on('data', onData);
    child.once('exit', (code) =>
      reject(new Error(`firefox exited (${code}):\n${output.slice(-2000)}`)),
    );
  });
  const socket = new WebSocket(`ws://127.0.0.1:${port}/session`);
  await new Promise((open, fail) => {
    socket.addEventListener('open', open, { once: true });
    socket.addEventListener('error', () => fail(new Error('no BiDi connection')), { once: true });
  });
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  /** @type {string[]} */
  const errors = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined && pending.has(message.id)) {
      const call =
        /** @type {{ resolve: (value: any) => void, reject: (error: Error) => void }} */ (
          pending.get(message.id)
        );
      pending.delete(message.id);
      if (message.type === 'error') call.reject(new Error(`${message.error}: ${message.message}`));
      else call.resolve(message.result);
    } else if (message.method === 'log.entryAdded' && message.params.type === 'javascript') {
      errors.push(message.params.text);
    }
  });
  /** @type {(method: string, params?: object) => Promise<any>} */
  const send = (method, params = {}) =>
    new Promise((resolveCall, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolveCall, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  const session = await send('session.new', { capabilities: {} });
  await send('session.subscribe', { events: ['log.entryAdded'] });
  const { contexts } = await send('browsingContext.getTree', {});
  const context = contexts[0].context;
  await send('browsingContext.setViewport', {
    context,
    viewport: { width: 375, height: 812 },
    devicePixelRatio: 2,
  });
  return {
    version: `Firefox ${session.capabilities.browserVersion}`,
    /** @param {string} url */
    async open(url) {
      await send('browsingContext.navigate', { context, url, wait: 'complete' });
    },
    /** @param {string} expression */
    async evaluate(expression) {
      const result = await send('script.evaluate', {
        expression,
        target: { context },
        awaitPromise: true,
        resultOwnership: 'none',
      });
      if (result.type === 'exception') throw new Error(result.exceptionDetails.text);
      return plain(result.result);
    },
    async errors() {
      return [...errors];
    },
    async close() {
      await send('session.end').catch(() => {});
      socket.close();
      child.kill('SIGKILL');
      await new Promise((/** @type {(value?: unknown) => void} */ done) =>
        child.exitCode !== null ? done() : child.once('exit', done),
      );
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
