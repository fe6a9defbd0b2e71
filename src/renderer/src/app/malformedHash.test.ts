import { describe, expect, it } from 'vitest';
import { escapeMalformedHash } from './malformedHash';

describe('malformed hash routes', () => {
  it.each([
    ['#/%', '#/%25'],
    ['#/%E0%A4%A', '#/%25E0%25A4%25A'],
    ['#/console/%zz?x=1', '#/console/%25zz?x=1'],
    ['#/%/ok%20fine#faq', '#/%25/ok%20fine#faq'],
  ])('%s is escaped to %s', (hash, escaped) => {
    expect(escapeMalformedHash(hash)).toBe(escaped);
    expect(() => decodeURIComponent(escaped.slice(1).split(/[?#]/)[0] ?? '')).not.toThrow();
  });

  it.each(['', '#/', '#/console', '#/#pricing', '#/caf%C3%A9', '#faq'])(
    '%j stays as it is',
    (hash) => {
      expect(escapeMalformedHash(hash)).toBeNull();
    },
  );
});
