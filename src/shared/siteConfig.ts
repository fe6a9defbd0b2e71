/**
 * Site configuration: defaults plus build-time `VITE_` overrides.
 * Validated in Node when a build starts, so a bad value fails the build
 * instead of reaching a page. Free of Electron and React: main, preload,
 * renderer and build configs all import it.
 */
import { SLUG } from './slug';

export interface SocialProfiles {
  facebook: string;
  instagram: string;
  tiktok: string;
  youtube: string;
}

export interface SiteConfig {
  brand: string;
  /**
   * Where the public website lives: an https URL ending in "/". Canonical and
   * share-preview URLs, structured data and the sitemap are built from it.
   */
  siteUrl: string;
  storeUrl: string;
  blogUrl: string;
  email: string;
  /** E.164, e.g. +237650000000 */
  whatsapp: string;
  social: SocialProfiles;
  /** Origin that hosts the educational videos. */
  videoHostUrl: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  brand: 'Lyceo',
  siteUrl: 'https://lyceo.cm/',
  storeUrl: 'https://play.google.com/store/apps/details?id=cm.lyceo.app',
  blogUrl: 'https://blog.lyceo.cm/',
  email: 'contact@lyceo.cm',
  whatsapp: '+237650000000',
  social: {
    facebook: 'https://www.facebook.com/lyceo.cm',
    instagram: 'https://www.instagram.com/lyceo.cm',
    tiktok: 'https://www.tiktok.com/@lyceo.cm',
    youtube: 'https://www.youtube.com/@lyceo-cm',
  },
  videoHostUrl: 'https://www.youtube.com/',
};

type Env = Record<string, string | undefined>;

export class SiteConfigError extends Error {
  constructor(variable: string, value: string, expected: string) {
    super(`Invalid ${variable}="${value}": expected ${expected}.`);
    this.name = 'SiteConfigError';
  }
}

const EMAIL = /^[^\s@<>()[\],;:"]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;
const E164 = /^\+[1-9]\d{6,14}$/;
const BRAND = /^[\p{L}\p{N}][\p{L}\p{N} .'&-]{0,39}$/u;

function isHttpsUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
    );
  } catch {
    return false;
  }
}

/** A base URL that relative paths can be appended to: https, ends in "/", no query or fragment. */
function isSiteUrl(value: string): boolean {
  return isHttpsUrl(value) && value.endsWith('/') && !/[?#]/.test(value);
}

function pick(
  env: Env,
  variable: string,
  fallback: string,
  valid: (value: string) => boolean,
  expected: string,
): string {
  const raw = env[variable];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim();
  if (!valid(value)) throw new SiteConfigError(variable, raw, expected);
  return value;
}

const HTTPS = 'an https:// URL such as https://example.com/page';

/** Reads overrides from `env`; throws SiteConfigError naming the variable on a bad value. */
export function parseSiteConfig(env: Env): SiteConfig {
  const d = DEFAULT_SITE_CONFIG;
  const url = (variable: string, fallback: string): string =>
    pick(env, variable, fallback, isHttpsUrl, HTTPS);
  return {
    brand: pick(
      env,
      'VITE_BRAND_NAME',
      d.brand,
      (v) => BRAND.test(v),
      '1 to 40 letters, digits or spaces',
    ),
    // Normalised (lower-case host, encoded path) so every URL built from it matches.
    siteUrl: new URL(
      pick(
        env,
        'VITE_SITE_URL',
        d.siteUrl,
        isSiteUrl,
        'an https:// URL ending in "/" with no query or fragment, such as https://example.org/lyceo/',
      ),
    ).href,
    storeUrl: url('VITE_STORE_URL', d.storeUrl),
    blogUrl: url('VITE_BLOG_URL', d.blogUrl),
    email: pick(
      env,
      'VITE_CONTACT_EMAIL',
      d.email,
      (v) => EMAIL.test(v),
      'an email address such as contact@example.com',
    ),
    whatsapp: pick(
      env,
      'VITE_WHATSAPP_NUMBER',
      d.whatsapp,
      (v) => E164.test(v),
      'a phone number in E.164 form such as +237650000000',
    ),
    social: {
      facebook: url('VITE_FACEBOOK_URL', d.social.facebook),
      instagram: url('VITE_INSTAGRAM_URL', d.social.instagram),
      tiktok: url('VITE_TIKTOK_URL', d.social.tiktok),
      youtube: url('VITE_YOUTUBE_URL', d.social.youtube),
    },
    videoHostUrl: url('VITE_VIDEO_HOST_URL', d.videoHostUrl),
  };
}

/** WhatsApp's chat links: the one origin both link classifiers and the chat link name. */
export const WHATSAPP_ORIGIN = 'https://wa.me';

/** The wa.me chat link with a pre-filled greeting. */
export function whatsappLink(config: Pick<SiteConfig, 'whatsapp'>, greeting: string): string {
  return `${WHATSAPP_ORIGIN}/${config.whatsapp.slice(1)}?text=${encodeURIComponent(greeting)}`;
}

/**
 * `VITE_KIOSK_EVENT`: the event a kiosk built with it stands at when it is not
 * told one at start-up (`event=`, `--event=`), such as `foire-yaounde-2026`;
 * null when none is set. Same rule as at start-up, but here a bad value fails the build.
 */
export function parseKioskEvent(env: Env): string | null {
  return (
    pick(
      env,
      'VITE_KIOSK_EVENT',
      '',
      (v) => SLUG.test(v),
      '1 to 40 lowercase letters, digits and hyphens, such as foire-yaounde-2026',
    ) || null
  );
}

const STAFF_PIN = /^\d{4,8}$/;

/**
 * `VITE_STAFF_PIN`: the PIN a browser kiosk asks before its staff view (4 to 8
 * digits), or null when none is set, and then a browser kiosk has no staff view.
 * It keeps visitors out; it is no secret from someone who reads the kiosk's files.
 */
export function parseStaffPin(env: Env): string | null {
  return pick(env, 'VITE_STAFF_PIN', '', (v) => STAFF_PIN.test(v), '4 to 8 digits') || null;
}
