import { resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Ships src/renderer/src/boot.ts, the boot watcher, as a script of its own,
 * loaded just before the app's entry. Separate on purpose: if it were part of
 * the entry chunk, a failed download of the entry would take it down too.
 * Both are deferred module scripts, so the browser runs them in document order:
 * the watcher is listening before the entry runs or fails.
 */
export function bootScript(rendererRoot: string): Plugin {
  const entry = resolve(rendererRoot, 'src/boot.ts');
  let building = false;
  return {
    name: 'lyceo-boot-script',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      if (building) this.emitFile({ type: 'chunk', id: entry, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId === entry,
        );
        if (building && !chunk)
          throw new Error('The boot watcher chunk is missing from the build.');
        const src = chunk ? `./${chunk.fileName}` : '/src/boot.ts';
        const tag = `<script type="module" crossorigin src="${src}"></script>\n    `;
        const firstModule = html.indexOf('<script type="module"');
        const at = firstModule === -1 ? html.indexOf('</head>') : firstModule;
        return html.slice(0, at) + tag + html.slice(at);
      },
    },
  };
}
