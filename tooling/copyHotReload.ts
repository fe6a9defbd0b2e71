import { resolve } from 'node:path';
import { normalizePath, type Plugin } from 'vite';

/**
 * `npm run dev:web`: a change to the app's own sources (its copy above all)
 * hot-reloads instead of restarting the dev server. The website's config imports
 * the typed copy for what only a build makes (prerendered pages, share tags,
 * static pages: every such plugin is `apply: 'build'`), so Vite counts those
 * files as config dependencies and restarts the whole server, then reloads the
 * page, on every edit of a sentence. Served, the config does not read them.
 */
export function copyHotReload(projectRoot: string): Plugin {
  const appSources = `${normalizePath(resolve(projectRoot, 'src/renderer/src'))}/`;
  return {
    name: 'lyceo-copy-hot-reload',
    apply: 'serve',
    configResolved(config) {
      const restartsServer = config.configFileDependencies;
      const kept = restartsServer.filter((file) => !file.startsWith(appSources));
      restartsServer.splice(0, restartsServer.length, ...kept);
    },
  };
}
