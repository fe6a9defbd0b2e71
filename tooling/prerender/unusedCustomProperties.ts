/**
 * Bootstrap declares about 150 custom properties on `:root` and a dozen on
 * each component (`--bs-navbar-padding-x`…); the landing page's first paint
 * reads a fraction of them. Inlined, the rest cost every visitor about 1.1 KB
 * gzip of the page's 25 KB budget for nothing: they are dropped from the
 * page's inline styles. Nothing is lost later: the full stylesheet, which
 * arrives after the first paint, declares them all again.
 */
import postcss from 'postcss';

const STYLE = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/** The custom properties a text reads with `var(--name…)`. */
function propertiesRead(text: string): Set<string> {
  return new Set([...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1] ?? ''));
}

/**
 * `html` with every custom property its inline styles declare but nothing on
 * the page reads removed: not a rule, not a style attribute, not another
 * property kept (`--bs-link-color: var(--bs-primary)` keeps `--bs-primary`
 * while the link colour is read). `shownIn`: for a fragment shown inside a
 * page (a static view), that page's styles, whose rules read what the
 * fragment declares (`.g-3` sets the `--bs-gutter-x` the page's `.row` reads).
 */
export function withoutUnusedCustomProperties(html: string, shownIn = ''): string {
  let page = html;
  for (;;) {
    const read = propertiesRead(page + shownIn);
    let removed = false;
    page = page.replace(STYLE, (_all, open: string, css: string, close: string) => {
      const root = postcss.parse(css);
      root.walkDecls(/^--/, (declaration) => {
        if (read.has(declaration.prop)) return;
        declaration.remove();
        removed = true;
      });
      root.walkRules((rule) => {
        if (rule.nodes.length === 0) rule.remove();
      });
      return `${open}${root.toString()}${close}`;
    });
    // A property removed may have been the only reader of another.
    if (!removed) return page;
  }
}
