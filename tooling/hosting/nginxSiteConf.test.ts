import { describe, expect, it } from 'vitest';
import { pcreMatches } from './pcreMatches';
import {
  CACHE_IMMUTABLE,
  CACHE_NEGOTIATED,
  CACHE_REVALIDATE,
  DOCUMENT_ONLY_HEADERS,
  securityHeaders,
} from '../../src/shared/securityHeaders';
import { mimeTypeOf } from '../../src/shared/mimeTypes';
import { LOCALES } from '../../src/renderer/src/content/locales';
import type { Locale } from '../../src/renderer/src/content/types';
import { namedFirst, NGINX_ERROR_STATUSES, renderNginxSiteConf } from './nginxSiteConf';

// The language pages' inline code as a build finds it; any hashes do for the shape of the file.
const hashes = {
  scripts: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  styles: ["'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='"],
};
const conf = renderNginxSiteConf(hashes);
const assetsLocation = /^location \/assets\/ \{([^}]*)\}/m.exec(conf)?.[1] ?? '';
const rootLocation = /^location = \/ \{([^}]*)\}/m.exec(conf)?.[1] ?? '';
/** The named location every 404 outside assets/ goes to: up to its closing brace at the line's start. */
/** The root's language rules, at server level before its location. */
const rootRules = () =>
  conf.slice(conf.indexOf('set $lyceo_landing'), conf.indexOf('location = / {'));
const notFoundLocation = /^location @not_found \{\n([\s\S]*?)^\}/m.exec(conf)?.[1] ?? '';

describe("the build's nginx site.conf", () => {
  it('sends every security header of the module, always (errors too), at server level; under assets/ all but the document-only ones', () => {
    const serverLevel = conf.split(/^location /m)[0] ?? '';
    const added = (text: string) =>
      [...text.matchAll(/^\s*add_header (\S+) "(.*)" always;$/gm)].map(([, name, value]) => [
        name,
        value,
      ]);
    // The CSP's upgrade directive comes from a variable set over HTTPS only.
    const overHttp = securityHeaders(hashes, { https: false }).map(([name, value]) =>
      name === 'Content-Security-Policy' ? [name, `${value}$lyceo_csp_upgrade`] : [name, value],
    );
    expect(added(serverLevel)).toEqual([...overHttp, ['Cache-Control', CACHE_REVALIDATE]]);
    expect(conf).toContain(
      'if ($https = on) {\n    set $lyceo_csp_upgrade "; upgrade-insecure-requests";\n}',
    );
    // nginx drops the server's add_header lines in a location that has its own:
    // the site root's repeats them all; the assets location all but the ones only a
    // document reads (CSP, Permissions-Policy, framing, opener, referrer); no other
    // location but the brotli copies' has any.
    const documentOnly: readonly string[] = DOCUMENT_ONLY_HEADERS;
    expect(added(assetsLocation)).toEqual(
      overHttp.filter(([name]) => !documentOnly.includes(name ?? '')),
    );
    // What a script still needs: no sniffing, no loading by another site, HTTPS only.
    expect(added(assetsLocation).map(([name]) => name)).toEqual([
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Cross-Origin-Resource-Policy',
    ]);
    expect(added(rootLocation)).toEqual([
      ...overHttp,
      ['Vary', 'Accept-Language, Cookie'],
      ['Cache-Control', CACHE_NEGOTIATED],
    ]);
    // The page not found is chosen by language: it repeats them too, with Vary.
    expect(added(notFoundLocation)).toEqual([
      ...overHttp,
      ['Vary', 'Accept-Language, Cookie'],
      ['Cache-Control', CACHE_REVALIDATE],
    ]);
    // The brotli copies' locations repeat them too (nginxBrotli.test.ts).
    const others = [...conf.matchAll(/^location ([^{]+)\{([^}]*)\}/gm)].filter(
      ([, path]) =>
        !['/assets/', '= /', '@not_found'].includes(path?.trim() ?? '') && !path?.includes('.br'),
    );
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.map(([, , body]) => body).join('')).not.toContain('add_header');
  });

  it('caches only successful answers of the hashed assets for a year; their errors go where they are revalidated', () => {
    // Without `always`, nginx adds it to 200, 206, 304 and redirects only.
    expect(assetsLocation).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}";\n`);
    // Here and in its scripts' and stylesheets' brotli copies (nginxBrotli.test.ts) only.
    expect(conf.match(/immutable"/g)).toHaveLength(3);
    expect(conf.match(/^location ~ \^\/assets\/.*\.br\$ \{$/gm)).toHaveLength(2);
    const errorPage = /error_page ([\d ]+) @asset_error;/.exec(assetsLocation)?.[1]?.split(' ');
    expect(errorPage?.map(Number)).toEqual([...NGINX_ERROR_STATUSES]);
    expect(errorPage).toEqual(expect.arrayContaining(['403', '404', '405', '412', '416']));
    expect(conf).toMatch(/^location @asset_error \{[^}]*return 200 "\$status\\n";/m);
  });

  it('sets Cache-Control with fixed values, never a variable an early error would leave empty', () => {
    expect(conf).not.toMatch(/Cache-Control \$/);
    expect(conf).not.toMatch(/^\s*set \$\S*cache/m);
  });

  it('refuses dotfiles (but .well-known) and every symbolic link below the root', () => {
    expect(conf).toMatch(/^location ~ \/\\\.\(\?!well-known\(\/\|\$\)\) \{\n {4}return 404;/m);
    expect(conf).toMatch(/^disable_symlinks on from=\$document_root;$/m);
  });

  it('maps the types a strict nosniff needs', () => {
    expect(conf).toMatch(/^\s+application\/manifest\+json webmanifest;$/m);
    expect(conf).toMatch(/^\s+image\/svg\+xml svg;$/m);
    expect(mimeTypeOf('assets/index-x.js')).toBe('text/javascript');
    expect(mimeTypeOf('site.webmanifest')).toBe('application/manifest+json');
    expect(mimeTypeOf('file.exe')).toBeNull();
  });

  it('serves the root in the chosen language (the lang cookie, en or fr), else French when Accept-Language names it before English', () => {
    expect(rootLocation).toContain('try_files $lyceo_landing =404;');
    expect(conf).toContain(`if ($http_accept_language ~* "${namedFirst('fr', LOCALES)}") {`);
    expect(conf).toMatch(/if \(\$cookie_lang = en\) \{\n {4}set \$lyceo_landing \/index\.html;/);
    expect(conf).toMatch(
      /if \(\$cookie_lang = fr\) \{\n {4}set \$lyceo_landing \/fr\/index\.html;/,
    );
    // The cookie is never written into a path or a header: compared only, for the root and the page not found.
    expect(conf.match(/\$cookie_lang/g)).toHaveLength(2 * LOCALES.length);
    expect(conf).not.toMatch(/set \S+ [^;]*\$cookie_lang/);
  });

  it('serves the root in the language a language link names in the address (?lang=), over the cookie', () => {
    const rules = [...rootRules().matchAll(/^ *(if \(.*\)(?= \{$)|set .*;$)/gm)].map(
      ([, rule]) => rule,
    );
    expect(rules.slice(-LOCALES.length * 4)).toEqual([
      'if ($cookie_lang = en)',
      'set $lyceo_landing /index.html;',
      'if ($cookie_lang = fr)',
      'set $lyceo_landing /fr/index.html;',
      'if ($arg_lang = en)',
      'set $lyceo_landing /index.html;',
      'if ($arg_lang = fr)',
      'set $lyceo_landing /fr/index.html;',
    ]);
    // Compared only, like the cookie: never written into a path or a header.
    expect(conf.match(/\$arg_lang/g)).toHaveLength(2 * LOCALES.length);
    expect(conf).not.toMatch(/set \S+ [^;]*\$arg_lang/);
  });

  it('reads Accept-Language by its order', () => {
    const french = (header: string) => pcreMatches(namedFirst('fr', LOCALES), header);
    for (const header of ['fr', 'fr-FR,fr;q=0.9,en;q=0.8', 'de-DE, fr-CM;q=0.8, en;q=0.5', 'FR-cm'])
      expect(french(header), header).toBe(true);
    for (const header of ['en', 'en-US,fr;q=0.5', 'de, en, fr', 'fry', 'french', 'x-fr'])
      expect(french(header), header).toBe(false);
  });

  it('writes its language rules from the list of languages: a third one gets its cookie value and its Accept-Language rule', () => {
    const locales = ['en', 'fr', 'de'] as unknown as Locale[];
    const withGerman = renderNginxSiteConf(hashes, { locales, defaultLocale: 'en' });
    for (const locale of ['en', 'fr', 'de']) {
      const page = locale === 'en' ? '/index.html' : `/${locale}/index.html`;
      expect(withGerman).toContain(
        `if ($cookie_lang = ${locale}) {\n    set $lyceo_landing ${page};`,
      );
    }
    expect(withGerman).toContain(
      `if ($http_accept_language ~* "${namedFirst('de', locales)}") {\n    set $lyceo_landing /de/index.html;`,
    );
    expect(withGerman).toContain(
      'if ($uri ~ "^/de/") {\n        set $lyceo_not_found /de/404.html;',
    );
    expect(withGerman).toContain('location = /de/console {\n    return 301 /de/#/console;');
    // German before French and English picks German; French before German, French.
    expect(pcreMatches(namedFirst('de', locales), 'de-DE, fr;q=0.8, en;q=0.5')).toBe(true);
    expect(pcreMatches(namedFirst('fr', locales), 'de-DE, fr;q=0.8, en;q=0.5')).toBe(false);
    expect(pcreMatches(namedFirst('fr', locales), 'fr, de, en')).toBe(true);
    expect(pcreMatches(namedFirst('de', locales), 'fr, de, en')).toBe(false);
  });

  it("answers every 404 outside assets/ with the site's page not found: the address's language (its folder, then ?lang=), else the cookie's, else Accept-Language's", () => {
    const serverLevel = conf.split(/^location /m)[0] ?? '';
    expect(conf.match(/^error_page 404 @not_found;$/gm)).toHaveLength(1);
    // Not at server level before the rewrite rules: declared after them, it applies to the whole server all the same.
    expect(serverLevel).not.toContain('error_page');
    // Assets keep their own plain-text errors: a script tag never gets an HTML page.
    expect(assetsLocation).toContain('@asset_error');
    // The rules in the order nginx runs them, the last that matches winning.
    const rules = [
      ...notFoundLocation.matchAll(/^ {4}(if \(.*\)(?= \{$)|set .*;$|rewrite .*;$)/gm),
    ].map(([, rule]) => rule);
    expect(rules).toEqual([
      'set $lyceo_not_found /404.html;',
      `if ($http_accept_language ~* "${namedFirst('fr', LOCALES)}")`,
      'if ($cookie_lang = en)',
      'if ($cookie_lang = fr)',
      'if ($arg_lang = en)',
      'if ($arg_lang = fr)',
      'if ($uri ~ "^/fr/")',
      'rewrite ^ $lyceo_not_found break;',
    ]);
    expect(notFoundLocation).toMatch(
      /if \(\$uri ~ "\^\/fr\/"\) \{\n {8}set \$lyceo_not_found \/fr\/404\.html;/,
    );
    // No `=`: the answer keeps its 404 status.
    expect(conf).not.toMatch(/error_page 404 =/);
  });

  it('sends the app pages typed without their # to their route in the same language, relatively; the legal pages keep their static folders', () => {
    const redirects = [...conf.matchAll(/^location = (\S+) \{\n {4}return 301 (\S+);\n\}/gm)].map(
      ([, from, to]) => `${from} ${to}`,
    );
    expect(redirects).toEqual([
      '/console /#/console',
      '/console/ /#/console',
      '/videos /#/videos',
      '/videos/ /#/videos',
      '/fr/console /fr/#/console',
      '/fr/console/ /fr/#/console',
      '/fr/videos /fr/#/videos',
      '/fr/videos/ /fr/#/videos',
    ]);
    // privacy-policy/ and terms-of-use/ are folders: nginx's own redirect adds their slash, relatively.
    expect(conf).not.toMatch(/location = \/(fr\/)?(privacy-policy|terms-of-use)/);
    expect(conf).toMatch(/^absolute_redirect off;$/m);
  });

  it("redirects a kiosk's short store address to the tagged store link, the event a slug from the path", () => {
    const redirects = [
      ...conf.matchAll(
        /^location (~ "\^\/k\/a\/\((.+)\)\$"|= \/k\/a) \{\n {4}return 302 "(.+)";\n\}/gm,
      ),
    ];
    expect(redirects).toHaveLength(2);
    const [withEvent, bare] = redirects;
    const pattern = `^/k/a/(${withEvent?.[2] ?? ''})$`;
    expect(pcreMatches(pattern, '/k/a/foire-yaounde-2026')).toBe(true);
    // (pcreMatches ignores case, as nginx's ~* does; this `~` does not, so /k/a/Foire goes to the 404.)
    for (const refused of ['/k/a/x%26y', '/k/a/a/b', `/k/a/${'a'.repeat(41)}`])
      expect(pcreMatches(pattern, refused), refused).toBe(false);
    expect(withEvent?.[3]).toBe(
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dkiosk%26utm_medium%3Dqr%26utm_campaign%3D$1%26utm_content%3Dattract',
    );
    expect(bare?.[3]).toBe(
      'https://play.google.com/store/apps/details?id=cm.lyceo.app&referrer=utm_source%3Dkiosk%26utm_medium%3Dqr%26utm_content%3Dattract',
    );
    expect(conf).toContain('location = /k/h {');
  });

  it('refuses a value nginx would read differently', () => {
    expect(() => renderNginxSiteConf({ scripts: [], styles: ["'sha256-$x'"] })).toThrow(
      /nginx string/,
    );
  });
});
