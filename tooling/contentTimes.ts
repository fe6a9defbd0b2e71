/**
 * Gives every file of the build a modification time made from its content.
 * nginx's ETag and Last-Modified are a file's mtime (and size): with build
 * times, every deploy changed them, so a returning visitor's revalidation of
 * a page that had not changed by one byte (`/`, `fr/`) downloaded it again
 * (25 KB on 2G). With content times, and a deploy that keeps them (the
 * documented `rsync -a`, docs/hosting.md), an unchanged file keeps its ETag
 * and answers 304. nginx compares If-Modified-Since exactly
 * (`if_modified_since exact`, its default), so a changed file whose content
 * time is older than the old one's is still never taken for unchanged.
 */
import { createHash } from 'node:crypto';
import { readFileSync, utimesSync } from 'node:fs';
import type { Plugin } from 'vite';
import { afterOutputWritten } from './afterOutputWritten';
import { filesUnder } from './hosting/filesUnder';

/** 2000-01-01T00:00:00Z, in seconds: content times fall in the 34 years after it. */
const EPOCH_S = 946_684_800;
const SPAN_S = 2 ** 30;

/** The time, in whole seconds since 1970, that `bytes` stand for. */
export function contentTime(bytes: Uint8Array): number {
  return EPOCH_S + (createHash('sha256').update(bytes).digest().readUInt32BE(0) % SPAN_S);
}

/** Sets each file's access and modification times under `dir` to its content time. */
export function stampContentTimes(dir: string): void {
  for (const file of filesUnder(dir)) {
    const time = contentTime(readFileSync(file));
    utimesSync(file, time, time);
  }
}

/** Runs after every other plugin has written its files (the .gz and .br copies included). */
export function contentTimes(): Plugin {
  return afterOutputWritten('lyceo-content-times', stampContentTimes);
}
