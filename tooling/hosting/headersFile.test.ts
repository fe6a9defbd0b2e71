import { describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, securityHeaders } from '../../src/shared/securityHeaders';
import { headerRules, parseHeadersFile, renderHeadersFile } from './headersFile';

const HASHES = {
  scripts: ["'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"],
  styles: ["'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='"],
};

/** The _headers path syntax: `*` matches anything, the rest is literal. */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

describe('the _headers file', () => {
  const rules = headerRules(HASHES);

  it('parses back to the rules it was written from', () => {
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(
      rules.map(({ path, headers }) => ({ path, headers: headers.map(([n, v]) => [n, v]) })),
    );
  });

  it('puts the whole security set on every path', () => {
    expect(rules[0]).toEqual({ path: '/*', headers: securityHeaders(HASHES) });
  });

  it('caches hashed assets for a year and revalidates the entry files', () => {
    const cacheOf = (path: string) =>
      rules
        .filter((rule) => matches(rule.path, path))
        .flatMap(({ headers }) => headers.filter(([name]) => name === 'Cache-Control'))
        .map(([, value]) => value);
    expect(cacheOf('/assets/index-abc123.js')).toEqual([CACHE_IMMUTABLE]);
    for (const path of ['/', '/index.html', '/manifest.webmanifest', '/sw.js', '/registerSW.js']) {
      expect(cacheOf(path)).toEqual(['no-cache']);
    }
    // Left to the hosts' default (max-age=0, must-revalidate), never joined with another value.
    expect(cacheOf('/privacy-policy/')).toEqual([]);
  });

  it('refuses a header line outside a rule or without a colon', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY\n')).toThrow(/line 1/);
    expect(() => parseHeadersFile('/*\n  X-Frame-Options DENY\n')).toThrow(/line 2/);
  });

  it('skips comments and blank lines', () => {
    expect(parseHeadersFile('# hi\n\n/a\n  # note\n  X-A: 1\n')).toEqual([
      { path: '/a', headers: [['X-A', '1']] },
    ]);
  });
});
