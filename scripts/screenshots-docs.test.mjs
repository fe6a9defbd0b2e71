import { describe, expect, it } from 'vitest';
import { docShots } from './screenshots-docs.mjs';

describe('docShots', () => {
  const shots = docShots();

  it('takes the landing page at 375, 1280 and 1920 px in both languages and schemes', () => {
    const files = shots.filter((shot) => shot.view === 'landing' && !shot.fullPage);
    expect(files.map((shot) => shot.file)).toHaveLength(12);
    expect(shots).toContainEqual(
      expect.objectContaining({ file: '1280-fr-dark.png', path: 'fr/', scheme: 'dark' }),
    );
    expect(shots).toContainEqual(
      expect.objectContaining({ file: '1920-en-light.png', path: '', width: 1920, height: 1080 }),
    );
  });

  it('takes one whole page at 375 px per language and scheme, and no other whole page', () => {
    const whole = shots.filter((shot) => shot.fullPage);
    expect(whole.map((shot) => shot.file).sort()).toEqual([
      '375-en-dark-full.png',
      '375-en-light-full.png',
      '375-fr-dark-full.png',
      '375-fr-light-full.png',
    ]);
    expect(whole.every((shot) => shot.width === 375)).toBe(true);
  });

  it('names every file once', () => {
    const files = shots.map((shot) => shot.file);
    expect(new Set(files).size).toBe(files.length);
  });
});
