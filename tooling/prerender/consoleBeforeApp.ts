import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { projectBuildTargets } from '../buildTargets';
import { rendererRoot, sharedAlias } from '../rendererConfig';

/**
 * src/renderer/src/consoleBeforeApp.ts and what it imports (the console's
 * matching code, no React), with one language's `plan` (its rows, sentences
 * and empty state) written in, as one classic script: the console's static
 * view's filters before the app, which the boot script runs when it shows the
 * view (views/console.js beside the view). For the engines the app supports,
 * as the view is shown only where the app can run.
 */
export async function bundleConsoleBeforeApp(projectRoot: string, plan: unknown): Promise<string> {
  const root = rendererRoot(projectRoot);
  const output = (await build({
    configFile: false,
    root,
    logLevel: 'error',
    resolve: { alias: sharedAlias(projectRoot) },
    define: { __CONSOLE_PLAN__: JSON.stringify(plan) },
    build: {
      write: false,
      target: projectBuildTargets(projectRoot),
      minify: 'terser',
      lib: {
        entry: resolve(root, 'src/consoleBeforeApp.ts'),
        formats: ['iife'],
        name: 'lyceoConsoleBeforeApp',
      },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error("The console's static view's script did not build.");
  return chunk.code;
}
