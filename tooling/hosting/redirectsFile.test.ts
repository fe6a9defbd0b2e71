import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_CONFIG } from '../../src/shared/siteConfig';
import { SHORT_PLACES, shortStoreTarget, type ShortPlace } from '../../src/shared/shortStoreLink';
import { hostTable } from './hostTable';
import {
  matchRedirect,
  parseRedirectsFile,
  redirectRules,
  renderRedirectsFile,
} from './redirectsFile';

const { storeUrl } = DEFAULT_SITE_CONFIG;
const file = renderRedirectsFile(redirectRules(storeUrl));
const rules = parseRedirectsFile(file);

describe("the build's _redirects (Netlify, Cloudflare Pages)", () => {
  it('sends every redirect of the hosts’ table where nginx sends it, with its status', () => {
    const redirects = hostTable(storeUrl).filter(
      ({ status, location }) => location !== undefined && status.some((code) => code < 308),
    );
    // Every short place and every app view, in both languages.
    expect(redirects.length).toBeGreaterThanOrEqual((4 * Object.keys(SHORT_PLACES).length) / 2 + 8);
    for (const { path, status, location } of redirects) {
      if (/privacy-policy$/.test(path)) continue; // the hosts' own folder redirect
      expect(matchRedirect(rules, path), path).toEqual({ to: location, status: status[0] });
    }
  });

  it('has a bare and an event address for every place of SHORT_PLACES, the bare one first', () => {
    for (const place of Object.keys(SHORT_PLACES) as ShortPlace[]) {
      const bare = rules.findIndex(({ from }) => from === `/k/${place}`);
      const withEvent = rules.findIndex(({ from }) => from === `/k/${place}/:event`);
      expect(bare, place).toBeGreaterThanOrEqual(0);
      expect(withEvent, place).toBeGreaterThan(bare);
      expect(rules[bare]).toEqual({
        from: `/k/${place}`,
        to: shortStoreTarget(storeUrl, place, null),
        status: 302,
      });
    }
    // A store link with a query of its own keeps it, the event in the referrer only.
    const other = parseRedirectsFile(
      renderRedirectsFile(redirectRules('https://store.example/app?id=x')),
    );
    expect(matchRedirect(other, '/k/h/salon-2027')?.to).toBe(
      shortStoreTarget('https://store.example/app?id=x', 'h', 'salon-2027'),
    );
  });

  it('answers a missing page in a language folder with that language’s page not found, after every other rule', () => {
    expect(rules.at(-1)).toEqual({ from: '/fr/*', to: '/fr/404.html', status: 404 });
    for (const { path, lang } of hostTable(storeUrl).filter(({ lang }) => lang === 'fr'))
      expect(matchRedirect(rules, path), `${path} ${lang}`).toEqual({
        to: '/fr/404.html',
        status: 404,
      });
    // The French views still reach their routes.
    expect(matchRedirect(rules, '/fr/console')).toEqual({ to: '/fr/#/console', status: 301 });
  });

  it('keeps the rule files from being served, over the files themselves (Netlify’s local server published them)', () => {
    for (const path of ['/_headers', '/_redirects']) {
      expect(rules.find(({ from }) => from === path)).toEqual({
        from: path,
        to: '/404.html',
        status: 404,
        force: true,
      });
    }
    expect(file).toMatch(/^\/_headers \/404\.html 404!$/m);
  });

  it('refuses a rule a host would split at a space', () => {
    expect(() => renderRedirectsFile([{ from: '/a b', to: '/', status: 301 }])).toThrow(/space/);
    expect(() => parseRedirectsFile('/a /b 307 extra')).toThrow(/not a rule/);
  });
});
