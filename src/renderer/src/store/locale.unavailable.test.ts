import { describe, expect, it, vi } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../lib/preferredLocale';
import { useLocaleStore } from './locale';

// The French copy's chunk cannot load, as offline on a device that has not kept it.
vi.mock('../content/fr/site', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a language whose copy cannot load', () => {
  it('is neither shown nor remembered: the page stays in its language and the next visit too', async () => {
    await expect(useLocaleStore.getState().setLocale('fr')).rejects.toThrow();
    expect(useLocaleStore.getState().locale).toBe('en');
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBeNull();
    expect(document.cookie).not.toMatch(/(^|; )lang=fr/);
  });
});
