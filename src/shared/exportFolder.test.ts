import { describe, expect, it } from 'vitest';
import { exportFolderName } from './exportFolder';

describe('exportFolderName', () => {
  it('is the brand, kept inside Documents whatever the brand holds', () => {
    expect(exportFolderName('Lyceo')).toBe('Lyceo');
    expect(exportFolderName('../../etc')).toBe('-..-etc');
    expect(exportFolderName('A/B\\C')).toBe('A-B-C');
    expect(exportFolderName('...')).toBe('Exports');
  });
});
