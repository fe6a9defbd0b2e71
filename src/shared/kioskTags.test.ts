import { describe, expect, it } from 'vitest';
import { readKioskTags } from './kioskTags';

describe('readKioskTags', () => {
  it('keeps slugs and ignores nothing when both are good or absent', () => {
    expect(readKioskTags({ event: 'foire-yaounde-2026', name: 'stand-a' })).toEqual({
      event: 'foire-yaounde-2026',
      name: 'stand-a',
      ignored: [],
    });
    expect(readKioskTags({})).toEqual({ event: null, name: null, ignored: [] });
    expect(readKioskTags({ event: null, name: undefined })).toEqual({
      event: null,
      name: null,
      ignored: [],
    });
  });

  it.each([
    'Foire-2026',
    'foire yaounde',
    'foiré',
    'a&utm_term=x',
    'salon/2026',
    '',
    'x'.repeat(41),
    'foire\n2026',
  ])('ignores the event %j and says so', (value) => {
    const tags = readKioskTags({ event: value, name: 'stand-a' });
    expect(tags.event).toBeNull();
    expect(tags.name).toBe('stand-a');
    expect(tags.ignored).toEqual([{ tag: 'event', value }]);
  });

  it('ignores a bad name too, and cuts a long value short for the staff view', () => {
    const tags = readKioskTags({ event: 'salon', name: 'Stand A'.repeat(20) });
    expect(tags.name).toBeNull();
    expect(tags.event).toBe('salon');
    expect(tags.ignored).toEqual([{ tag: 'name', value: 'Stand A'.repeat(20).slice(0, 60) }]);
  });
});
