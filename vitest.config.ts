import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from './tooling/rendererConfig';

// Two projects: the renderer in jsdom with Testing Library, and everything
// that runs in Node (main process with `electron` mocked, shared code, tooling).
const siteConfig = 'src/shared/testSiteConfig.ts';
const resolveShared = { alias: sharedAlias(import.meta.dirname) };

export default defineConfig({
  test: {
    // Ceilings, not expectations: a loaded two-core CI machine can take seconds to
    // transform a module or start ESLint; tests still end as soon as they pass.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        // Both projects take the root options above (timeouts, mock and stub restoring).
        extends: true,
        plugins: [react()],
        resolve: resolveShared,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: [siteConfig, 'src/renderer/src/test/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        resolve: resolveShared,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/{main,preload,shared}/**/*.test.ts',
            'tooling/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          setupFiles: [siteConfig],
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
    ],
  },
});
