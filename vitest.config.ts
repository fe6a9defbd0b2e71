import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { sharedAlias } from './tooling/rendererConfig';

// Two projects: the renderer in jsdom with Testing Library, and everything
// that runs in Node (main process with `electron` mocked, shared code, tooling).
const siteConfig = 'src/shared/testSiteConfig.ts';
const resolveShared = { alias: sharedAlias(import.meta.dirname) };

export default defineConfig({
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
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
