/**
 * The website build with one component changed (one CSS class in VideoCard.tsx),
 * the second deployment of the chunk-name test (tooling/deploy/chunkNames.test.ts)
 * and of the bench's one-component deploy (scripts/bench-wire.mjs). The change is
 * made by a transform, so the working tree is never touched.
 */
import type { Plugin } from 'vite';
import { defineConfig, mergeConfig, type ConfigEnv, type UserConfig } from 'vite';
import webConfig from '../../vite.web.config';

export const CHANGED_COMPONENT = 'src/renderer/src/features/videos/VideoCard.tsx';
const BEFORE = 'card h-100 shadow-sm video-card';
const AFTER = 'card h-100 shadow video-card';

function oneClassChanged(): Plugin {
  return {
    name: 'lyceo-one-class-changed',
    enforce: 'pre',
    transform(code, id) {
      if (!id.replace(/\\/g, '/').endsWith(CHANGED_COMPONENT)) return null;
      if (!code.includes(BEFORE)) throw new Error(`${CHANGED_COMPONENT} no longer has "${BEFORE}"`);
      return code.replace(BEFORE, AFTER);
    },
  };
}

export default defineConfig((env: ConfigEnv) =>
  mergeConfig(webConfig(env) as UserConfig, { plugins: [oneClassChanged()] }),
);
