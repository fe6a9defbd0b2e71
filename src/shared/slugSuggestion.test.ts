import { describe, expect, it } from 'vitest';
import { SLUG, slugSuggestion } from './slug';

describe('slugSuggestion', () => {
  it('makes the event name a fair writes into the one that works', () => {
    expect(slugSuggestion('Foire Yaoundé 2026')).toBe('foire-yaounde-2026');
    expect(slugSuggestion('  Salon de l’Étudiant — Douala!  ')).toBe('salon-de-l-etudiant-douala');
  });

  it('clips to the allowed length without a trailing hyphen, and is always a slug', () => {
    const long = slugSuggestion(`${'a'.repeat(39)} b and more`);
    expect(long).toBe('a'.repeat(39));
    for (const given of ['Ça marche', 'x'.repeat(80), 'Hall 2 / 14'])
      expect(slugSuggestion(given)).toMatch(SLUG);
  });

  it('has nothing to offer when no letter or digit is left', () => {
    expect(slugSuggestion('—?!')).toBeNull();
    expect(slugSuggestion('')).toBeNull();
    // Letters with no a–z base (Æ, Ø, ß) are dropped, not guessed at.
    expect(slugSuggestion('ÆØ ß')).toBeNull();
  });
});
