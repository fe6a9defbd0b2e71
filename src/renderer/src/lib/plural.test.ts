import { describe, expect, it } from 'vitest';
import { plural } from './plural';

const documents = { one: '{n} document', other: '{n} documents' };

describe('plural', () => {
  it('follows each language’s rule: French 0 and 1 are singular, English only 1', () => {
    expect(plural(documents, 0, 'fr')).toBe('{n} document');
    expect(plural(documents, 1, 'fr')).toBe('{n} document');
    expect(plural(documents, 2, 'fr')).toBe('{n} documents');
    expect(plural(documents, 0, 'en')).toBe('{n} documents');
    expect(plural(documents, 1, 'en')).toBe('{n} document');
  });
});
