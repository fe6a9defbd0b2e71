import { describe, expect, it } from 'vitest';
import { allowedLink, buildLinkPolicy } from './linkPolicy';
import { DEFAULT_SITE_CONFIG, parseSiteConfig } from './siteConfig';
import { SLUG } from './slug';
import { isPlayReferrer, STORE_PLACEMENTS, storeLink } from './storeLink';

const STORE = DEFAULT_SITE_CONFIG.storeUrl;

/** What Play reads: the referrer parameter, decoded once, as utm pairs. */
function playReads(link: string): Record<string, string> {
  const referrer = new URL(link).searchParams.get('referrer');
  if (referrer === null) throw new Error(`no referrer on ${link}`);
  return Object.fromEntries(new URLSearchParams(referrer));
}

describe('storeLink', () => {
  it("writes Play's referrer, encoded once, beside the app id", () => {
    expect(
      storeLink(STORE, {
        source: 'kiosk',
        medium: 'qr',
        placement: 'attract',
        campaign: 'foire-yaounde-2026',
      }),
    ).toBe(
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dkiosk%26utm_medium%3Dqr%26utm_campaign%3Dfoire-yaounde-2026%26utm_content%3Dattract',
    );
  });

  it('names source, medium and placement; the event only when there is one', () => {
    const link = storeLink(STORE, { source: 'website', medium: 'link', placement: 'pricing-solo' });
    expect(new URL(link).searchParams.get('id')).toBe('cm.lyceo.app');
    expect(playReads(link)).toEqual({
      utm_source: 'website',
      utm_medium: 'link',
      utm_content: 'pricing-solo',
    });
    expect(
      playReads(
        storeLink(STORE, { source: 'app', medium: 'link', placement: 'hero', campaign: null }),
      ),
    ).not.toHaveProperty('utm_campaign');
  });

  it.each(['Foire', 'foire yaoundé', 'a&utm_term=x', 'x'.repeat(41), ''])(
    'leaves out a campaign that is not a slug: %j',
    (campaign) => {
      expect(
        playReads(storeLink(STORE, { source: 'kiosk', medium: 'qr', placement: 'hero', campaign })),
      ).toEqual({ utm_source: 'kiosk', utm_medium: 'qr', utm_content: 'hero' });
    },
  );

  it("keeps a configured store URL's own parameters and replaces a configured referrer", () => {
    const configured =
      'https://play.google.com/store/apps/details?id=cm.other.app&hl=fr&referrer=x';
    const link = storeLink(configured, { source: 'website', medium: 'link', placement: 'footer' });
    const params = new URL(link).searchParams;
    expect(params.get('id')).toBe('cm.other.app');
    expect(params.get('hl')).toBe('fr');
    expect(params.getAll('referrer')).toHaveLength(1);
    expect(playReads(link).utm_content).toBe('footer');
  });

  it.each([
    ['poster', 'website'],
    ['flyer', 'kiosk'],
  ] as const)('tags a printed %s from the %s as print, with the event', (placement, source) => {
    const link = storeLink(STORE, { source, medium: 'print', placement, campaign: 'salon-2026' });
    expect(playReads(link)).toEqual({
      utm_source: source,
      utm_medium: 'print',
      utm_campaign: 'salon-2026',
      utm_content: placement,
    });
    expect(allowedLink(buildLinkPolicy(DEFAULT_SITE_CONFIG), link)).toBe(link);
  });

  it('names every placement with a slug, each once', () => {
    expect(STORE_PLACEMENTS.every((placement) => SLUG.test(placement))).toBe(true);
    expect(new Set(STORE_PLACEMENTS).size).toBe(STORE_PLACEMENTS.length);
  });

  it('makes only links the link policy lets out, for any configured store', () => {
    for (const config of [
      DEFAULT_SITE_CONFIG,
      parseSiteConfig({
        VITE_STORE_URL: 'https://play.google.com/store/apps/details?id=cm.x&hl=fr',
      }),
    ]) {
      const policy = buildLinkPolicy(config);
      for (const placement of STORE_PLACEMENTS) {
        const link = storeLink(config.storeUrl, {
          source: 'kiosk',
          medium: 'qr',
          placement,
          campaign: 'salon-2026',
        });
        expect(allowedLink(policy, link)).toBe(link);
      }
    }
  });
});

describe('isPlayReferrer', () => {
  it.each([
    'utm_source=kiosk',
    'utm_term=a&utm_content=hero&utm_campaign=x-1',
    'utm_source=website&utm_medium=print&utm_campaign=salon&utm_content=poster',
    'utm_source=kiosk&utm_medium=print&utm_content=flyer',
  ])('accepts %j', (text) => {
    expect(isPlayReferrer(text)).toBe(true);
  });

  it.each([
    '',
    'utm_source',
    'utm_source=',
    '=kiosk',
    'utm_source=kiosk&',
    'utm_source=kiosk&utm_source=app',
    'utm_id=1',
    'gclid=abc',
    'utm_source=Kiosk',
    'utm_source=evil',
    'utm_medium=fax',
    'utm_content=banner',
    'utm_source=a/b',
    'utm_source=a b',
    'utm_source=a%20b',
    'utm_source=kiosk\nutm_medium=qr',
    'utm_source=kiosk;utm_medium=qr',
    `utm_source=${'a'.repeat(41)}`,
  ])('refuses %j', (text) => {
    expect(isPlayReferrer(text)).toBe(false);
  });
});
