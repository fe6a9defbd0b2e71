/**
 * The language pages' critical CSS (website build only): the stylesheet's
 * rules that the prerendered landing page uses are inlined in a <style> in
 * its <head>, and the stylesheet itself moves to the end of <body>, where it
 * no longer blocks rendering (a parser-inserted stylesheet blocks rendering
 * only while the body has not started). On 2G that is a round trip of 800 ms
 * or more that the first paint no longer waits for.
 *
 * Measured (issue 29): inlining the whole purged stylesheet instead puts each
 * page over its 25 KB gzip budget (25.5 and 26.0 KB); the used rules keep it
 * under. The file stays for the static legal pages and the Electron renderer,
 * and for the other views once the app runs. The console's and videos' static
 * views (src/shared/staticViews.ts) carry the rules they need beyond the
 * page's in a `<style>` of their own (./viewCss.ts), which the page's policy
 * allows. No onload= attribute (the CSP
 * refuses them) and no script: the stylesheet in the body loads as it is.
 */
import Beasties from 'beasties';
import type { Plugin, Rollup } from 'vite';
import { metaContentSecurityPolicy } from '../../src/shared/securityHeaders';
import { STATIC_VIEW_ROUTES, staticViewFile } from '../../src/shared/staticViews';
import { inlineHashesOf } from '../hosting/inlineHashes';
import { withoutUnusedCustomProperties } from './unusedCustomProperties';
import { addedStyles, styledView, viewOnlyCss } from './viewCss';

/**
 * States the prerendered markup does not show but a visitor can reach before
 * the whole stylesheet has arrived: the phone menu open or opening (by the app,
 * or by its checkbox switch before the app runs), a FAQ answer open (its
 * `<details>` element's `[open]`; a closed one's `:not([open])` goes whole, or
 * Beasties would meet an empty `:not()`, fail to parse it and drop the closed
 * question's rules), every landing section laid out before the app scrolls to
 * one (lib/motion.ts). Focus rings are pseudo-classes, which Beasties takes out
 * itself.
 */
const STATES =
  /:not\(\.(?:show|collapsing|collapsed)\)|\.(?:show|collapsing|collapsed)\b|:not\(\[open\]\)|\[open\]|\[data-sections-laid-out\]/g;

/**
 * The selector Beasties looks for on the page: without its states, so that a
 * state's rule is kept when its element is on the page, and only then. Kept
 * whatever the page held before (issue 54), the console's form fields' focus
 * and validity looks, the dialogs' and the video cards' cost each language page
 * 260 B gzip that it now spends on its own look.
 */
export function withoutStates(selector: string): string {
  return selector.replace(STATES, '');
}

/** The page-wide focus ring (`:focus-visible` alone): no element to look for. */
const ALWAYS_CRITICAL: RegExp[] = [/^:focus-visible$/];

/** Beasties' step that takes pseudo-classes out of a selector (not in its type declarations). */
interface SelectorNormalizer {
  normalizeCssSelector(selector: string): string;
}
const normalizeWithoutPseudoClasses = (Beasties.prototype as unknown as SelectorNormalizer)
  .normalizeCssSelector;

/** Beasties reading the stylesheets from the bundle being written instead of the disk. */
class BundleBeasties extends Beasties implements SelectorNormalizer {
  private readonly bundle: Rollup.OutputBundle;

  constructor(bundle: Rollup.OutputBundle) {
    super({
      // Only the linked stylesheet: the splash style is already inline and hashed as it is.
      reduceInlineStyles: false,
      pruneSource: false,
      preload: 'body',
      noscriptFallback: false,
      // The headings' @font-face (styles/_site.scss), its URL made the page's: a heading laid out
      // before the stylesheet arrives knows its face, and a cached face never swaps in later.
      inlineFonts: true,
      preloadFonts: false,
      keyframes: 'critical',
      mergeStylesheets: false,
      allowRules: ALWAYS_CRITICAL,
      logLevel: 'warn',
    });
    this.bundle = bundle;
  }

  normalizeCssSelector(selector: string): string {
    return normalizeWithoutPseudoClasses.call(this, withoutStates(selector));
  }

  override async getCssAsset(href: string): Promise<string | undefined> {
    const name = href.replace(/^(\.\.?\/)+/, '');
    const file = this.bundle[name];
    if (file?.type !== 'asset') throw new Error(`Critical CSS: ${href} is not in the bundle.`);
    return typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
  }
}

/** The page's meta CSP, with the hashes of its inline code as it now is, and of the static views it may show. */
export function withMetaPolicy(html: string, views: readonly string[] = []): string {
  const policy = metaContentSecurityPolicy(inlineHashesOf(html, ...views), 'website');
  const next = html.replace(
    /(<meta http-equiv="Content-Security-Policy" content=")[^"]*(")/,
    (_match, start: string, end: string) => `${start}${policy}${end}`,
  );
  if (next === html && !html.includes(policy))
    throw new Error('Critical CSS: the page has no CSP meta tag to update.');
  return next;
}

/** The static views beside a language page in the bundle (`fr/index.html` -> `fr/views/…`). */
function viewsBeside(bundle: Rollup.OutputBundle, page: string): Rollup.OutputAsset[] {
  const folder = page.slice(0, -'index.html'.length);
  return STATIC_VIEW_ROUTES.flatMap((route) => {
    const file = bundle[folder + staticViewFile(route)];
    return file?.type === 'asset' ? [file] : [];
  });
}

const textOf = (file: Rollup.OutputAsset): string =>
  typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);

/** `pages`: the language pages' file names in the bundle (index.html, fr/index.html). */
export function criticalCss(pages: readonly string[]): Plugin {
  return {
    name: 'lyceo-critical-css',
    apply: 'build',
    generateBundle: {
      // After the language pages (tooling/prerender) are in the bundle, before _headers is written.
      order: 'post',
      async handler(_options, bundle) {
        const beasties = new BundleBeasties(bundle);
        for (const fileName of pages) {
          const page = bundle[fileName];
          if (page?.type !== 'asset')
            throw new Error(`Critical CSS: no ${fileName} in the bundle.`);
          // Beasties marks the root it worked on; the page has no use for the mark.
          const source = String(page.source);
          const processed = (await beasties.process(source)).replace(
            ' data-beasties-container',
            '',
          );
          // Each static view's rules beyond the page's (./viewCss.ts), read with the view on the page.
          const pageCss = addedStyles(source, processed);
          const views = viewsBeside(bundle, fileName);
          for (const view of views) {
            const markup = textOf(view);
            const withView = source.replace('</body>', () => `${markup}</body>`);
            const viewCss = viewOnlyCss(
              pageCss,
              addedStyles(withView, await beasties.process(withView)),
            );
            view.source = withoutUnusedCustomProperties(styledView(viewCss, markup), pageCss);
          }
          page.source = withMetaPolicy(withoutUnusedCustomProperties(processed), views.map(textOf));
        }
      },
    },
  };
}
