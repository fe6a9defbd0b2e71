import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, securityHeaders } from '../../src/shared/securityHeaders';
import { mimeTypeOf } from './mimeTypes';
import { renderNginxSiteConf } from './nginxSiteConf';
import { sourceStyleHashes } from './styleHashes';

const root = resolve(import.meta.dirname, '../..');
const committed = readFileSync(resolve(root, 'deploy/nginx/site.conf'), 'utf8');
const hashes = sourceStyleHashes(root);

describe('deploy/nginx/site.conf', () => {
  it('is what the header module writes (else run `npm run hosting:config`)', () => {
    expect(committed).toBe(renderNginxSiteConf(hashes));
  });

  it('sends every security header of the module, always (errors too), at server level only', () => {
    const added = [...committed.matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map(
      ([, name, value]) => [name, value],
    );
    // The CSP's upgrade directive comes from a variable set over HTTPS only.
    const overHttp = securityHeaders(hashes, { https: false }).map(([name, value]) =>
      name === 'Content-Security-Policy' ? [name, `${value}$lyceo_csp_upgrade`] : [name, value],
    );
    expect(added).toEqual(overHttp);
    expect(committed).toContain(
      'if ($https = on) {\n    set $lyceo_csp_upgrade "; upgrade-insecure-requests";\n}',
    );
    // nginx drops the server's add_header lines in a location that has its own.
    const locations = [...committed.matchAll(/^location [^{]+\{([^}]*)\}/gm)].map(
      ([, body]) => body,
    );
    expect(locations.length).toBeGreaterThanOrEqual(3);
    expect(locations.join('')).not.toContain('add_header');
  });

  it('caches only the hashed assets for a year', () => {
    const assets = /^location \/assets\/ \{([^}]*)\}/m.exec(committed)?.[1] ?? '';
    expect(assets).toContain(`"${CACHE_IMMUTABLE}"`);
    expect(committed.match(/immutable/g)).toHaveLength(1);
  });

  it('maps the types a strict nosniff needs', () => {
    expect(committed).toMatch(/^\s+application\/manifest\+json webmanifest;$/m);
    expect(committed).toMatch(/^\s+image\/svg\+xml svg;$/m);
    expect(mimeTypeOf('assets/index-x.js')).toBe('application/javascript');
    expect(mimeTypeOf('site.webmanifest')).toBe('application/manifest+json');
    expect(mimeTypeOf('file.exe')).toBeNull();
  });

  it('refuses a value nginx would read differently', () => {
    expect(() => renderNginxSiteConf(["'sha256-$x'"])).toThrow(/nginx string/);
  });
});
