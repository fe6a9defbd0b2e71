/**
 * A deploy costs a returning visitor what changed: two website builds that
 * differ in one CSS class of one component (tooling/deploy/oneComponentChanged.config.ts)
 * name every other chunk the same, leave the language pages as they were
 * (the entry keeps its name, src/shared/pageMeta.ts), and the service
 * worker's precache list differs only in the files that had to change. Both builds are cached
 * (tooling/testBuilds.mjs), so a second run only reads them.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { APP_ENTRY_FILE } from '../../src/shared/pageMeta';
import { BRAND_BUILD, ONE_COMPONENT_BUILD, sharedBuild } from '../testBuilds.mjs';

/** The content-hashed scripts and stylesheets of a build (no .gz/.br copies). */
async function hashedFiles(outDir: string): Promise<string[]> {
  const names = await readdir(join(outDir, 'assets'));
  return names.filter((name) => /\.(js|css)$/.test(name)).sort();
}

/** The service worker's precache list, `url revision` per entry (revision null for hashed names). */
async function precacheEntries(outDir: string): Promise<string[]> {
  const worker = await readFile(join(outDir, 'sw.js'), 'utf8');
  return [...worker.matchAll(/\{"revision":("[0-9a-f]+"|null),"url":"([^"]+)"\}/g)]
    .map(([, revision, url]) => `${url} ${revision}`)
    .sort();
}

const chunkOf = (name: string): string => name.replace(/-[\w-]{8}\.(js|css)$/, '.$1');
const onlyIn = (a: string[], b: string[]): string[] => a.filter((item) => !b.includes(item));

let before = '';
let after = '';
beforeAll(async () => {
  [before, after] = await Promise.all([sharedBuild(BRAND_BUILD), sharedBuild(ONE_COMPONENT_BUILD)]);
}, 300_000);

describe('a deploy that changes one CSS class in VideoCard.tsx', () => {
  it('renames only the chunk of the page that shows it (the entry that names it keeps its name)', async () => {
    const [old, next] = await Promise.all([hashedFiles(before), hashedFiles(after)]);
    expect(old.length).toBeGreaterThan(20);
    expect(onlyIn(old, next).map(chunkOf)).toEqual(['VideosPage.js']);
    expect(onlyIn(next, old).map(chunkOf)).toEqual(['VideosPage.js']);
  });

  it('changes the service worker precache only for that chunk and the entry, never a page', async () => {
    const [old, next] = await Promise.all([precacheEntries(before), precacheEntries(after)]);
    expect(old.length).toBeGreaterThan(10);
    const changed = onlyIn(next, old).map((entry) => chunkOf(entry.split(' ')[0] as string));
    expect(changed.sort()).toEqual(['assets/VideosPage.js', APP_ENTRY_FILE]);
  });

  it('leaves both language pages byte for byte the same, file times included', async () => {
    for (const page of ['index.html', 'fr/index.html']) {
      const [old, next] = await Promise.all([
        readFile(join(before, page)),
        readFile(join(after, page)),
      ]);
      expect(next.equals(old), page).toBe(true);
      const [oldTime, nextTime] = await Promise.all([
        stat(join(before, page)),
        stat(join(after, page)),
      ]);
      expect(nextTime.mtimeMs, page).toBe(oldTime.mtimeMs);
    }
  });
});
