import type { Plugin } from 'vite';

/**
 * index.html's own `<style>` (the splash and the boot notice, inline so they
 * paint before any file arrives) as written, with its notes to the next
 * editor, reached every visitor: about 400 B of gzip a language page. This
 * drops the comments and the layout, and nothing else: no shorthand merged,
 * no value rewritten, so the rules old engines read stay as written (the
 * splash must go in browsers the app cannot run in).
 */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .replace(/:\s+/g, ':')
    .replace(/;}/g, '}')
    .trim();
}

/** Every inline `<style>` of the page, compacted (before its CSP hash is taken). */
export function withCompactStyles(html: string): string {
  return html.replace(
    /(<style(?:\s[^>]*)?>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) => open + compactCss(css) + close,
  );
}

export function compactInlineStyles(): Plugin {
  return {
    name: 'lyceo-compact-inline-styles',
    transformIndexHtml: { order: 'post', handler: withCompactStyles },
  };
}
