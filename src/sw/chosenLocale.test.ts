import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkedChoice, recordChoice, recordedChoice } from './chosenLocale';
import { fakeCaches } from './testFakes';

const scope = new URL('https://lyceo.cm/');

describe('the visitor’s language choice, as the worker knows it', () => {
  beforeEach(() => {
    fakeCaches();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is kept across the worker’s restarts (in its cache storage) until forgotten', async () => {
    expect(await recordedChoice(scope)).toBeNull();
    await recordChoice(scope, 'fr');
    expect(await recordedChoice(scope)).toBe('fr');
    await recordChoice(scope, 'en');
    expect(await recordedChoice(scope)).toBe('en');
    // A kiosk's reset forgets the choice in the page, then here.
    await recordChoice(scope, null);
    expect(await recordedChoice(scope)).toBeNull();
  });

  it('comes from a language link opened in a page the worker answers, as the boot script stores it: not in a kiosk', () => {
    expect(linkedChoice(new URL('https://lyceo.cm/?lang=en'))).toBe('en');
    expect(linkedChoice(new URL('https://lyceo.cm/fr/?event=x&lang=fr'))).toBe('fr');
    expect(linkedChoice(new URL('https://lyceo.cm/?kiosk=1&lang=fr'))).toBeNull();
    expect(linkedChoice(new URL('https://lyceo.cm/'))).toBeNull();
  });
});
