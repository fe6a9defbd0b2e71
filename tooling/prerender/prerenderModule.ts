import { resolve } from 'node:path';
import { createServer } from 'vite';
import { namedImages } from '../images';
import { rendererRoot, sharedAlias } from '../rendererConfig';

/**
 * Runs `use` with src/renderer/src/prerender.tsx loaded by a Vite module
 * server without HTTP, in Node, with the project's aliases and the build's
 * constants (a language's copy is imported on demand, so the server stays up
 * while `use` runs), then closes the server. The landing pages and the page
 * not found both render through it.
 */
export async function withPrerenderModule<Module, Result>(
  projectRoot: string,
  define: Record<string, string>,
  use: (module: Module) => Promise<Result>,
): Promise<Result> {
  const root = rendererRoot(projectRoot);
  const server = await createServer({
    configFile: false,
    root,
    mode: 'production',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    resolve: { alias: sharedAlias(projectRoot) },
    define,
    // The names of the images the build writes (tooling/images), as the app's bundle has them.
    plugins: [namedImages(projectRoot)],
    esbuild: { jsx: 'automatic' },
  });
  try {
    return await use((await server.ssrLoadModule(resolve(root, 'src/prerender.tsx'))) as Module);
  } finally {
    await server.close();
  }
}
