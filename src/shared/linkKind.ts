/**
 * The one reading of where an outbound link goes, among the destinations the
 * site's configuration names: main's link policy (linkPolicy.ts) judges each
 * kind by its own rules, the kiosk's QR dialog says what the visitor gets, its
 * usage counts tally the kind.
 */
import { type SiteConfig, WHATSAPP_ORIGIN } from './siteConfig';
import { VIDEO_PATHS, videoSearchPage, videoUrls, type VideoPath } from './videoLinks';

export type LinkKind = 'store' | 'blog' | 'whatsapp' | 'email' | 'social' | 'video' | 'other';

/** The site's own outbound destinations, read from its configuration once. */
export interface LinkDestinations {
  /** The store page: origin, path and its exact query (the app id), Play's referrer aside. */
  store: { origin: string; pathname: string; query: string };
  /** `/<number without +>` on https://wa.me */
  whatsappPath: string;
  /** The blog: its origin and the path every article sits under. */
  blog: { origin: string; pathPrefix: string };
  /** Social profiles: these URLs and nothing else on their hosts. */
  social: ReadonlySet<string>;
  /**
   * The video host, the published sample videos on it (the only ones a link may open),
   * and the channel's search page, where an unpublished one's card searches its title.
   */
  videos: {
    origin: string;
    urls: ReadonlySet<string>;
    search: { origin: string; pathname: string };
  };
  /** The one mail address, lower-case. */
  mailto: string;
}

/** How Play's referrer pair starts in a store link's query (storeLink.ts writes it). */
export const REFERRER = 'referrer=';

/** A query as its sorted [name, value] pairs: order does not matter, every pair does. */
export function canonicalQuery(params: URLSearchParams): string {
  return JSON.stringify([...params].sort());
}

/** The pairs of a raw query (`?a=1&b=2`) other than `referrer`, as written. */
export function withoutReferrer(search: string): URLSearchParams {
  const pairs = search.slice(1).split('&');
  return new URLSearchParams(pairs.filter((pair) => !pair.startsWith(REFERRER)).join('&'));
}

export function linkDestinations(
  config: SiteConfig,
  videoPaths: Readonly<Record<string, VideoPath | null>> = VIDEO_PATHS,
): LinkDestinations {
  const store = new URL(config.storeUrl);
  const blog = new URL(config.blogUrl);
  const search = videoSearchPage(config);
  const hrefs = (urls: readonly string[]) => new Set(urls.map((url) => new URL(url).href));
  return {
    store: {
      origin: store.origin,
      pathname: store.pathname,
      query: canonicalQuery(withoutReferrer(store.search)),
    },
    whatsappPath: `/${config.whatsapp.replace(/^\+/, '')}`,
    blog: {
      origin: blog.origin,
      pathPrefix: blog.pathname.endsWith('/') ? blog.pathname : `${blog.pathname}/`,
    },
    social: hrefs(Object.values(config.social)),
    videos: {
      origin: new URL(config.videoHostUrl).origin,
      urls: hrefs(videoUrls(config, videoPaths)),
      search: { origin: search.origin, pathname: search.pathname },
    },
    mailto: config.email.toLowerCase(),
  };
}

/**
 * Which destination `url` points at, by its scheme, origin and path (a social
 * profile by its whole address). It says nothing of whether the rest of the
 * link is one we open: that is the link policy's judgement of each kind.
 */
export function kindOfUrl(destinations: LinkDestinations, url: URL): LinkKind {
  if (url.protocol === 'mailto:') return 'email';
  if (url.protocol !== 'https:') return 'other';
  // A sample video first: it is a video to the visitor and to the counts, even
  // where a configured profile (VITE_YOUTUBE_URL) names the same address.
  if (destinations.videos.urls.has(url.href) || isVideoSearchPage(destinations, url))
    return 'video';
  if (destinations.social.has(url.href)) return 'social';
  const { store } = destinations;
  if (url.origin === store.origin && url.pathname === store.pathname) return 'store';
  if (url.origin === WHATSAPP_ORIGIN) return 'whatsapp';
  if (url.origin === destinations.blog.origin) return 'blog';
  if (url.origin === destinations.videos.origin) return 'video';
  return 'other';
}

/** The channel's search page (its query aside), where a card of an unpublished video leads. */
export function isVideoSearchPage(destinations: LinkDestinations, url: URL): boolean {
  const { search } = destinations.videos;
  return url.origin === search.origin && url.pathname === search.pathname;
}

/** The kind of a link as written (`other` when it is no URL). */
export function linkKind(href: string, destinations: LinkDestinations): LinkKind {
  try {
    return kindOfUrl(destinations, new URL(href));
  } catch {
    return 'other';
  }
}
