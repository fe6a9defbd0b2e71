import { describe, expect, it } from 'vitest';
import { fastLink, isFastLink, isMetered, unmeteredLink, type LinkInfo } from './meteredLink';

/** A `navigator.connection` whose values the test changes, as a browser would. */
function link(values: { saveData?: boolean; effectiveType?: string }) {
  const target = Object.assign(new EventTarget(), values) as LinkInfo & typeof values;
  return target;
}

describe('isMetered', () => {
  it('is true on Save-Data or a 2G link, false otherwise or without the API', () => {
    expect(isMetered(link({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(isMetered(link({ saveData: false, effectiveType: '2g' }))).toBe(true);
    expect(isMetered(link({ effectiveType: 'slow-2g' }))).toBe(true);
    expect(isMetered(link({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(isMetered(undefined)).toBe(false);
  });
});

describe('unmeteredLink', () => {
  it('waits for a change to a faster link without Save-Data', async () => {
    const metered = link({ saveData: true, effectiveType: '2g' });
    let done = false;
    const waiting = unmeteredLink(metered).then(() => {
      done = true;
    });
    metered.saveData = false;
    metered.dispatchEvent(new Event('change'));
    await Promise.resolve();
    expect(done).toBe(false); // still 2G
    metered.effectiveType = '4g';
    metered.dispatchEvent(new Event('change'));
    await waiting;
    expect(done).toBe(true);
  });
});

describe('isFastLink', () => {
  it('is true on 4G without Save-Data, or without the API; false on 3G, 2G or Save-Data', () => {
    expect(isFastLink(link({ saveData: false, effectiveType: '4g' }))).toBe(true);
    expect(isFastLink(undefined)).toBe(true);
    expect(isFastLink(link({ saveData: false, effectiveType: '3g' }))).toBe(false);
    expect(isFastLink(link({ effectiveType: '2g' }))).toBe(false);
    expect(isFastLink(link({ saveData: true, effectiveType: '4g' }))).toBe(false);
  });
});

describe('fastLink', () => {
  it('waits until the link is 4G without Save-Data', async () => {
    const slow = link({ saveData: false, effectiveType: '3g' });
    let done = false;
    const waiting = fastLink(slow).then(() => {
      done = true;
    });
    await Promise.resolve();
    expect(done).toBe(false);
    slow.effectiveType = '4g';
    slow.dispatchEvent(new Event('change'));
    await waiting;
    expect(done).toBe(true);
  });
});
