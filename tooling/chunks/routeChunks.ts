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

/** The page module's chunk for each split route, then its static imports outside the first view. */
export function routeChunks(bundle: Rollup.OutputBundle): RouteChunks {
  const chunks = Object.values(bundle).filter(
    (file): file is Rollup.OutputChunk => file.type === 'chunk',
  );
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
  const lazyChunkOf = (modulePath: string): Rollup.OutputChunk | undefined =>
    chunks.find(
      (candidate) =>
        candidate.isDynamicEntry &&
        (candidate.facadeModuleId ?? '').replace(/\\/g, '/').endsWith(modulePath),
    );
  const beyondFirstView = (chunk: Rollup.OutputChunk): string[] =>
    withImports([chunk.fileName]).filter((file) => !firstView.has(file));
  const table = {} as RouteChunks;
  for (const [route, page] of Object.entries(SPLIT_ROUTE_PAGES) as Array<[SplitRoute, string]>) {
    const chunk = lazyChunkOf(`/pages/${page}.tsx`);
    if (!chunk) {
      throw new Error(`No chunk for ${route}: pages/${page}.tsx is not loaded lazily.`);
    }
    table[route] = beyondFirstView(chunk);
  }
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const copy = lazyChunkOf(`/content/${locale}/site.ts`);
    if (!copy) throw new Error(`No chunk for the ${locale} copy: content/${locale}/site.ts.`);
    table[locale] = beyondFirstView(copy);
  }
  return table;
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
