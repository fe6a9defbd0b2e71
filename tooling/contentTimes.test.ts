import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentTime, stampContentTimes } from './contentTimes';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('content times', () => {
  it('are the same for the same bytes, built or copied at any time, and differ otherwise', () => {
    const page = new TextEncoder().encode('<h1>Réussis</h1>');
    expect(contentTime(page)).toBe(contentTime(new TextEncoder().encode('<h1>Réussis</h1>')));
    expect(contentTime(page)).not.toBe(contentTime(new TextEncoder().encode('<h1>Réussis!</h1>')));
    expect(contentTime(page)).toBeGreaterThanOrEqual(Date.UTC(2000, 0, 1) / 1000);
  });

  it('are what every file under the build folder is stamped with, in folders too', () => {
    dir = mkdtempSync(join(tmpdir(), 'content-times-'));
    mkdirSync(join(dir, 'fr'));
    writeFileSync(join(dir, 'index.html'), 'en');
    writeFileSync(join(dir, 'fr', 'index.html'), 'fr');
    stampContentTimes(dir);
    for (const [file, text] of [
      ['index.html', 'en'],
      ['fr/index.html', 'fr'],
    ] as const) {
      const stamped = statSync(join(dir, file)).mtime.getTime() / 1000;
      expect(stamped, file).toBe(contentTime(new TextEncoder().encode(text)));
    }
  });
});
