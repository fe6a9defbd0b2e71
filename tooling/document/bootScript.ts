import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';

/** Old browsers run it too (ES2015): it must take the splash away even where the app's ES2022 cannot run. */
const BOOT_TARGET = 'es2015';

/** src/boot.ts and what it imports, as one classic script (no module loading to wait for). */
async function bundleBootScript(
  rendererRoot: string,
  alias: Record<string, string>,
): Promise<string> {
  const output = (await build({
    configFile: false,
    root: rendererRoot,
    logLevel: 'error',
    resolve: { alias },
    build: {
      write: false,
      target: BOOT_TARGET,
      minify: 'terser',
      lib: { entry: resolve(rendererRoot, 'src/boot.ts'), formats: ['iife'], name: 'lyceoBoot' },
    },
  })) as Rollup.RollupOutput[];
  const chunk = output[0]?.output.find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('The boot script did not build.');
  return chunk.code;
}

/**
 * Ships src/renderer/src/boot.ts, the boot script, as a classic script of its
 * own at the top of <head>, before the stylesheet and the app's entry: it runs
 * as soon as it arrives, before the page is painted (a language redirect must
 * come before any English shows), and it still runs when the app's entry
 * cannot load or cannot run. The dev server loads the source as a module.
 */
export function bootScript(rendererRoot: string, alias: Record<string, string>): Plugin {
  let building = false;
  let fileName = '';
  return {
    name: 'lyceo-boot-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (!building) return;
      const code = await bundleBootScript(rendererRoot, alias);
      const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8);
      fileName = `assets/boot-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source: code });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = building
          ? `<script src="./${fileName}"></script>`
          : '<script type="module" src="/src/boot.ts"></script>';
        // After the charset, CSP and viewport: the policy must apply to it.
        const anchor = html.indexOf('<meta name="viewport"');
        if (anchor === -1)
          throw new Error('index.html lost its viewport meta (the boot script goes after it).');
        const at = html.indexOf('\n', anchor) + 1;
        return `${html.slice(0, at)}    ${tag}\n${html.slice(at)}`;
      },
    },
  };
}
