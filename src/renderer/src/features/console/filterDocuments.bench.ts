import { bench, describe } from 'vitest';
import { EMPTY_FILTERS, filterDocuments, indexDocuments } from './filterDocuments';
import { syntheticDocuments } from '../../test/syntheticDocuments';

// One keystroke = one call of filterDocuments over the whole catalogue, with
// the search text grown by one character and a classroom filter set.
const TYPED = 'Mathématiques appliquées';

for (const size of [1_000, 10_000, 100_000]) {
  const index = indexDocuments(syntheticDocuments(size));
  let keystroke = 0;
  describe(`${size.toLocaleString('en')} documents`, () => {
    bench('filter per keystroke', () => {
      keystroke = (keystroke % TYPED.length) + 1;
      filterDocuments(index, {
        ...EMPTY_FILTERS,
        search: TYPED.slice(0, keystroke),
        subject: 'Mathematics',
      });
    });
  });
}
