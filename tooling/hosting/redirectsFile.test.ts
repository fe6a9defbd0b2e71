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
      if (/^\/k\/[a-z]\/./.test(path)) continue; // an event: the hosts' functions (shortStoreFunctions.test.ts)
      expect(matchRedirect(rules, path), path).toEqual({ to: location, status: status[0] });
    }
  });

  it('has the bare address of every place of SHORT_PLACES, and no placeholder, which would take an event that is not a slug', () => {
    for (const place of Object.keys(SHORT_PLACES) as ShortPlace[]) {
      expect(rules.find(({ from }) => from === `/k/${place}`)).toEqual({
        from: `/k/${place}`,
        to: shortStoreTarget(storeUrl, place, null),
        status: 302,
      });
    }
    expect(rules.filter(({ from }) => from.includes(':'))).toEqual([]);
    for (const path of ['/k/a/foire-2026', '/k/h/Foire_2026', '/k/a/x%26utm_source%3Devil'])
      expect(matchRedirect(rules, path), path).toBeNull();
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
