import { resolve } from 'node:path';
import { defineConfig, loadEnv, mergeConfig } from 'vite';
import { HOST, WEB_PREVIEW_PORT } from './scripts/ports.mjs';
import { headersFile } from './tooling/hosting/headersFilePlugin';
import { precompress } from './tooling/precompress';
import { rendererConfig } from './tooling/rendererConfig';

// The public website: the same renderer as the Electron shell, built to dist/web
// with a relative base so it can be served from any folder of any static host,
// with the host's header rules (_headers) and precompressed .gz/.br files.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return mergeConfig(rendererConfig(env, import.meta.dirname), {
    plugins: [headersFile(), precompress()],
    build: { outDir: resolve(import.meta.dirname, 'dist/web'), emptyOutDir: true },
    preview: { host: HOST, port: WEB_PREVIEW_PORT, strictPort: true },
  });
});
