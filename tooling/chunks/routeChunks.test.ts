import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { SPLIT_ROUTE_PAGES } from '../../src/shared/routes';
import { languageChunks, routeChunks } from './routeChunks';

type Chunk = Pick<
  Rollup.OutputChunk,
  | 'type'
  | 'fileName'
  | 'imports'
  | 'dynamicImports'
  | 'isEntry'
  | 'isDynamicEntry'
  | 'facadeModuleId'
>;

const chunk = (fileName: string, imports: string[], facade?: string): Chunk => ({
  type: 'chunk',
  fileName,
  imports,
  dynamicImports: [],
  isEntry: fileName === 'start.js',
  isDynamicEntry: facade !== undefined,
  facadeModuleId: facade ? `/repo/src/renderer/src/pages/${facade}.tsx` : null,
});

/** A bundle with the entry, the first view's chunks and every split page. */
/** The French copy's chunk, importing `imports`. */
const frenchCopy = (imports: string[]): Chunk => ({
  ...chunk('assets/site-f.js', imports),
  isDynamicEntry: true,
  facadeModuleId: '/repo/src/renderer/src/content/fr/site.ts',
});

function bundle(extra: Chunk[] = []): Rollup.OutputBundle {
  const pages = Object.values(SPLIT_ROUTE_PAGES).map((page) =>
    chunk(`assets/${page}-h.js`, ['assets/vendor-v.js'], page),
  );
  const all = [
    chunk('start.js', ['assets/vendor-v.js', 'assets/app-a.js']),
    frenchCopy([]),
    chunk('assets/vendor-v.js', []),
    chunk('assets/app-a.js', ['assets/vendor-v.js']),
    chunk('assets/Dialog-d.js', ['assets/vendor-v.js', 'assets/Portal-p.js']),
    chunk('assets/Portal-p.js', ['assets/app-a.js']),
    ...pages,
    ...extra,
  ];
  return Object.fromEntries(all.map((file) => [file.fileName, file])) as Rollup.OutputBundle;
}

describe('routeChunks', () => {
  it("names each split page's chunk first, then what it imports outside the first view", () => {
    const console = chunk(
      'assets/ConsolePage-c.js',
      ['assets/vendor-v.js', 'assets/Dialog-d.js', 'assets/app-a.js'],
      'ConsolePage',
    );
    const all = bundle([console]);
    delete all['assets/ConsolePage-h.js'];
    const table = routeChunks(all);
    expect(table['/console']).toEqual([
      'assets/ConsolePage-c.js',
      'assets/Dialog-d.js',
      'assets/Portal-p.js',
    ]);
    expect(table['/videos']).toEqual(['assets/VideosPage-h.js']);
    expect(Object.keys(table).sort()).toEqual([...Object.keys(SPLIT_ROUTE_PAGES), 'fr'].sort());
  });

  it("names each other language's copy chunk; English is in the first view", () => {
    const table = routeChunks(bundle());
    expect(table.fr).toEqual(['assets/site-f.js']);
    expect(table.en).toBeUndefined();
  });

  it('fails the build when a page of the table has no lazy chunk', () => {
    const all = bundle();
    delete all['assets/PosterPage-h.js'];
    expect(() => routeChunks(all)).toThrow(/\/poster.*PosterPage/);
  });
});

describe('languageChunks', () => {
  it("gives each other language its copy's chunk and the chunks only that copy imports", () => {
    const all = bundle([
      frenchCopy(['assets/frenchDates-d.js', 'assets/format-f.js']),
      chunk('assets/frenchDates-d.js', []),
      chunk('assets/format-f.js', []),
      chunk('assets/VideosPage-h.js', ['assets/format-f.js'], 'VideosPage'),
    ]);
    expect([...languageChunks(all)]).toEqual([
      ['assets/site-f.js', 'fr'],
      ['assets/frenchDates-d.js', 'fr'],
    ]);
  });

  it('leaves a copy everyone loads (another chunk imports it statically) to everyone', () => {
    const all = bundle([chunk('assets/Dialog-d.js', ['assets/site-f.js'])]);
    expect(languageChunks(all).size).toBe(0);
  });
});
