import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rendererRoot, sharedAlias } from '../rendererConfig';
import { bundleBootScript } from './bootScript';

const root = resolve(import.meta.dirname, '../..');

describe('the inline boot script', () => {
  it('builds to the same bytes every time, so its CSP hash holds from build to build', async () => {
    const [first, second] = [
      await bundleBootScript(rendererRoot(root), sharedAlias(root)),
      await bundleBootScript(rendererRoot(root), sharedAlias(root)),
    ];
    expect(first).toBe(second);
    expect(first).not.toMatch(/<\/script/i);
  });
});
