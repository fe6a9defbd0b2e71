// Drives a Chromium of any age (72 on) through the Chrome DevTools Protocol
// over a plain WebSocket: Playwright's own actions need Chrome 105+, but
// Runtime.evaluate and Page.navigate have not changed since long before 72.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from '../../tooling/chromium.mjs';

/** A phone: the smoke's menu step needs the narrow layout. */
const PHONE = { width: 375, height: 812, deviceScaleFactor: 2, mobile: true };

/** Resolves with the browser's DevTools port, read from its stderr. */
/**
 * @param {import('node:child_process').ChildProcessWithoutNullStreams | import('node:child_process').ChildProcess} child
 * @returns {Promise<number>}
 */
function devtoolsPort(child) {
  return new Promise((resolvePort, reject) => {
    let output = '';
    const onData = (/** @type {Buffer} */ chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        child.stderr?.off('data', onData);
        resolvePort(Number(match[1]));
      }
    };
    child.stderr?.on('data', onData);
    child.once('exit', (/** @type {number | null} */ code) =>
      reject(new Error(`the browser exited (${code}):\n${output.slice(-2000)}`)),
    );
  });
}

/**
 * @param {{ binary: string, libraryPath?: string, extraArgs?: string[] }} options
 */
/**
 * @param {{ binary: string, libraryPath?: string, extraArgs?: string[] }} options
 * @returns {Promise<import('./smoke.mjs').Driver>}
 */
export async function launchCdp({ binary, libraryPath = '', extraArgs = [] }) {
  const profile = mkdtempSync(join(tmpdir(), 'lyceo-engine-'));
  const env = { ...process.env };
  if (libraryPath)
    env.LD_LIBRARY_PATH = [libraryPath, env.LD_LIBRARY_PATH].filter(Boolean).join(':');
  const child = spawn(
    binary,
    [
      ...CHROMIUM_ARGS,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      ...extraArgs,
      'about:blank',
    ],
    { env, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await devtoolsPort(child);
  // The first tab may list a moment after the port opens.
  let target;
  for (let tries = 0; !target; tries += 1) {
    const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
    target = targets.find((/** @type {{ type: string }} */ t) => t.type === 'page');
    if (!target && tries > 100) throw new Error('the browser opened no tab');
    if (!target) await new Promise((done) => setTimeout(done, 100));
  }
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((open, fail) => {
    socket.addEventListener('open', open, { once: true });
    socket.addEventListener('error', () => fail(new Error('no DevTools connection')), {
      once: true,
    });
  });
  let nextId = 0;
  /** @type {Map<number, { resolve: (value: any) => void, reject: (error: Error) => void }>} */
  const pending = new Map();
  /** @type {Map<string, Array<(params: any) => void>>} */
  const listeners = new Map();
  /** @type {string[]} */
  const errors = [];
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else {
      for (const listener of listeners.get(message.method) ?? []) listener(message.params);
    }
  });
  /** @type {(method: string, params?: object) => Promise<any>} */
  const send = (method, params = {}) =>
    new Promise((resolveCall, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve: resolveCall, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });
  /** @type {(method: string, listener: (params: any) => void) => void} */
  const on = (method, listener) => {
    listeners.set(method, [...(listeners.get(method) ?? []), listener]);
  };
  on('Runtime.exceptionThrown', ({ exceptionDetails }) =>
    errors.push(exceptionDetails.exception?.description?.split('\n')[0] ?? exceptionDetails.text),
  );
  await send('Runtime.enable');
  await send('Page.enable');
  await send('Emulation.setDeviceMetricsOverride', PHONE);
  const version = (
    await send('Runtime.evaluate', { expression: 'navigator.userAgent', returnByValue: true })
  ).result.value;

  return {
    version,
    /** @param {string} url */
    async open(url) {
      const loaded = new Promise((done) => on('Page.loadEventFired', done));
      await send('Page.navigate', { url });
      await loaded;
    },
    /** @param {string} expression */
    async evaluate(expression) {
      const { result, exceptionDetails } = await send('Runtime.evaluate', {
        expression,
        returnByValue: true,
        awaitPromise: true,
      });
      if (exceptionDetails)
        throw new Error(
          exceptionDetails.exception?.description?.split('\n')[0] ?? exceptionDetails.text,
        );
      return result.value;
    },
    async errors() {
      return [...errors];
    },
    async close() {
      socket.close();
      child.kill('SIGKILL');
      await new Promise((/** @type {(value?: unknown) => void} */ done) =>
        child.exitCode !== null ? done() : child.once('exit', done),
      );
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}
