import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowedLink, buildLinkPolicy } from '@shared/linkPolicy';
import { whatsappLink } from '@shared/siteConfig';
import { storeLink, type StorePlacement, type StoreSource } from '@shared/storeLink';
import { site } from '../config/site';
import { en } from '../content/en/site';
import { fr } from '../content/fr/site';
import { sampleVideos } from '../content/videos';
import { fill } from '../lib/template';
import type { Locale } from '../content/types';
import { useLocaleStore } from '../store/locale';
import { PUBLIC_WEBSITE, startSiteRun } from '../store/siteRun';
import { renderApp } from '../test/renderApp';

const ROUTES = ['/', '/console', '/videos', '/privacy-policy', '/terms-of-use'];

/** Every store link the pages show without a click (the console's notice opens on one). */
const PLACEMENTS: StorePlacement[] = [
  'navbar',
  'top-bar',
  'menu',
  'hero',
  'pricing-freemium',
  'pricing-solo',
  'pricing-solo-plus',
  'footer',
  'closing-cta',
];
const storeLinksFrom = (source: StoreSource): string[] =>
  PLACEMENTS.map((placement) => storeLink(site.storeUrl, { source, medium: 'link', placement }));

/** Every distinct outbound link of every route in every language. */
async function allOutboundLinks(): Promise<Set<string>> {
  const links = new Set<string>();
  for (const locale of ['en', 'fr'] as const) {
    for (const route of ROUTES) {
      for (const href of await outboundLinksOf(route, locale)) links.add(href);
    }
  }
  return links;
}

/** Every link out of the site that a route renders in a language (not the in-page `#` links, nor the static pages beside the page). */

async function outboundLinksOf(route: string, locale: Locale): Promise<string[]> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const { unmount } = renderApp(route);
  // Split pages and the landing page's sections (articles among them) arrive in
  // their own chunks, imported on first use: wait on them (setup.ts's ceiling).
  await screen.findByRole('heading', { level: 1 });
  if (route === '/') {
    await waitFor(() => expect(document.getElementById('faq')).not.toBeNull());
  }
  const hrefs = [...document.querySelectorAll('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    // Same-site links: section anchors, and paths from this page or the site root (`./`, `../`).
    .filter((href) => !/^(#|\/|\.\.?\/)/.test(href));
  unmount();
  return hrefs;
}

describe('outbound links', () => {
  it("every link the site renders, in every language, passes main's link policy as written", async () => {
    const policy = buildLinkPolicy(site);
    const links = await allOutboundLinks();
    const refused = [...links].filter((href) => allowedLink(policy, href) === null);
    expect(refused).toEqual([]);
    // And they are exactly the links built from the configuration and the copy.
    const greetings = [en, fr].map((copy) =>
      fill(copy.footer.whatsappGreeting, { brand: site.brand }),
    );
    expect([...links].sort()).toEqual(
      [
        // Each store link names its placement; none is the bare store URL.
        ...storeLinksFrom('website'),
        site.blogUrl,
        ...en.landing.articles.items.map((article) => new URL(article.path, site.blogUrl).href),
        `mailto:${site.email}`,
        ...greetings.map((greeting) => whatsappLink(site, greeting)),
        ...Object.values(site.social),
        // Each video's own address: the channel's search for its title in each language, until published.
        ...[en, fr].flatMap((copy) => sampleVideos(copy.videos).map((video) => video.url)),
      ].sort(),
    );
  }, 60_000); // ten renders of whole pages

  it("in the shell's windowed app, every store link says so and still passes the link policy", async () => {
    startSiteRun({ ...PUBLIC_WEBSITE, source: 'app' });
    const policy = buildLinkPolicy(site);
    const links = [...(await allOutboundLinks())];
    const store = links.filter((href) => href.startsWith(site.storeUrl));
    expect(store.sort()).toEqual(storeLinksFrom('app').sort());
    expect(links.filter((href) => allowedLink(policy, href) === null)).toEqual([]);
  }, 60_000);
});
