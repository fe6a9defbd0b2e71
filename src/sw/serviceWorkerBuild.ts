/**
 * How the website build turns sw.ts into dist/web/sw.js (vite-plugin-pwa with
 * Workbox's injectManifest): the precache list from precache.ts, each file of
 * one language tagged with it, each language page with its digest, the kill
 * switch from killSwitch.ts. The
 * Electron renderer never gets a service worker.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { languageOfAppScreenFile } from '../shared/assetNames.mjs';
import { DEFAULT_LOCALE, isLocale, LOCALES, localeOfPage, type Locale } from '../shared/locales';
import { isOfflinePage } from '../shared/webApp';
import { parseStaffPin } from '../shared/siteConfig';
import { parseServiceWorkerMode } from './killSwitch';
import { precacheIgnores, PRECACHE_GLOBS } from './precache';
import { isLanguagePage } from './precacheGroups';

/** The language a drawn screen of the app is in (tooling/appScreens), or undefined for any other file. */
function drawnScreenLocale(url: string): Locale | undefined {
  const language = languageOfAppScreenFile(url);
  return isLocale(language) ? language : undefined;
}

/**
 * The precache list with each file that only one language's reader needs
 * tagged with that language (`"locale":"fr"`): the pages, by their folder
 * (`fr/privacy-policy/index.html`; the default language's at the root), but
 * not the offline answers (`fr/offline.html`, a few hundred bytes each),
 * the chunks only a language's copy loads (`chunkLocales`, from the bundle),
 * and the app's screens drawn in that language (src/shared/appScreenFiles.ts).
 * A worker fetches those for a visitor reading that language only
 * (src/shared/precacheRules.mjs). The build fails when no chunk of a
 * language's copy is tagged (the bundle was not read): every visitor's worker
 * would fetch it again, unnoticed.
 */
export function withLocales<Entry extends { url: string }>(
  entries: readonly Entry[],
  chunkLocales: ReadonlyMap<string, Locale>,
): Array<Entry & { locale?: Locale }> {
  const tagged = entries.map((entry): Entry & { locale?: Locale } => {
    // Every visitor keeps each language's offline answer: anyone may type the other language's address.
    if (isOfflinePage(entry.url)) return entry;
    const locale = entry.url.endsWith('.html')
      ? localeOfPage(entry.url)
      : (chunkLocales.get(entry.url) ?? drawnScreenLocale(entry.url));
    return locale === undefined ? entry : { ...entry, locale };
  });
  for (const locale of LOCALES.filter((other) => other !== DEFAULT_LOCALE)) {
    const copy = tagged.some((entry) => entry.locale === locale && !entry.url.endsWith('.html'));
    if (!copy) throw new Error(`The precache list has no chunk of the ${locale} copy.`);
  }
  return tagged;
}

/**
 * The precache list with each language page's SHA-256 (`"sha256":"…"`, base64)
 * of its bytes as built, which `read` gives: the worker keeps a language page
 * only as its own deployment built it (src/sw/pageDeployment.ts). Workbox's
 * `revision` is an MD5, which a worker cannot compute without carrying its code.
 */
export function withPageDigests<Entry extends { url: string }>(
  entries: readonly Entry[],
  read: (url: string) => Uint8Array,
): Array<Entry & { sha256?: string }> {
  return entries.map((entry) =>
    isLanguagePage(entry)
      ? { ...entry, sha256: createHash('sha256').update(read(entry.url)).digest('base64') }
      : entry,
  );
}

/**
 * `chunkLocales`: the chunks only one language's copy loads, read from the
 * app's bundle (tooling/chunks/routeChunks.ts languageChunks) once it is
 * written, before the worker is built.
 */
export function serviceWorkerBuild(
  env: Record<string, string | undefined>,
  chunkLocales: () => ReadonlyMap<string, Locale>,
): PluginOption {
  // Where the list's files are, to read the language pages (Workbox lists them from there too).
  let outDir = '';
  const outDirOf: Plugin = {
    name: 'lyceo-service-worker-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
  const pwa = VitePWA({
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
      manifestTransforms: [
        (entries) => ({
          manifest: withPageDigests(withLocales(entries, chunkLocales()), (url) =>
            readFileSync(resolve(outDir, url)),
          ),
        }),
      ],
    },
  });
  return [outDirOf, pwa];
}
