import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY, resolveAppPath } from './appProtocol';

const root = '/opt/lyceo/out/renderer';

describe('resolveAppPath', () => {
  it.each([
    [APP_ENTRY, 'index.html'],
    ['app://lyceo/', 'index.html'],
    ['app://lyceo/assets/index-abc.js', 'assets/index-abc.js'],
    ['app://lyceo/assets/a%20b.svg', 'assets/a b.svg'],
    ['app://lyceo/index.html#/console', 'index.html'],
  ])('serves %s from inside the folder', (url, file) => {
    expect(resolveAppPath(root, url)).toBe(join(root, file));
  });

  it.each([
    'app://lyceo/../main/index.js',
    'app://lyceo/%2e%2e/main/index.js',
    'app://lyceo/assets/%2E%2E/%2E%2E/secret',
    'app://lyceo/%2fetc%2fpasswd',
    'app://lyceo/assets/..%5c..%5c..%5cwindows',
  ])('never leaves the folder for %s', (url) => {
    const file = resolveAppPath(root, url);
    expect(file === null || file.startsWith(`${root}/`)).toBe(true);
  });

  it.each([
    'app://lyceo/..%2f..%2fetc/passwd',
    'app://lyceo/assets/..%2f..%2f..%2fmain%2findex.js',
    'app://lyceo/index.html%00.png',
    'app://lyceo/%E0%A4%A',
    'app://other/index.html',
    'file:///etc/passwd',
    'https://lyceo/index.html',
    'not a url',
  ])('refuses %s', (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });
});
