import { describe, expect, it } from 'vitest';
import { contentTypeOf, mimeTypeOf, TEXT_EXTENSIONS } from './mimeTypes';

describe('one MIME table for the shell and the host', () => {
  it('names JavaScript text/javascript, so module scripts load under nosniff', () => {
    expect(mimeTypeOf('assets/index-x.js')).toBe('text/javascript');
    expect(contentTypeOf('a/x.js')).toBe('text/javascript; charset=utf-8');
    expect(contentTypeOf('a/x.MJS')).toBe('text/javascript; charset=utf-8');
  });

  it('says UTF-8 for text types only', () => {
    expect(contentTypeOf('a/index.html')).toBe('text/html; charset=utf-8');
    expect(contentTypeOf('a/x.css')).toBe('text/css; charset=utf-8');
    expect(contentTypeOf('a/manifest.webmanifest')).toBe(
      'application/manifest+json; charset=utf-8',
    );
    expect(contentTypeOf('a/x.svg')).toBe('image/svg+xml; charset=utf-8');
    expect(contentTypeOf('a/x.png')).toBe('image/png');
    expect(contentTypeOf('a/x.woff2')).toBe('font/woff2');
  });

  it('serves a type the site does not ship as opaque bytes', () => {
    expect(mimeTypeOf('a/x.bin')).toBeNull();
    expect(contentTypeOf('a/x.bin')).toBe('application/octet-stream');
    expect(contentTypeOf('a/no-extension')).toBe('application/octet-stream');
  });

  it('precompresses text, never images that are already compressed', () => {
    expect(TEXT_EXTENSIONS.has('js')).toBe(true);
    expect(TEXT_EXTENSIONS.has('svg')).toBe(true);
    expect(TEXT_EXTENSIONS.has('png')).toBe(false);
    expect(TEXT_EXTENSIONS.has('woff2')).toBe(false);
  });
});
