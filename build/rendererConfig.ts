/**
 * Vite settings shared by the website build (vite.web.config.ts) and the
 * Electron renderer build (electron.vite.config.ts), so both ship the same app.
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { parseSiteConfig } from '../src/shared/siteConfig';

export const rendererRoot = resolve(import.meta.dirname, '../src/renderer');

/** `define` entries that inline the validated site configuration; throws on a bad override. */
export function siteDefine(env: Record<string, string | undefined>): Record<string, string> {
  return { __SITE_CONFIG__: JSON.stringify(parseSiteConfig(env)) };
}

/**
 * The splash styles are inline so they paint before any CSS file arrives.
 * A strict CSP forbids inline styles unless their hash is listed; this fills
 * the hashes in at build time so the policy never needs 'unsafe-inline'.
 */
export function inlineStyleHashes(): Plugin {
  return {
    name: 'lyceo-inline-style-hashes',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const hashes = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
          ([, css]) =>
            `'sha256-${createHash('sha256')
              .update(css ?? '')
              .digest('base64')}'`,
        );
        return html.replace('%STYLE_HASHES%', hashes.join(' '));
      },
    },
  };
}

export function rendererConfig(env: Record<string, string | undefined>): UserConfig {
  return {
    root: rendererRoot,
    base: './',
    plugins: [react(), inlineStyleHashes()],
    define: siteDefine(env),
    css: { preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import'] } } },
    build: {
      target: 'es2022',
      cssCodeSplit: true,
      reportCompressedSize: false,
    },
  };
}
