import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cspHash, inlineHashesOf, inlineHashesOfPolicy } from '../hosting/inlineHashes';
import { rendererRoot, sharedAlias } from '../rendererConfig';
import { bundleBootScript } from './bootScript';

const root = resolve(import.meta.dirname, '../..');
const siteConf = readFileSync(resolve(root, 'deploy/nginx/site.conf'), 'utf8');
const allowed = inlineHashesOfPolicy(
  /^add_header Content-Security-Policy "([^"]*)" always;$/m.exec(siteConf)?.[1] ?? '',
);

describe('the inline boot script', () => {
  it('builds to the same bytes every time, which site.conf allows by hash (else run `npm run hosting:config`)', async () => {
    const [first, second] = [
      await bundleBootScript(rendererRoot(root), sharedAlias(root)),
      await bundleBootScript(rendererRoot(root), sharedAlias(root)),
    ];
    expect(first).toBe(second);
    expect(first).not.toMatch(/<\/script/i);
    expect(allowed.scripts).toEqual([cspHash(first ?? '')]);
  });

  it("leaves site.conf allowing index.html's splash style as written", () => {
    const source = readFileSync(resolve(root, 'src/renderer/index.html'), 'utf8');
    const splash = inlineHashesOf(source).styles;
    expect(splash.length).toBeGreaterThan(0);
    expect(allowed.styles).toEqual(expect.arrayContaining([...splash]));
  });
});
