import { resolve } from 'node:path';
import { defineConfig, loadEnv, mergeConfig } from 'vite';
import { HOST, WEB_PREVIEW_PORT } from './scripts/ports.mjs';
import { pwaDefine, pwaPlugins } from './tooling/pwa';
import { rendererConfig } from './tooling/rendererConfig';

// The public website: the same renderer as the Electron shell, built to dist/web
// with a relative base so it can be served from any folder of any static host.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return mergeConfig(rendererConfig(env, import.meta.dirname), {
    // Website only: manifests, icons and the offline service worker (tooling/pwa).
    plugins: pwaPlugins(env, import.meta.dirname),
    define: pwaDefine(env),
    build: { outDir: resolve(import.meta.dirname, 'dist/web'), emptyOutDir: true },
    preview: { host: HOST, port: WEB_PREVIEW_PORT, strictPort: true },
  });
});
