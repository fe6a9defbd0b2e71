import { describe, expect, it, vi } from 'vitest';
import { renderLandingPage } from './prerender';

// A landing section that throws while the build prerenders the page.
vi.mock('./features/landing/LandingSections', () => ({
  default: () => {
    throw new Error('A section read a missing translation.');
  },
}));

describe('prerendering a landing page that throws', () => {
  it('fails the build instead of shipping the Suspense placeholder in its place', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(renderLandingPage('en')).rejects.toThrow('Prerender: the landing page threw.');
  });
});
