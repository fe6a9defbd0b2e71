/**
 * The Content-Security-Policy app:// sends as a response header with every
 * HTML file. It is the policy of the page's own
 * `<meta http-equiv="Content-Security-Policy">` (index.html, its splash style
 * hashes filled in by the build), so the header and the tag cannot drift
 * apart, plus `frame-ancestors 'none'`, which only a header can carry.
 * A page without the tag gets a policy that allows nothing: fail closed.
 */
const HEADER_ONLY = "frame-ancestors 'none'";
export const FAIL_CLOSED_CSP = "default-src 'none'";

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", '#39': "'" };

/** The content of the page's CSP meta tag, whitespace collapsed (a header is one line); null without one. */
export function cspOfHtml(html: string): string | null {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attributes = new Map(
      [...tag.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map(
        ([, name, double, single]) => [name?.toLowerCase(), double ?? single ?? ''],
      ),
    );
    if (attributes.get('http-equiv')?.toLowerCase() !== 'content-security-policy') continue;
    const policy = (attributes.get('content') ?? '')
      .replace(/&(amp|quot|apos|#39);/g, (_match, name: string) => ENTITIES[name] ?? '')
      .replace(/\s+/g, ' ')
      .trim();
    return policy || null;
  }
  return null;
}

export function cspHeaderFor(html: string): string {
  const policy = cspOfHtml(html);
  return policy ? `${policy.replace(/;\s*$/, '')}; ${HEADER_ONLY}` : FAIL_CLOSED_CSP;
}
