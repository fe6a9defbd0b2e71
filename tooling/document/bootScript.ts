import type { Plugin } from 'vite';
import { bundleClassicScript } from './classicScript';

/** Old browsers run it too (ES2015): it must take the splash away even where the app's ES2022 cannot run. */
const BOOT_TARGET = 'es2015';

/**
 * src/boot.ts and what it imports, as the body of one classic script. It
 * reads no build constant, so the same sources always give the same bytes:
 * its CSP hash stays the same from build to build.
 */
export async function bundleBootScript(
  rendererRoot: string,
  alias: Record<string, string>,
): Promise<string> {
  const code = await bundleClassicScript({
    rendererRoot,
    alias,
    entry: 'src/boot.ts',
    name: 'lyceoBoot',
    target: BOOT_TARGET,
    what: 'The boot script',
  });
  // Inside <script>, "</script" would end it early (the code never writes one, but a string could).
  return code.trim().replace(/<\/(script)/gi, '<\\/$1');
}

/**
 * Ships src/renderer/src/boot.ts, the boot script, inline at the top of
 * <head>, before the stylesheet and the app's entry: it runs on the page's
 * first bytes, with no request of its own to wait for (one round trip less on
 * 2G), before the page is painted (a language redirect must come before any
 * English shows), and it still runs when the app's entry cannot load or
 * cannot run. The page's CSP allows it by its hash
 * (tooling/rendererConfig.ts's contentSecurityPolicyMeta). The dev server
 * loads the source as a module.
 */
export function bootScript(rendererRoot: string, alias: Record<string, string>): Plugin {
  let building = false;
  let code = '';
  return {
    name: 'lyceo-boot-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    async buildStart() {
      if (building) code = await bundleBootScript(rendererRoot, alias);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const tag = building
          ? `<script>${code}</script>`
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
