/**
 * The critical CSS of a static view (src/shared/staticViews.ts: the console's
 * and videos' content the boot script shows before the app): the rules the
 * view needs beyond its language page's own critical CSS, in a `<style>` at
 * the start of the view's file. On 2G the stylesheet arrives after the view
 * (it shares the link with the app's files); with these rules the view is
 * laid out as the app will lay it out. They cost the landing page nothing:
 * only a visitor who opens the view fetches them. The page's CSP allows them
 * by hash (criticalCss.ts, and the hosts' headers, which read every page).
 */

/** The `<style>` blocks a page holds that `before` did not: what Beasties inlined. */
export function addedStyles(before: string, after: string): string {
  const styles = (html: string) =>
    [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? '');
  const old = new Set(styles(before));
  return styles(after)
    .filter((css) => !old.has(css))
    .join('');
}

/** A stylesheet's top-level rules and at-rule blocks, as written (braces in strings aside). */
export function topLevelRules(css: string): string[] {
  const rules: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let index = 0; index < css.length; index += 1) {
    const char = css[index];
    if (quote !== null) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        rules.push(css.slice(start, index + 1).trim());
        start = index + 1;
      }
    } else if (char === ';' && depth === 0) {
      // A statement at-rule (`@charset`, `@import`): never a view's own.
      start = index + 1;
    }
  }
  return rules;
}

/**
 * Rules no one meets in the seconds before the app: a file input's button,
 * date fields, Firefox's focus ring on a select, a pointer's hover, disabled
 * fields, a reduced-motion transition (nothing moves yet). About 300 B gzip
 * of the console's file, which on 2G shares the link with the app's files.
 */
const NOT_BEFORE_THE_APP =
  /::file-selector-button|::-webkit-date|::-webkit-datetime|:-moz-focusring|:hover|:disabled/;

function neededBeforeTheApp(rule: string): boolean {
  if (rule.startsWith('@media(prefers-reduced-motion')) return false;
  if (rule.startsWith('@')) return true;
  const selectors = rule.slice(0, rule.indexOf('{')).split(',');
  return !selectors.every((selector) => NOT_BEFORE_THE_APP.test(selector));
}

/** The rules of `withView` (the page's critical CSS with the view on the page) that `page` lacks. */
export function viewOnlyCss(page: string, withView: string): string {
  const known = new Set(topLevelRules(page));
  return topLevelRules(withView)
    .filter((rule) => !known.has(rule) && neededBeforeTheApp(rule))
    .join('');
}

/** The view's file: its own rules first, then its markup. */
export function styledView(css: string, view: string): string {
  return css ? `<style>${css}</style>${view}` : view;
}
