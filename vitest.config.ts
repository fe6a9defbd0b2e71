import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Two projects: the renderer in jsdom with Testing Library, and everything
// that runs in Node (main process with `electron` mocked, shared code, build).
const siteConfig = 'build/testSiteConfig.ts';

export default defineConfig({
  test: {
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'web',
          globals: true,
          environment: 'jsdom',
          include: ['src/renderer/**/*.test.{ts,tsx}'],
          setupFiles: [siteConfig, 'src/renderer/src/test/setup.ts'],
          css: false,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'src/{main,preload,shared}/**/*.test.ts',
            'build/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          setupFiles: [siteConfig],
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
    ],
  },
});
