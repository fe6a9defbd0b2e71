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

  it('finds the splash style of the source page', () => {
    expect(sourceStyleHashes(resolve(import.meta.dirname, '../..'))).toHaveLength(1);
  });
});
