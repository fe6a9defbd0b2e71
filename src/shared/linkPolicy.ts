/**
 * The only way out of the kiosk/laptop app: which URLs main may hand to
 * `shell.openExternal`. Links are allowed by destination, not by host: the
 * configured store page (its app id, plus at most Play's `referrer` as
 * storeLink.ts writes it), our WhatsApp number, our blog, our
 * social profiles, our videos and a mail to our address. Anything else is
 * refused, and what is opened is the URL as judged (`url.href`), never the
 * string that came in.
 */
import { decodeOrNull } from './decode';
import {
  canonicalQuery,
  isVideoSearchPage,
  kindOfUrl,
  linkDestinations,
  REFERRER,
  withoutReferrer,
  type LinkDestinations,
} from './linkKind';
import type { SiteConfig } from './siteConfig';
import { isPlayReferrer } from './storeLink';

/** Longest normalized URL we open; real links are far shorter. */
export const MAX_LINK_LENGTH = 2048;

/** What the policy allows: the site's own destinations (linkKind.ts), each judged by its kind's rules. */
export type LinkPolicy = LinkDestinations;

const MAIL_PARAMETERS = new Set(['subject', 'body']);

/**
 * The store page's query: the configured pairs exactly, and at most one
 * `referrer`, read as written: its name unencoded, its value encoded exactly
 * once (what encodeURIComponent makes of the decoded text, so no double
 * encoding, no raw `=`, no `+`) and decoding to utm pairs with slug values.
 */
function isStoreQuery(policy: LinkPolicy, url: URL): boolean {
  const referrers = url.search
    .slice(1)
    .split('&')
    .filter((pair) => pair.startsWith(REFERRER));
  if (canonicalQuery(withoutReferrer(url.search)) !== policy.store.query) return false;
  if (referrers.length === 0) return true;
  const [raw] = referrers;
  if (referrers.length > 1 || raw === undefined) return false;
  const encoded = raw.slice(REFERRER.length);
  const text = decodeOrNull(encoded);
  return text !== null && encodeURIComponent(text) === encoded && isPlayReferrer(text);
}

/** The channel's search for one title: its page, one non-empty `query`, nothing else. */
function isVideoSearch(policy: LinkPolicy, url: URL): boolean {
  const names = [...url.searchParams.keys()];
  return (
    isVideoSearchPage(policy, url) &&
    url.hash === '' &&
    names.length === 1 &&
    names[0] === 'query' &&
    (url.searchParams.get('query') ?? '').trim() !== ''
  );
}

export function buildLinkPolicy(config: SiteConfig): LinkPolicy {
  return linkDestinations(config);
}

/**
 * What the page wrote must be what we judge: printable ASCII only (no
 * whitespace, control characters or look-alike Unicode, which the URL parser
 * would silently strip or map), no backslash (read as `/`), and the scheme
 * spelled out (`https:wa.me` and `https:/wa.me` parse as https://wa.me).
 */
function isPlainLink(candidate: string): boolean {
  return (
    candidate.length <= MAX_LINK_LENGTH &&
    /^[\x21-\x7e]+$/.test(candidate) &&
    !candidate.includes('\\') &&
    /^(https:\/\/|mailto:)/i.test(candidate)
  );
}

function isAllowedHttps(policy: LinkPolicy, url: URL, candidate: string): boolean {
  // The authority as written must be the host as parsed: no userinfo, port,
  // percent-encoded or otherwise rewritten host sneaks past the comparison.
  const authority = candidate.slice('https://'.length).split(/[/?#]/, 1)[0] ?? '';
  if (authority.toLowerCase() !== url.host || url.port !== '') return false;
  switch (kindOfUrl(policy, url)) {
    case 'social':
      return true;
    case 'video':
      return policy.videos.urls.has(url.href) || isVideoSearch(policy, url);
    case 'store':
      return url.hash === '' && isStoreQuery(policy, url);
    case 'whatsapp': {
      const names = [...url.searchParams.keys()];
      return (
        url.pathname === policy.whatsappPath &&
        url.hash === '' &&
        names.every((name) => name === 'text') &&
        names.length <= 1
      );
    }
    case 'blog':
      return `${url.pathname}/`.startsWith(policy.blog.pathPrefix);
    default:
      return false;
  }
}

/**
 * `mailto:` our address, with at most a subject and a body: no second
 * address in any spelling (`,`, `;`, `%2C`, `?to=`), no cc, bcc or
 * attachment, no header injection through CR or LF.
 */
function isAllowedMailto(policy: LinkPolicy, url: URL): boolean {
  if (url.pathname.toLowerCase() !== policy.mailto || url.hash !== '') return false;
  const query = url.search.slice(1);
  if (query === '') return true;
  if (query.includes('?')) return false;
  const seen = new Set<string>();
  for (const pair of query.split('&')) {
    const separator = pair.indexOf('=');
    if (separator < 1) return false;
    const name = pair.slice(0, separator).toLowerCase();
    if (!MAIL_PARAMETERS.has(name) || seen.has(name)) return false;
    seen.add(name);
    let value: string;
    try {
      value = decodeURIComponent(pair.slice(separator + 1));
    } catch {
      return false;
    }
    if (/[\r\n]/.test(value)) return false;
  }
  return true;
}

/**
 * The normalized URL to open when `candidate` is a link we allow, else null.
 * Callers open the returned string, never `candidate`.
 */
export function allowedLink(policy: LinkPolicy, candidate: unknown): string | null {
  if (typeof candidate !== 'string' || !isPlainLink(candidate)) return null;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.href.length > MAX_LINK_LENGTH || url.username || url.password) return null;
  const allowed =
    url.protocol === 'https:'
      ? isAllowedHttps(policy, url, candidate)
      : url.protocol === 'mailto:' && isAllowedMailto(policy, url);
  return allowed ? url.href : null;
}
