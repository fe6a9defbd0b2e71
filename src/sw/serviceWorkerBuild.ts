/**
 * How the website build turns sw.ts into dist/web/sw.js (vite-plugin-pwa with
 * Workbox's injectManifest): the precache list from precache.ts, the kill
 * switch from killSwitch.ts. The Electron renderer never gets a service worker.
 */
import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { parseStaffPin } from '../shared/siteConfig';
import { parseServiceWorkerMode } from './killSwitch';
import { precacheIgnores, PRECACHE_GLOBS } from './precache';

export function serviceWorkerBuild(env: Record<string, string | undefined>): PluginOption {
  return VitePWA({
    strategies: 'injectManifest',
    // Relative to the renderer root (src/renderer): src/sw/sw.ts, built to sw.js.
    srcDir: '../sw',
    filename: 'sw.ts',
    // The page registers it itself, after the splash (features/offline).
    injectRegister: false,
    // The manifests are written by tooling/pwa, with their icons.
    manifest: false,
    selfDestroying: parseServiceWorkerMode(env) === 'remove',
    devOptions: { enabled: false },
    injectManifest: {
      // A classic script: every browser that has service workers runs it.
      rollupFormat: 'iife',
      globPatterns: PRECACHE_GLOBS,
      globIgnores: precacheIgnores(parseStaffPin(env)),
    },
  });
}
