import { describe, expect, it } from 'vitest';
import {
  CACHE_IMMUTABLE,
  HSTS_MAX_AGE_SECONDS,
  devServerContentSecurityPolicy,
  headerContentSecurityPolicy,
  metaContentSecurityPolicy,
  securityHeaders,
} from './securityHeaders';

const HASH = "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='";
const SCRIPT_HASH = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const HASHES = { scripts: [SCRIPT_HASH], styles: [HASH] };
const directives = (policy: string) => policy.split('; ').map((directive) => directive.split(' '));

describe('the Content-Security-Policy', () => {
  it('allows the inline boot script and styles by hash only, never unsafe-inline or unsafe-eval', () => {
    const policy = metaContentSecurityPolicy(HASHES, 'website');
    expect(directives(policy)).toContainEqual(['style-src', "'self'", HASH]);
    expect(directives(policy)).toContainEqual(['default-src', "'self'"]);
    expect(directives(policy)).toContainEqual(['script-src', "'self'", SCRIPT_HASH]);
    expect(directives(policy)).toContainEqual(['object-src', "'none'"]);
    expect(policy).not.toMatch(/unsafe-|\*/);
  });

  it("allows a dev server's injected styles and its client's reconnect worker, nothing else", () => {
    const dev = directives(devServerContentSecurityPolicy(HASHES, 'website'));
    expect(dev).toContainEqual(['style-src', "'self'", "'unsafe-inline'"]);
    expect(dev).toContainEqual(['worker-src', "'self'", 'blob:']);
    const others = (policy: string[][]) =>
      policy.filter(([name]) => name !== 'style-src' && name !== 'worker-src');
    expect(others(dev)).toEqual(others(directives(metaContentSecurityPolicy(HASHES, 'website'))));
  });

  it('leaves out of the meta tag what only a header can carry', () => {
    expect(metaContentSecurityPolicy(HASHES, 'website')).not.toMatch(
      /frame-ancestors|upgrade-insecure-requests/,
    );
  });

  it('lets the website run its own service worker and the Electron renderer no worker at all', () => {
    expect(metaContentSecurityPolicy(HASHES, 'website')).toMatch(/; worker-src 'self'$/);
    expect(metaContentSecurityPolicy(HASHES, 'electron-renderer')).toMatch(/; worker-src 'none'$/);
    const withoutWorkers = (policy: string) => policy.replace(/; worker-src .*$/, '');
    expect(withoutWorkers(metaContentSecurityPolicy(HASHES, 'electron-renderer'))).toBe(
      withoutWorkers(metaContentSecurityPolicy(HASHES, 'website')),
    );
  });

  const websiteMeta = (): string => metaContentSecurityPolicy(HASHES, 'website');

  it('is, as a header, the website policy plus frame-ancestors none and upgrade-insecure-requests', () => {
    expect(headerContentSecurityPolicy(HASHES)).toBe(
      `${websiteMeta()}; frame-ancestors 'none'; upgrade-insecure-requests`,
    );
  });

  it('asks no upgrade of a page served over plain HTTP, which it would break', () => {
    expect(headerContentSecurityPolicy(HASHES, { https: false })).toBe(
      `${websiteMeta()}; frame-ancestors 'none'`,
    );
    expect(new Map(securityHeaders(HASHES, { https: false })).get('Content-Security-Policy')).toBe(
      headerContentSecurityPolicy(HASHES, { https: false }),
    );
  });
});

describe('securityHeaders', () => {
  const headers = new Map(securityHeaders(HASHES));

  it('sends the header CSP', () => {
    expect(headers.get('Content-Security-Policy')).toBe(headerContentSecurityPolicy(HASHES));
  });

  it('asks for HTTPS for at least a year, subdomains included', () => {
    const hsts = headers.get('Strict-Transport-Security') ?? '';
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
    expect(HSTS_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(31_536_000);
    expect(hsts).toContain('includeSubDomains');
  });

  it('forbids sniffing, framing, cross-origin openers and embedders, and leaks no full URL', () => {
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(headers.get('X-Frame-Options')).toBe('DENY');
    expect(headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
    expect(headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin');
    expect([
      'strict-origin-when-cross-origin',
      'strict-origin',
      'same-origin',
      'no-referrer',
    ]).toContain(headers.get('Referrer-Policy'));
  });

  it('denies every powerful feature the site never uses, to every origin', () => {
    const policy = headers.get('Permissions-Policy') ?? '';
    const features = policy.split(', ').map((entry) => entry.split('='));
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features).toContainEqual([feature, '()']);
    }
    expect(features.every(([, allow]) => allow === '()')).toBe(true);
  });

  it('names each header once', () => {
    expect(headers.size).toBe(securityHeaders(HASHES).length);
  });
});

it('caches hashed assets for a year, immutable', () => {
  expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
});
