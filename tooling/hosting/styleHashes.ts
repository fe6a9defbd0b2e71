import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { StyleHashes } from '../../src/shared/securityHeaders';

/**
 * The CSP sources (`'sha256-…'`) that allow each inline <style> of an HTML page:
 * the splash styles paint before any CSS file arrives, and a strict policy
 * allows them by hash instead of 'unsafe-inline'.
 */
export function styleHashesOf(html: string): StyleHashes {
  return [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
    ([, css]) =>
      `'sha256-${createHash('sha256')
        .update(css ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The hashes of the source index.html. Vite copies inline styles into the
 * built page unchanged, so they are the built page's too (the hosting browser
 * test checks the served policy against the built page).
 */
export function sourceStyleHashes(projectRoot: string): StyleHashes {
  return styleHashesOf(readFileSync(resolve(projectRoot, 'src/renderer/index.html'), 'utf8'));
}
