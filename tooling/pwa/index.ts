/**
 * The website build's installable web app (vite.web.config.ts only; the
 * Electron renderer never gets any of it): the two manifests and their icons,
 * and the offline service worker, whose build, precache policy and kill
 * switch live with the worker in src/sw.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { KIOSK_MANIFEST, WEB_MANIFEST } from '../../src/shared/webApp';
import { webAppCopies } from '../../src/renderer/src/content/webApp';
import { APP_ICONS, FAVICON_ICO_SIZES, icoOf, renderAppIcons, renderPng } from './icons';
import { kioskManifest, webManifest, type ManifestInput } from './manifests';
import { serviceWorkerBuild } from '../../src/sw/serviceWorkerBuild';
import { languageChunksReader } from '../chunks/routeChunks';

type Env = Record<string, string | undefined>;

/** The navbar and splash green (index.html's theme-color), and the page background. */
const THEME_COLOR = '#0b6e4f';
const BACKGROUND_COLOR = '#ffffff';

/**
 * Emits the manifests and icons and links the standalone manifest from
 * index.html. (Its CSP allows the service worker: the website build's
 * rendererConfig target, tooling/rendererConfig.ts.)
 */
function webAppManifests(input: Omit<ManifestInput, 'icons'>, logoFile: string): Plugin {
  return {
    name: 'lyceo-web-app-manifests',
    apply: 'build',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'manifest', href: `./${WEB_MANIFEST}` }, injectTo: 'head' },
    ],
    generateBundle() {
      const logo = readFileSync(logoFile, 'utf8');
      for (const { icon, png } of renderAppIcons(logo, input.themeColor)) {
        this.emitFile({ type: 'asset', fileName: icon.src, source: png });
      }
      const ico = icoOf(FAVICON_ICO_SIZES.map((size) => ({ size, png: renderPng(logo, size) })));
      this.emitFile({ type: 'asset', fileName: 'favicon.ico', source: ico });
      const full = { ...input, icons: APP_ICONS };
      const json = (manifest: object): string => `${JSON.stringify(manifest, null, 2)}\n`;
      this.emitFile({ type: 'asset', fileName: WEB_MANIFEST, source: json(webManifest(full)) });
      this.emitFile({ type: 'asset', fileName: KIOSK_MANIFEST, source: json(kioskManifest(full)) });
    },
  };
}

export function pwaPlugins(env: Env, projectRoot: string): PluginOption[] {
  // The worker's precache list tags the chunks only one language loads (serviceWorkerBuild.ts).
  const languageChunks = languageChunksReader();
  return [
    webAppManifests(
      {
        brand: parseSiteConfig(env).brand,
        copies: webAppCopies,
        themeColor: THEME_COLOR,
        backgroundColor: BACKGROUND_COLOR,
      },
      resolve(projectRoot, 'src/renderer/public/favicon.svg'),
    ),
    languageChunks.plugin,
    serviceWorkerBuild(env, languageChunks.chunks),
  ];
}
