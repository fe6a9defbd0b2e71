import { type SiteConfig, WHATSAPP_ORIGIN } from '@shared/siteConfig';

export type LinkKind = 'store' | 'blog' | 'whatsapp' | 'email' | 'social' | 'video' | 'other';

/** What an outbound link is, so the kiosk's QR dialog can say what the visitor gets. */
export function linkKind(href: string, site: SiteConfig): LinkKind {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return 'other';
  }
  const host = url.hostname.toLowerCase();
  const hostOf = (value: string): string => new URL(value).hostname.toLowerCase();
  if (url.protocol === 'mailto:') return 'email';
  if (href === site.storeUrl || host === hostOf(site.storeUrl)) return 'store';
  if (host === hostOf(WHATSAPP_ORIGIN)) return 'whatsapp';
  if (Object.values(site.social).includes(href)) return 'social';
  if (host === hostOf(site.blogUrl)) return 'blog';
  if (host === hostOf(site.videoHostUrl)) return 'video';
  return 'other';
}
