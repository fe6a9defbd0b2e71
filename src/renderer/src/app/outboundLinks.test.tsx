import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allowedLink, buildLinkPolicy } from '@shared/linkPolicy';
import { whatsappLink } from '@shared/siteConfig';
import { videoUrls } from '@shared/videoLinks';
import { site } from '../config/site';
import { en } from '../content/en';
import { fr } from '../content/fr';
import { fill } from '../lib/template';
import type { Locale } from '../content/types';
import { useLocaleStore } from '../store/locale';
import { renderApp } from '../test/renderApp';

const ROUTES = ['/', '/console', '/videos', '/privacy-policy', '/terms-of-use'];

/** Every link out of the site that a route renders in a language (not the in-page `#` links, nor the static pages beside the page). */
async function outboundLinksOf(route: string, locale: Locale): Promise<string[]> {
  await useLocaleStore.getState().setLocale(locale, { remember: false });
  const { unmount } = renderApp(route);
  // Rendering is slow on a busy machine: wait on the page, not on a default second.
  const patience = { timeout: 10_000 };
  await screen.findByRole('heading', { level: 1 }, patience);
  // The landing page's sections (articles among them) arrive in their own chunk.
  if (route === '/') {
    await waitFor(() => expect(document.getElementById('faq')).not.toBeNull(), patience);
  }
  const hrefs = [...document.querySelectorAll('a[href]')]
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => !/^(#|\/|\.\/)/.test(href));
  unmount();
  return hrefs;
}

describe('outbound links', () => {
  it("every link the site renders, in every language, passes main's link policy as written", async () => {
    const policy = buildLinkPolicy(site);
    const links = new Set<string>();
    for (const locale of ['en', 'fr'] as const) {
      for (const route of ROUTES) {
        for (const href of await outboundLinksOf(route, locale)) links.add(href);
      }
    }
    const refused = [...links].filter((href) => allowedLink(policy, href) === null);
    expect(refused).toEqual([]);
    // And they are exactly the links built from the configuration and the copy.
    const greetings = [en, fr].map((copy) =>
      fill(copy.footer.whatsappGreeting, { brand: site.brand }),
    );
    expect([...links].sort()).toEqual(
      [
        site.storeUrl,
        site.blogUrl,
        ...en.landing.articles.items.map((article) => new URL(article.path, site.blogUrl).href),
        `mailto:${site.email}`,
        ...greetings.map((greeting) => whatsappLink(site, greeting)),
        ...Object.values(site.social),
        ...videoUrls(site),
      ].sort(),
    );
  }, 60_000); // ten renders of whole pages
});
