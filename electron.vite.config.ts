import { resolve } from 'node:path';
import { defineConfig, loadEnv } from 'electron-vite';
import { rendererConfig, sharedAlias, siteDefine } from './tooling/rendererConfig';

// Main, preload and renderer of the Electron shell. The renderer is the same
// app as the website (tooling/rendererConfig.ts); main gets the validated site
// configuration inlined so its link policy matches the links the pages show.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  return {
    main: {
      define: siteDefine(env),
      resolve: { alias: sharedAlias(import.meta.dirname) },
      build: {
        rollupOptions: { input: { index: resolve(import.meta.dirname, 'src/main/index.ts') } },
      },
    },
    preload: {
      resolve: { alias: sharedAlias(import.meta.dirname) },
      build: {
        // A sandboxed preload must be one CommonJS file that requires only `electron`.
        externalizeDeps: false,
        rollupOptions: {
          input: { index: resolve(import.meta.dirname, 'src/preload/index.ts') },
          external: ['electron'],
          output: { format: 'cjs', entryFileNames: '[name].cjs', inlineDynamicImports: true },
        },
      },
    },
    renderer: rendererConfig(env, import.meta.dirname, 'electron-renderer'),
  };
});
