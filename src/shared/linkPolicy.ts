/**
 * The only way out of the kiosk/laptop app: which URLs main may hand to
 * `shell.openExternal`. Anything not explicitly allowed is refused.
 */
import { decodeOrNull } from './decode';
import type { SiteConfig } from './siteConfig';

export interface LinkPolicy {
  httpsHosts: ReadonlySet<string>;
  mailto: string;
}

function hostOf(url: string): string {
  return new URL(url).hostname.toLowerCase();
}

export function buildLinkPolicy(config: SiteConfig): LinkPolicy {
  const urls = [
    config.storeUrl,
    config.blogUrl,
    config.videoHostUrl,
    ...Object.values(config.social),
    'https://wa.me/',
  ];
  return { httpsHosts: new Set(urls.map(hostOf)), mailto: config.email.toLowerCase() };
}

export function isAllowedExternalUrl(policy: LinkPolicy, candidate: unknown): boolean {
  if (typeof candidate !== 'string' || candidate.length > 2048) return false;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') {
    return url.port === '' && policy.httpsHosts.has(url.hostname.toLowerCase());
  }
  if (url.protocol === 'mailto:') {
    const address = (decodeOrNull(url.pathname) ?? '').toLowerCase();
    return address === policy.mailto;
  }
  return false;
}
