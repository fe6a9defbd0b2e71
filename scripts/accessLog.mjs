// nginx's access log as the benches and `npm run test:engines` read it (the
// `lyceo_wire` format of scripts/nginx.mjs: status, $bytes_sent, Sec-Fetch-Dest,
// request line): how many bytes a visit moved, page and service worker apart.
import { readFileSync, statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** A visit is over when the log has not grown for this long. */
export const QUIET_MS = 5_000;
export const MAX_VISIT_MS = 180_000;

/** @param {string} log */
export const logSize = (log) => {
  try {
    return statSync(log).size;
  } catch {
    return 0;
  }
};

/**
 * Waits until `size()` has not changed for QUIET_MS.
 * @param {() => number} size
 */
export async function untilQuiet(size) {
  const start = Date.now();
  let last = size();
  let changedAt = Date.now();
  while (Date.now() - changedAt < QUIET_MS) {
    if (Date.now() - start > MAX_VISIT_MS) throw new Error('The visit never went quiet.');
    await sleep(250);
    const now = size();
    if (now !== last) {
      last = now;
      changedAt = Date.now();
    }
  }
}

/**
 * The log's lines from byte `from` on, summed: KB and requests, all and the worker's.
 * @param {string} log
 * @param {number} from
 */
export function summarize(log, from) {
  const lines = readFileSync(log).subarray(from).toString('utf8').split('\n').filter(Boolean);
  let bytes = 0;
  let workerBytes = 0;
  let workerRequests = 0;
  for (const line of lines) {
    const [, sent = '0', dest = '-'] = line.split(' ');
    bytes += Number(sent);
    if (dest === 'empty' || dest === 'serviceworker') {
      workerBytes += Number(sent);
      workerRequests += 1;
    }
  }
  const kb = (/** @type {number} */ value) => Math.round(value / 100) / 10;
  return {
    'KB on the wire': kb(bytes),
    requests: lines.length,
    'page KB': kb(bytes - workerBytes),
    'worker KB': kb(workerBytes),
    'worker requests': workerRequests,
  };
}
