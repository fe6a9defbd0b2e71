/**
 * The file types the website ships, with the Content-Type a host must send:
 * with `X-Content-Type-Options: nosniff` a wrong type breaks the file (a module
 * script must be JavaScript, a manifest application/manifest+json). site.conf's
 * `types { }` block is written from this list, and `text` types are the ones
 * precompressed at build time and compressed on the fly.
 */
export interface MimeType {
  readonly type: string;
  readonly extensions: readonly string[];
  /** Text compresses well: precompress it and gzip it on the fly. */
  readonly text: boolean;
}

export const MIME_TYPES: readonly MimeType[] = [
  { type: 'text/html', extensions: ['html'], text: true },
  { type: 'text/css', extensions: ['css'], text: true },
  { type: 'application/javascript', extensions: ['js', 'mjs'], text: true },
  { type: 'application/json', extensions: ['json', 'map'], text: true },
  { type: 'application/manifest+json', extensions: ['webmanifest'], text: true },
  { type: 'image/svg+xml', extensions: ['svg'], text: true },
  { type: 'application/xml', extensions: ['xml'], text: true },
  { type: 'text/plain', extensions: ['txt'], text: true },
  { type: 'image/png', extensions: ['png'], text: false },
  { type: 'image/jpeg', extensions: ['jpg', 'jpeg'], text: false },
  { type: 'image/webp', extensions: ['webp'], text: false },
  { type: 'image/avif', extensions: ['avif'], text: false },
  { type: 'image/x-icon', extensions: ['ico'], text: false },
  { type: 'font/woff2', extensions: ['woff2'], text: false },
];

export const TEXT_TYPES = MIME_TYPES.filter(({ text }) => text).map(({ type }) => type);

/** Lower-case extensions (no dot) of the text types: what the build precompresses. */
export const TEXT_EXTENSIONS = new Set(
  MIME_TYPES.filter(({ text }) => text).flatMap(({ extensions }) => extensions),
);

/** The Content-Type of a file name, or null for a type the site does not ship. */
export function mimeTypeOf(fileName: string): string | null {
  const extension = fileName.toLowerCase().split('.').pop() ?? '';
  return MIME_TYPES.find(({ extensions }) => extensions.includes(extension))?.type ?? null;
}
