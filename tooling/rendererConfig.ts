/**
 * Vite settings shared by the website build (vite.web.config.ts) and the
 * Electron renderer build (electron.vite.config.ts), so both ship the same app.
 */
import { resolve } from 'node:path';
import { purgeCSSPlugin as purgeCss } from '@fullhuman/postcss-purgecss';
import { eightBitColors } from './eightBitColors';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import {
  devServerContentSecurityPolicy,
  metaContentSecurityPolicy,
  type PolicyTarget,
} from '../src/shared/securityHeaders';
import { parseKioskEvent, parseSiteConfig, parseStaffPin } from '../src/shared/siteConfig';
import { checkVideoPaths, VIDEO_PATHS } from '../src/shared/videoLinks';
import { inlineHashesOf } from './hosting/inlineHashes';
import { bootScript } from './document/bootScript';
import { projectBuildTargets } from './buildTargets';
import { brandedDocument } from './document/brandedDocument';
import { compactInlineStyles } from './document/inlineStyles';
import { splashFallback } from './document/splashFallback';
import { namedImages } from './images';

// Paths come from the project root the calling config passes in: config loaders
// bundle this file into the caller, so its own import.meta.dirname is not reliable
// (electron-vite's gave the parent folder, and PurgeCSS then purged against nothing).

export function rendererRoot(projectRoot: string): string {
  return resolve(projectRoot, 'src/renderer');
}

/** `@shared/…` imports: code both the renderer and main use (also in tsconfig.base.json). */
export function sharedAlias(projectRoot: string): Record<string, string> {
  return { '@shared': resolve(projectRoot, 'src/shared') };
}

/**
 * `define` entries that inline the validated site configuration; throws on a bad override.
 * The staff PIN is its own constant, read only by kiosk code, so it never lands in the website's entry chunk;
 * so is the kiosk's default event.
 */
export function siteDefine(env: Record<string, string | undefined>): Record<string, string> {
  // A video's address must be a real YouTube id (or none yet): refused here, not met dead on a card.
  checkVideoPaths(VIDEO_PATHS);
  return {
    __SITE_CONFIG__: JSON.stringify(parseSiteConfig(env)),
    __STAFF_PIN__: JSON.stringify(parseStaffPin(env)),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    __KIOSK_EVENT__: JSON.stringify(parseKioskEvent(env)),
  };
}

/**
 * Fills index.html's meta CSP (`%CONTENT_SECURITY_POLICY%`) from the header
 * module, so the page's policy and the hosts' header policy cannot drift. The
 * boot script and the splash styles are inline so they run and paint before
 * any file arrives; the policy allows them by hash, never with 'unsafe-inline'.
 */
export function contentSecurityPolicyMeta(target: PolicyTarget): Plugin {
  return {
    name: 'lyceo-content-security-policy-meta',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const policy = context?.server ? devServerContentSecurityPolicy : metaContentSecurityPolicy;
        return html.replace('%CONTENT_SECURITY_POLICY%', policy(inlineHashesOf(html), target));
      },
    },
  };
}

/**
 * react-bootstrap's Navbar imports its Offcanvas variant statically, and with
 * it Offcanvas, the modal manager and their helpers: 5 KB gzip in the first
 * view for a variant this site never renders. This swaps it for a stub that
 * fails loudly if anyone starts using <Navbar.Offcanvas>.
 */
export function withoutNavbarOffcanvas(): Plugin {
  const stubId = '\0lyceo-navbar-offcanvas-stub';
  return {
    name: 'lyceo-without-navbar-offcanvas',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromNavbar = importer?.replace(/\\/g, '/').includes('/react-bootstrap/esm/Navbar.js');
      return fromNavbar && /NavbarOffcanvas(\.js)?$/.test(source) ? stubId : null;
    },
    load(id) {
      if (id !== stubId) return null;
      return `export default function NavbarOffcanvas() {
  throw new Error('Navbar.Offcanvas is stubbed out in tooling/rendererConfig.ts: remove the stub to use it.');
}`;
    },
  };
}

/**
 * Keeps only the Bootstrap rules the app can use: class names found in our
 * sources, or in the react-bootstrap components we render (their class names
 * are built from prefixes, hence the safelist). 25 KB gzip of CSS becomes ~8.
 */
export function unusedCssPurge(projectRoot: string) {
  const renderer = rendererRoot(projectRoot);
  const components = [
    'Navbar',
    'NavbarBrand',
    'NavbarCollapse',
    'NavbarToggle',
    'Collapse',
    'Container',
    'Form',
    'FormGroup',
    'FormLabel',
    'FormControl',
    'FormSelect',
    'Table',
  ];
  return purgeCss({
    content: [
      `${renderer}/index.html`,
      `${renderer}/src/**/*.{ts,tsx}`,
      // The no-JavaScript note in index.html is written by the build from here.
      resolve(projectRoot, 'tooling/document/*.ts'),
      ...components.map((name) =>
        resolve(projectRoot, `node_modules/react-bootstrap/esm/${name}.js`),
      ),
    ],
    safelist: {
      standard: [
        /^navbar-/,
        /^fixed-/,
        // Written by react-bootstrap from props (Navbar bg="white", Table hover): the
        // rest of the bg-* and table-* families is found in the sources or not used.
        'bg-white',
        'table-hover',
        // The on-screen keyboard's classes are written by react-simple-keyboard's script.
        /^hg-/,
        'simple-keyboard',
        'show',
        'fade',
        'collapsing',
        'collapsed',
        'btn-close',
      ],
    },
    variables: false,
    keyframes: true,
  });
}

/** `target`: the page's CSP differs in one directive (the website's service worker). */
export function rendererConfig(
  env: Record<string, string | undefined>,
  projectRoot: string,
  target: PolicyTarget,
): UserConfig {
  return {
    root: rendererRoot(projectRoot),
    base: './',
    plugins: [
      react(),
      namedImages(projectRoot),
      brandedDocument(parseSiteConfig(env)),
      splashFallback(),
      bootScript(rendererRoot(projectRoot), sharedAlias(projectRoot)),
      // Before the policy hashes the page's inline styles.
      compactInlineStyles(),
      contentSecurityPolicyMeta(target),
      withoutNavbarOffcanvas(),
    ],
    resolve: { alias: sharedAlias(projectRoot) },
    // The website build turns the service worker on (src/sw/killSwitch.ts); the Electron renderer never has one.
    define: { ...siteDefine(env), __SERVICE_WORKER__: 'false' },
    css: {
      preprocessorOptions: { scss: { quietDeps: true, silenceDeprecations: ['import'] } },
      postcss: { plugins: [unusedCssPurge(projectRoot), eightBitColors()] },
    },
    build: {
      // package.json's browserslist: syntax and CSS lowered to its oldest engines (Chrome 80, Safari 15,
      // Firefox ESR); APIs outside it fail `npm run lint` (eslint.config.js).
      target: projectBuildTargets(projectRoot),
      // terser packs the entry ~2.5 KB gzip smaller than esbuild: it matters under a 120 KB budget.
      minify: 'terser',
      terserOptions: {
        // Every engine of the browserslist runs ES2020: terser may write it (arrows, shorthand).
        ecma: 2020,
        module: true,
        compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
        format: { comments: false },
      },
      // Every browser we serve supports <link rel=modulepreload>; skip Vite's polyfill.
      modulePreload: { polyfill: false },
      cssCodeSplit: true,
      reportCompressedSize: false,
    },
  };
}
