/**
 * routes.json (ROUTE_CHUNKS_FILE) beside the entry: for each split page, its
 * chunk and the chunks it imports, less what the first view loads anyway (the
 * entry and its static imports, which the boot script loads itself); and for
 * each language but the default, its copy's chunk (content/<locale>/site.ts),
 * which the app awaits before its first render.
 *
 * Why: on a deep link (`#/console`) the entry asks for its page's chunk at its
 * first line, but the entry runs only once the libraries (100 KB gzip) have
 * arrived; on 2G the page's chunks then came 7 s after navigation, one round
 * trip and 20 KB later. The boot script reads this small file instead, at once,
 * and preloads them beside the libraries (src/renderer/src/lib/routeChunks.ts).
 * A file of its own, not names in the pages: a deploy that renames a chunk
 * changes this file and the entry, not both language pages.
 */
import type { Plugin, Rollup } from 'vite';
import { ROUTE_CHUNKS_FILE } from '../../src/shared/pageMeta';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/shared/locales';
import { SPLIT_ROUTE_PAGES, type SplitRoute } from '../../src/shared/routes';

export type RouteChunks = Record<SplitRoute, string[]> & Partial<Record<Locale, string[]>>;

/** The bundle's chunks (not its assets). */
const chunksOf = (bundle: Rollup.OutputBundle): Rollup.OutputChunk[] =>
  Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');

/** The chunk a lazily loaded module (`/pages/ConsolePage.tsx`) starts, if it is one. */
const lazyChunkOf = (
  chunks: readonly Rollup.OutputChunk[],
  modulePath: string,
): Rollup.OutputChunk | undefined =>
  chunks.find(
    (candidate) =>
      candidate.isDynamicEntry &&
      (candidate.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(modulePath),
  );

/** The languages whose copy is a chunk of its own: all but the default, which is in the entry. */
const COPY_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The chunk of `locale`'s copy (content/<locale>/site.ts); the build fails without one. */
function copyChunkOf(chunks: readonly Rollup.OutputChunk[], locale: Locale): Rollup.OutputChunk {
  const copy = lazyChunkOf(chunks, `/content/${locale}/site.ts`);
  if (!copy) throw new Error(`No chunk for the ${locale} copy: content/${locale}/site.ts.`);
  return copy;
}

/** The page module's chunk for each split route, then its static imports outside the first view. */
export function routeChunks(bundle: Rollup.OutputBundle): RouteChunks {
  const chunks = chunksOf(bundle);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** `start` and everything it imports statically, in the order first met. */
  const withImports = (start: readonly string[]): string[] => {
    const seen = new Set<string>();
    const queue = [...start];
    while (queue.length > 0) {
      const file = queue.shift() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      queue.push(...(byFile.get(file)?.imports ?? []));
    }
    return [...seen];
  };
  const firstView = new Set(
    withImports(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName)),
  );
  const beyondFirstView = (chunk: Rollup.OutputChunk): string[] =>
    withImports([chunk.fileName]).filter((file) => !firstView.has(file));
  const table = {} as RouteChunks;
  for (const [route, page] of Object.entries(SPLIT_ROUTE_PAGES) as Array<[SplitRoute, string]>) {
    const chunk = lazyChunkOf(chunks, `/pages/${page}.tsx`);
    if (!chunk) {
      throw new Error(`No chunk for ${route}: pages/${page}.tsx is not loaded lazily.`);
    }
    table[route] = beyondFirstView(chunk);
  }
  for (const locale of COPY_LOCALES) table[locale] = beyondFirstView(copyChunkOf(chunks, locale));
  return table;
}

/**
 * The chunks only one language's reader loads, and that language: its copy's
 * chunk and the chunks nothing but it imports. The service worker fetches
 * them only for a visitor who reads that language (src/sw/serviceWorkerBuild.ts
 * tags them in its list). A chunk any other code imports is everyone's.
 */
export function languageChunks(bundle: Rollup.OutputBundle): Map<string, Locale> {
  const chunks = chunksOf(bundle);
  const importers = new Map<string, string[]>();
  const staticallyImported = new Set<string>();
  for (const chunk of chunks) {
    for (const file of [...chunk.imports, ...chunk.dynamicImports]) {
      importers.set(file, [...(importers.get(file) ?? []), chunk.fileName]);
    }
    for (const file of chunk.imports) staticallyImported.add(file);
  }
  const owners = new Map<string, Locale>();
  for (const locale of COPY_LOCALES) {
    const copy = copyChunkOf(chunks, locale).fileName;
    // A copy some chunk imports statically loads with that chunk, whatever the language.
    if (staticallyImported.has(copy)) continue;
    const own = new Set([copy]);
    for (let grew = true; grew;) {
      grew = false;
      for (const chunk of chunks) {
        const by = importers.get(chunk.fileName) ?? [];
        if (own.has(chunk.fileName) || by.length === 0 || !by.every((file) => own.has(file))) {
          continue;
        }
        own.add(chunk.fileName);
        grew = true;
      }
    }
    for (const file of own) owners.set(file, locale);
  }
  return owners;
}

/** Website build only: the Electron shell's page loads its app by itself. */
export function routeChunksFile(): Plugin {
  return {
    name: 'lyceo-route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_CHUNKS_FILE,
        source: `${JSON.stringify(routeChunks(bundle))}\n`,
      });
    },
  };
}

/**
 * Reads languageChunks from the app's bundle as it is written, for a later
 * step (the service worker's build, tooling/pwa) to ask with `chunks()`.
 */
export function languageChunksReader(): {
  plugin: Plugin;
  chunks: () => ReadonlyMap<string, Locale>;
} {
  let chunks: ReadonlyMap<string, Locale> = new Map();
  return {
    plugin: {
      name: 'lyceo-language-chunks',
      apply: 'build',
      generateBundle(_options, bundle) {
        chunks = languageChunks(bundle);
      },
    },
    chunks: () => chunks,
  };
}
