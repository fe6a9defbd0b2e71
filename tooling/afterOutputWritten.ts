/**
 * A build step on the written output folder, after every other plugin has
 * written its files (order post, sequential): the precompressed copies
 * (precompress.ts), then the content file times (contentTimes.ts), in the
 * order the config lists them. A failed build may end here with no output:
 * then there is nothing to do.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function afterOutputWritten(name: string, step: (outDir: string) => void): Plugin {
  let outDir = '';
  return {
    name,
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        if (existsSync(outDir)) step(outDir);
      },
    },
  };
}
