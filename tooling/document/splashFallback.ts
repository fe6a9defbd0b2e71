import type { Plugin } from 'vite';
import { SPLASH_MS } from '../../src/renderer/src/lib/splash';

const TOKEN = '%SPLASH_MS%';

/**
 * Writes SPLASH_MS into index.html's no-script fallback (the CSS animation
 * that hides the splash when no script runs), so the page without JavaScript
 * and the boot script end the splash at the same moment.
 */
export function fillSplashDuration(html: string): string {
  if (!html.includes(TOKEN)) {
    throw new Error(`index.html lost its ${TOKEN} (the no-script splash's duration).`);
  }
  return html.replaceAll(TOKEN, `${SPLASH_MS}ms`);
}

export function splashFallback(): Plugin {
  return {
    name: 'lyceo-splash-fallback',
    transformIndexHtml: { order: 'pre', handler: fillSplashDuration },
  };
}
