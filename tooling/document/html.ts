/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `<meta name|property="…" content="…">`, escaped. */
export function metaTag(kind: 'name' | 'property', key: string, content: string): string {
  return `<meta ${kind}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
}

/**
 * Replaces the one `<!--name-->` placeholder of index.html. A missing
 * placeholder fails the build: someone removed it, and the page would
 * silently lose its title, share tags or no-JavaScript note.
 */
export function fillPlaceholder(html: string, name: string, content: string): string {
  const placeholder = `<!--${name}-->`;
  if (!html.includes(placeholder)) {
    throw new Error(`index.html lost its ${placeholder} placeholder (filled by tooling/document).`);
  }
  return html.replace(placeholder, () => content);
}

/**
 * index.html's notes to whoever edits it (`<!-- Shown by src/boot.ts … -->`), out
 * of a built page: each visitor downloaded them, about 290 B of gzip a language
 * page. A note is a comment with spaces inside and no markup; placeholders
 * (`<!--app-html-->`) and React's markers (`<!-- -->`, `<!--$-->`) stay.
 */
export function withoutSourceComments(html: string): string {
  return html.replace(/\n[ \t]*<!-- [^<>]*?\w[^<>]*? -->/g, '');
}
