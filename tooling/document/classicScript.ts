import { resolve } from 'node:path';
import { build, type Rollup } from 'vite';

/** One classic script the build makes apart from the app: its entry under the renderer's root. */
export interface ClassicScript {
  rendererRoot: string;
  alias: Record<string, string>;
  /** The entry, from the renderer's root (`src/boot.ts`). */
  entry: string;
  /** The IIFE's global name. */
  name: string;
  target: string | string[];
  define?: Record<string, string>;
  /** Said in the error when nothing came out. */
  what: string;
}

/**
 * The entry and what it imports as the body of one classic script (an IIFE,
 * minified by terser): a script that runs before the app, or without it.
 */
export async function bundleClassicScript(script: ClassicScript): Promise<string> {
  const output = (await build({
    configFile: false,
    root: script.rendererRoot,
    logLevel: 'error',
    resolve: { alias: script.alias },
    define: script.define,
    build: {
      write: false,
      target: script.target,
      minify: 'terser',
      lib: {
        entry: resolve(script.rendererRoot, script.entry),
        formats: ['iife'],
        name: script.name,
      },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error(`${script.what} did not build.`);
  return chunk.code;
}
