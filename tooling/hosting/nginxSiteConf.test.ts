import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  securityHeaders,
} from '../../src/shared/securityHeaders';
import { mimeTypeOf } from '../../src/shared/mimeTypes';
import { NGINX_ERROR_STATUSES, renderNginxSiteConf } from './nginxSiteConf';
import { inlineHashesOfPolicy } from './inlineHashes';

const root = resolve(import.meta.dirname, '../..');
const committed = readFileSync(resolve(root, 'deploy/nginx/site.conf'), 'utf8');
// The language pages' inline code as `npm run hosting:config` found it in a build.
const hashes = inlineHashesOfPolicy(
  /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(committed)?.[1] ?? '',
);
const assetsLocation = /^location \/assets\/ \{([^}]*)\}/m.exec(committed)?.[1] ?? '';

describe('deploy/nginx/site.conf', () => {
  it('is what the header module writes (else run `npm run hosting:config`)', () => {
    expect(committed).toBe(renderNginxSiteConf(hashes));
  });

  it('sends every security header of the module, always (errors too), at server level and again under assets/', () => {
    const serverLevel = committed.split(/^location /m)[0] ?? '';
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
    expect(committed).toContain(
      'if ($https = on) {\n    set $lyceo_csp_upgrade "; upgrade-insecure-requests";\n}',
    );
    // nginx drops the server's add_header lines in a location that has its own:
    // the assets location repeats them all; no other location has any.
    expect(added(assetsLocation)).toEqual(overHttp);
    const others = [...committed.matchAll(/^location ([^{]+)\{([^}]*)\}/gm)].filter(
      ([, path]) => path?.trim() !== '/assets/',
    );
    expect(others.length).toBeGreaterThanOrEqual(4);
    expect(others.map(([, , body]) => body).join('')).not.toContain('add_header');
  });

  it('caches only successful answers of the hashed assets for a year; their errors go where they are revalidated', () => {
    // Without `always`, nginx adds it to 200, 206, 304 and redirects only.
    expect(assetsLocation).toContain(`add_header Cache-Control "${CACHE_IMMUTABLE}";\n`);
    expect(committed.match(/immutable"/g)).toHaveLength(1);
    const errorPage = /error_page ([\d ]+) @asset_error;/.exec(assetsLocation)?.[1]?.split(' ');
    expect(errorPage?.map(Number)).toEqual([...NGINX_ERROR_STATUSES]);
    expect(errorPage).toEqual(expect.arrayContaining(['403', '404', '405', '412', '416']));
    expect(committed).toMatch(/^location @asset_error \{[^}]*return 200 "\$status\\n";/m);
  });

  it('sets Cache-Control with fixed values, never a variable an early error would leave empty', () => {
    expect(committed).not.toMatch(/Cache-Control \$/);
    expect(committed).not.toMatch(/^\s*set \$\S*cache/m);
  });

  it('refuses dotfiles (but .well-known) and every symbolic link below the root', () => {
    expect(committed).toMatch(/^location ~ \/\\\.\(\?!well-known\(\/\|\$\)\) \{\n {4}return 404;/m);
    expect(committed).toMatch(/^disable_symlinks on from=\$document_root;$/m);
  });

  it('maps the types a strict nosniff needs', () => {
    expect(committed).toMatch(/^\s+application\/manifest\+json webmanifest;$/m);
    expect(committed).toMatch(/^\s+image\/svg\+xml svg;$/m);
    expect(mimeTypeOf('assets/index-x.js')).toBe('text/javascript');
    expect(mimeTypeOf('site.webmanifest')).toBe('application/manifest+json');
    expect(mimeTypeOf('file.exe')).toBeNull();
  });

  it('refuses a value nginx would read differently', () => {
    expect(() => renderNginxSiteConf({ scripts: [], styles: ["'sha256-$x'"] })).toThrow(
      /nginx string/,
    );
  });
});
