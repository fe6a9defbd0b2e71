/**
 * Image files whose names the app imports from a virtual module, written by
 * the build itself rather than by Vite's asset pipeline. Why: the build's
 * prerender (tooling/prerender) renders the landing page in Node, where an
 * imported asset has no built name (hence the data URLs, `?inline`, these
 * images once were, in the page's budgeted HTML). Named here, the prerendered
 * page names the very files the app does, and hydration keeps them. Every
 * build with these plugins (website, Electron renderer, the prerender's module
 * server, Vitest, the dev server) sees the same names.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

export interface NamedFile {
  /** From the site's root: `assets/<name>-<hash>.svg`. */
  fileName: string;
  source: string;
}

/** Vite's way of naming an asset: 8 characters of its content's hash. */
export function contentHash(source: string): string {
  return createHash('sha256').update(source).digest('base64url').slice(0, 8);
}

/**
 * A plugin that writes `files` into the build (and serves them in dev) and
 * answers an import of the virtual module `moduleId` with `names` as its default export.
 */
export function namedFiles(moduleId: string, files: readonly NamedFile[], names: unknown): Plugin {
  const resolved = `\0${moduleId}`;
  let building = false;
  return {
    name: `lyceo-named-files:${moduleId}`,
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(id) {
      return id === moduleId ? resolved : null;
    },
    load(id) {
      return id === resolved ? `export default ${JSON.stringify(names)};` : null;
    },
    buildStart() {
      if (!building) return;
      for (const { fileName, source } of files) this.emitFile({ type: 'asset', fileName, source });
    },
    // The dev server answers for the files a build would write.
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        const file = files.find(({ fileName }) => path.endsWith(`/${fileName}`));
        if (!file) return next();
        response.setHeader('Content-Type', 'image/svg+xml');
        response.end(file.source);
      });
    },
  };
}
