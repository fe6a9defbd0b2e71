import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { namedImages } from './tooling/images';
import { sharedAlias } from './tooling/rendererConfig';

// Two projects: the renderer in jsdom with Testing Library, and everything
// that runs in Node (main process with `electron` mocked, shared code, tooling).
const siteConfig = 'src/shared/test/testSiteConfig.ts';
const resolveShared = { alias: sharedAlias(import.meta.dirname) };
// A shared 2-core CI can take seconds to import jsdom, a lazy chunk or a schema:
// tests wait on conditions, and this only bounds a test that truly hangs. (Each
// project sets it: projects do not inherit the root's test options.)
const testTimeout = 30_000;

/** Node test files that replace modules (vi.mock): each runs in a fresh module graph of its own. */
const nodeMocking = [
  'src/main/bootstrap.test.ts',
  'src/main/usageFile.durable.test.ts',
  'src/preload/index.test.ts',
];

export default defineConfig({
  test: {
    // Ceilings, not expectations: a loaded two-core CI machine can take seconds to
    // transform a module or start ESLint; tests still end as soon as they pass.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    // Both cores: `vitest run` would take cores - 1, one worker on a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        // Both projects take the root options above (timeouts, mock and stub restoring).
        extends: true,
        // The names of the images the build writes (tooling/images), as the builds have them.
        plugins: [react(), namedImages(import.meta.dirname)],
        resolve: {
          ...resolveShared,
          // Pick packages' entries as Node (20.19+) does. Without `module-sync`, Vite
          // takes react-router-dom's CommonJS build, whose require() of react-router's
          // ES module races a parallel import of it ("reading 'getStatus'").
          conditions: ['module-sync'],
        },
        test: {
          name: 'web',
          testTimeout,
          environment: 'jsdom',
          // Each file in a VM context of a long-lived worker: jsdom is set up in a context, not
          // in a new process per file (0.7 s of CPU a file in a fork; 87 files).
          pool: 'vmThreads',
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
          testTimeout,
          environment: 'node',
          include: [
            'src/{main,preload,shared,sw}/**/*.test.ts',
            'tooling/**/*.test.ts',
            'scripts/**/*.test.mjs',
          ],
          exclude: nodeMocking,
          // Pure logic and tooling: one module graph per worker, not one per file. Stubs, mocks
          // and environment variables are restored after each test (the root options above).
          isolate: false,
          setupFiles: [siteConfig],
          benchmark: { include: ['src/**/*.bench.ts'] },
        },
      },
      {
        extends: true,
        resolve: resolveShared,
        test: {
          name: 'node-mocking',
          testTimeout,
          environment: 'node',
          include: nodeMocking,
          setupFiles: [siteConfig],
        },
      },
    ],
  },
});
