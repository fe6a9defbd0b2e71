import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceStyleHashes, styleHashesOf } from './styleHashes';

describe('styleHashesOf', () => {
  it('lists the sha256 of each inline style, as CSP sources', () => {
    // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
    expect(styleHashesOf('<style>a{color:red}</style><p>x</p><style></style>')).toEqual([
      "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='",
      "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
    ]);
  });

  it('finds every inline style of the source page (the splash, the no-JavaScript and retry notes)', () => {
    const root = resolve(import.meta.dirname, '../..');
    const page = readFileSync(resolve(root, 'src/renderer/index.html'), 'utf8');
    const hashes = sourceStyleHashes(root);
    expect(hashes).toHaveLength(2);
    expect(hashes).toEqual(styleHashesOf(page));
  });
});
