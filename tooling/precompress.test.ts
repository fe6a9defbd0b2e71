import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COMPRESS_MIN_BYTES } from './hosting/nginxSiteConf';
import { precompressDir } from './precompress';

describe('precompressDir', () => {
  let dir = '';
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .gz and a .br of the same bytes beside each text file over 1 KB', () => {
    const script = 'export const lesson = "Terminale";\n'.repeat(60);
    writeFileSync(join(dir, 'assets/index-abc.js'), script);
    writeFileSync(join(dir, 'index.html'), `<!doctype html>${'<p>Lyceo</p>'.repeat(100)}`);

    const compressed = precompressDir(dir);

    expect(compressed.sort()).toEqual([join(dir, 'assets/index-abc.js'), join(dir, 'index.html')]);
    const js = join(dir, 'assets/index-abc.js');
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  });

  it('leaves small files, images, files without an extension and the hosts’ worker alone', () => {
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
    // Cloudflare's worker: never sent to a visitor, so no copy a host would publish.
    writeFileSync(join(dir, '_worker.js'), 'export default {};\n'.repeat(100));
    writeFileSync(join(dir, 'og-image.png'), Buffer.alloc(4096, 1));
    writeFileSync(join(dir, '_headers'), `/*\n${'  X-A: 1\n'.repeat(300)}`);
    // COMPRESS_MIN_BYTES exactly: not over it.
    writeFileSync(join(dir, 'edge.css'), 'a'.repeat(COMPRESS_MIN_BYTES));

    expect(precompressDir(dir)).toEqual([]);
    for (const name of ['robots.txt', 'og-image.png', '_headers', '_worker.js', 'edge.css']) {
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false);
    }
  });
});
