import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../src/shared/siteConfig';
import { en } from '../../src/renderer/src/content/en/site';
import { OFFER } from '../../src/renderer/src/content/offer';
import { offerValues } from '../../src/renderer/src/lib/offer';
import { fill } from '../../src/renderer/src/lib/template';
import { jsonLdScript, structuredData } from './structuredData';

const config = parseSiteConfig({
  VITE_SITE_URL: 'https://example.org/lyceo/',
  VITE_BRAND_NAME: 'Test Brand',
  VITE_CONTACT_EMAIL: 'hello@example.org',
});
const logoUrl = 'https://example.org/lyceo/assets/logo-12345678.png';

type Node = Record<string, unknown> & { '@type': string };

function nodes(): Node[] {
  const graph = structuredData(config, en, { logoUrl }, 'en');
  expect(graph['@context']).toBe('https://schema.org');
  return graph['@graph'] as unknown as Node[];
}

function node(type: string): Node {
  const found = nodes().filter((candidate) => candidate['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0] as Node;
}

describe('structuredData', () => {
  it('describes the organization: name, logo, email and social profiles', () => {
    expect(node('Organization')).toMatchObject({
      '@id': 'https://example.org/lyceo/#organization',
      name: 'Test Brand',
      url: 'https://example.org/lyceo/',
      logo: logoUrl,
      email: 'hello@example.org',
      sameAs: [
        config.social.facebook,
        config.social.instagram,
        config.social.tiktok,
        config.social.youtube,
      ],
      contactPoint: { telephone: config.whatsapp, email: 'hello@example.org' },
    });
  });

  it('describes the website, published by the organization', () => {
    expect(node('WebSite')).toMatchObject({
      name: 'Test Brand',
      url: 'https://example.org/lyceo/',
      publisher: { '@id': 'https://example.org/lyceo/#organization' },
    });
  });

  it('describes the Android app with its plans as offers in XAF', () => {
    const app = node('MobileApplication');
    expect(app).toMatchObject({
      name: 'Test Brand',
      operatingSystem: 'Android',
      applicationCategory: 'EducationalApplication',
      installUrl: config.storeUrl,
    });
    const plans = en.landing.pricing.plans;
    expect(app.offers).toEqual(
      plans.map((plan) => expect.objectContaining({ '@type': 'Offer', name: plan.name })),
    );
    expect((app.offers as { price: number; priceCurrency: string }[]).map((o) => o.price)).toEqual(
      plans.map((plan) => OFFER[plan.id].price),
    );
    for (const offer of app.offers as { priceCurrency: string }[]) {
      expect(offer.priceCurrency).toBe('XAF');
    }
  });

  it('lists the questions and answers of the FAQ, with the brand and prices filled in', () => {
    const questions = node('FAQPage').mainEntity as {
      '@type': string;
      name: string;
      acceptedAnswer: { '@type': string; text: string };
    }[];
    expect(questions.map((q) => q.name)).toEqual(
      en.landing.faq.items.map((item) => item.question.replace('{brand}', 'Test Brand')),
    );
    expect(questions.map((q) => q.acceptedAnswer.text)).toEqual(
      en.landing.faq.items.map((item) =>
        fill(item.answer, { brand: 'Test Brand', ...offerValues('en') }),
      ),
    );
    expect(JSON.stringify(questions)).not.toMatch(/\{\w+\}/);
    // English's one number format, as on the pricing cards.
    expect(JSON.stringify(questions)).toContain('Solo+ costs 1,500\u00a0FCFA for 3 months');
  });

  it('gives every node an @id under the site URL', () => {
    for (const each of nodes()) expect(each['@id']).toMatch(/^https:\/\/example\.org\/lyceo\/#/);
  });
});

describe('jsonLdScript', () => {
  it('is a JSON data block that no text can close early', () => {
    const script = jsonLdScript({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Thing', name: '</script><script>alert(1)</script> & more' }],
    });
    expect(script.startsWith('<script type="application/ld+json">')).toBe(true);
    const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(body).not.toContain('<');
    expect(JSON.parse(body)['@graph'][0].name).toBe('</script><script>alert(1)</script> & more');
  });
});
