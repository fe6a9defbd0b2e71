import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { esbuildTargets, projectBuildTargets } from './buildTargets';

describe('the build targets the oldest engine of each family in the browserslist', () => {
  it('takes the oldest version per engine, Android Chrome counted as Chrome', () => {
    expect(
      esbuildTargets(['chrome 157', 'chrome 80', 'and_chr 157', 'firefox 115', 'firefox 140']),
    ).toEqual(['chrome80', 'firefox115']);
  });

  it('reads a version range by its first version, and iOS Safari as ios', () => {
    expect(esbuildTargets(['ios_saf 15.2-15.3', 'ios_saf 15.0-15.1', 'safari 15.6'])).toEqual([
      'ios15',
      'safari15.6',
    ]);
  });

  it('leaves out engines esbuild does not know, and fails on a list with none it knows', () => {
    expect(esbuildTargets(['samsung 13.0', 'chrome 80'])).toEqual(['chrome80']);
    expect(() => esbuildTargets(['samsung 13.0', 'op_mini all'])).toThrow(
      /No engine esbuild knows/,
    );
  });

  it('gives the project list: Chrome 80, Firefox ESR 115, Safari and iOS 15', () => {
    expect(projectBuildTargets(resolve(import.meta.dirname, '..'))).toEqual([
      'chrome80',
      'firefox115',
      'ios15',
      'safari15',
    ]);
  });
});
