import { describe, expect, it } from 'vitest';
import { cspHash, inlineHashesOf, inlineHashesOfPolicy } from './inlineHashes';

// echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
const RED = "'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='";
const EMPTY = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('inlineHashesOf', () => {
  it('lists the sha256 of each inline style and script, as CSP sources, each once across pages', () => {
    expect(cspHash('a{color:red}')).toBe(RED);
    const english = '<style>a{color:red}</style><p>x</p><style></style><script></script>';
    const french = '<style>a{color:red}</style><script>go()</script>';
    expect(inlineHashesOf(english, french)).toEqual({
      styles: [RED, EMPTY].sort(),
      scripts: [EMPTY, cspHash('go()')].sort(),
    });
    // In any order of the pages: the language pages' critical CSS differs (each its font URL).
    expect(inlineHashesOf(french, english)).toEqual(inlineHashesOf(english, french));
  });

  it('leaves out scripts with a source or a type (JSON-LD is data, not code)', () => {
    const page =
      '<script src="./a.js"></script><script type="application/ld+json">{}</script><script type="module" src="x"></script>';
    expect(inlineHashesOf(page)).toEqual({ styles: [], scripts: [] });
  });
});

describe('inlineHashesOfPolicy', () => {
  it('reads the hashes a written policy allows', () => {
    const policy = `default-src 'self'; script-src 'self' ${EMPTY}; style-src 'self' ${RED} ${EMPTY}; img-src 'self'`;
    expect(inlineHashesOfPolicy(policy)).toEqual({ scripts: [EMPTY], styles: [RED, EMPTY] });
    expect(inlineHashesOfPolicy("default-src 'self'")).toEqual({ scripts: [], styles: [] });
  });
});
