import { describe, expect, it } from 'vitest';
import { readablePhone, readableSite } from './readableContact';

describe('contact details on paper', () => {
  it('groups a phone number as people write it, never breaking it', () => {
    expect(readablePhone('+237650000000')).toBe('+237\u00a0650\u00a000\u00a000\u00a000');
    expect(readablePhone('+33612345678')).toBe('+33612345678');
  });

  it('writes the site without its scheme and final slash', () => {
    expect(readableSite('https://lyceo.cm/')).toBe('lyceo.cm');
    expect(readableSite('https://example.org/lyceo/')).toBe('example.org/lyceo');
  });
});
