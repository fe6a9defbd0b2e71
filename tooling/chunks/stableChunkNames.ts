/**
 * Chunk names that change only when a chunk's content does.
 *
 * Rollup names a chunk after its content and the names of the chunks it
 * imports or loads. Left alone, the entry holds every module a lazy chunk
 * shares with the first view, so every lazy chunk imports the entry, and the
 * entry names every lazy chunk (its `import()` calls): one changed component
 * renamed the entry and 17 other chunks, all refetched by every returning
 * visitor. Here the first view is split by what its modules name:
 * - `vendor`: the libraries of the first view (React, the router, Bootstrap's
 *   components) and Rollup's and Vite's helpers; it changes when the lock file does;
 * - `app`: our modules of the first view that neither load a chunk lazily
 *   nor import one that does (loading a leaf, the French copy, is allowed):
 *   the code lazy chunks share with the first view;
 * - the entry: main.tsx, the modules with an `import()` (they name the lazy
 *   chunks) and those that import them. A renamed lazy chunk renames the
 *   entry, and the lazy chunks that import from it, and nothing else.
 */
import type { Rollup } from 'vite';

type GetManualChunk = Rollup.GetManualChunk;
type ManualChunkMeta = Rollup.ManualChunkMeta;

export const VENDOR_CHUNK = 'vendor';
export const APP_CHUNK = 'app';

const STYLESHEET = /\.(css|scss)(\?|$)/;

type ModuleInfo = NonNullable<ReturnType<ManualChunkMeta['getModuleInfo']>>;

/** The modules the entries import statically, directly or not: the first view. */
function firstViewModules(meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A module that imports nothing (a language's copy, content/fr.ts): its chunk
 * is named after its own content alone. Loading it lazily is no reason to keep
 * a module in the entry; the module that does is renamed only when that
 * content changes.
 */
function isLeaf(meta: ManualChunkMeta, id: string): boolean {
  return meta.getModuleInfo(id)?.importedIds.length === 0;
}

/** Whether `id` loads a chunk (other than a leaf's) lazily or imports, directly or not, a module that does. */
function namesLazyChunks(meta: ManualChunkMeta): (id: string) => boolean {
  const known = new Map<string, boolean>();
  const visit = (id: string): boolean => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, false); // a cycle adds nothing the other path does not see
    const info: ModuleInfo | null = meta.getModuleInfo(id);
    const names =
      info !== null &&
      (info.dynamicallyImportedIds.some((target) => !isLeaf(meta, target)) ||
        info.importedIds.some((dep) => visit(dep)));
    known.set(id, names);
    return names;
  };
  return visit;
}

export function stableChunkNames(): GetManualChunk {
  let firstView: Set<string> | undefined;
  let namesLazy: ((id: string) => boolean) | undefined;
  return (id, meta) => {
    firstView ??= firstViewModules(meta);
    namesLazy ??= namesLazyChunks(meta);
    const info = meta.getModuleInfo(id);
    if (!info || info.isEntry || !firstView.has(id)) return undefined;
    // Stylesheets stay with the entry: index.html links one stylesheet, the entry's.
    if (STYLESHEET.test(id)) return undefined;
    if (namesLazy(id)) return undefined;
    if (id.includes('/node_modules/') || id.startsWith('\0')) return VENDOR_CHUNK;
    return APP_CHUNK;
  };
}
