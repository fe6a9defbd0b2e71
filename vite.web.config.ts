import { resolve } from 'node:path';
import { defineConfig, loadEnv, mergeConfig } from 'vite';
import { WEB_DEV_PORT, WEB_PREVIEW_HOST, WEB_PREVIEW_PORT } from './tooling/ports.mjs';
import { headersFile } from './tooling/hosting/headersFilePlugin';
import { precompress } from './tooling/precompress';
import { contentTimes } from './tooling/contentTimes';
import { copyHotReload } from './tooling/copyHotReload';
import { parseSiteConfig } from './src/shared/siteConfig';
import { serviceWorkerDefine } from './src/sw/killSwitch';
import { pwaPlugins } from './tooling/pwa';
import { criticalCss } from './tooling/prerender/criticalCss';
import { landingPages } from './tooling/prerender/landingPages';
import { localePagePath, LOCALES } from './src/renderer/src/content/locales';
import { rendererConfig, siteDefine } from './tooling/rendererConfig';
import { stableChunkNames } from './tooling/chunks/stableChunkNames';
import { routeChunksFile } from './tooling/chunks/routeChunks';
import { websiteSeo } from './tooling/seo/websiteSeo';
import { APP_ENTRY_FILE } from './src/shared/pageMeta';

// The public website: the same renderer as the Electron shell, built to dist/web
// with a relative base so it can be served from any folder of any static host,
// with the host's header rules (_headers) and precompressed .gz/.br files, plus
// what a public site needs to be shared and found (tooling/seo).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const config = parseSiteConfig(env);
  const seo = websiteSeo(config, import.meta.dirname);
  return mergeConfig(rendererConfig(env, import.meta.dirname, 'website'), {
    // Website only: share/search files (tooling/seo), the landing page prerendered
    // in each language (tooling/prerender), manifests, icons and the offline
    // service worker (tooling/pwa, src/sw), host headers, precompressed copies.
    // The language pages inline their critical CSS (tooling/prerender/criticalCss.ts).
    plugins: [
      copyHotReload(import.meta.dirname),
      ...seo.plugins,
      landingPages({
        config,
        projectRoot: import.meta.dirname,
        define: { ...siteDefine(env), ...serviceWorkerDefine(env) },
        shareHead: seo.shareHead,
      }),
      routeChunksFile(),
      criticalCss(LOCALES.map((locale) => `${localePagePath(locale)}index.html`)),
      ...pwaPlugins(env, import.meta.dirname),
      headersFile(config.storeUrl),
      precompress(),
      // Last: file times made from content, so an unchanged page keeps its ETag across deploys.
      contentTimes(),
    ],
    define: serviceWorkerDefine(env),
    build: {
      outDir: resolve(import.meta.dirname, 'dist/web'),
      emptyOutDir: true,
      rollupOptions: {
        // The entry keeps one name (src/shared/pageMeta.ts): the pages that name it
        // change only when they do. Every other chunk is named by its content.
        output: { manualChunks: stableChunkNames(), entryFileNames: APP_ENTRY_FILE },
      },
    },
    // npm run dev:web: the same address a newcomer reads in the README, or a clear "port in use".
    // From "ready" on, the server transforms the app's entry and stylesheet and what they import
    // (warmup), instead of starting on them when the first page asks.
    server: {
      host: WEB_PREVIEW_HOST,
      port: WEB_DEV_PORT,
      strictPort: true,
      warmup: { clientFiles: ['./src/main.tsx', './src/styles/main.scss'] },
    },
    preview: { host: WEB_PREVIEW_HOST, port: WEB_PREVIEW_PORT, strictPort: true },
  });
});
