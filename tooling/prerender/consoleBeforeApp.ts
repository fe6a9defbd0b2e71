import { projectBuildTargets } from '../buildTargets';
import { bundleClassicScript } from '../document/classicScript';
import { rendererRoot, sharedAlias } from '../rendererConfig';

/**
 * src/renderer/src/consoleBeforeApp.ts and what it imports (the console's
 * matching code, no React), with one language's `plan` (its rows, sentences
 * and empty state) written in, as one classic script: the console's static
 * view's filters before the app, which the boot script runs when it shows the
 * view (views/console.js beside the view). For the engines the app supports,
 * as the view is shown only where the app can run.
 */
export function bundleConsoleBeforeApp(projectRoot: string, plan: unknown): Promise<string> {
  return bundleClassicScript({
    rendererRoot: rendererRoot(projectRoot),
    alias: sharedAlias(projectRoot),
    entry: 'src/consoleBeforeApp.ts',
    name: 'lyceoConsoleBeforeApp',
    target: projectBuildTargets(projectRoot),
    define: { __CONSOLE_PLAN__: JSON.stringify(plan) },
    what: "The console's static view's script",
  });
}
