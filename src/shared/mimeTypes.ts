/**
 * The one table of file types the site ships, with the Content-Type every
 * server of it sends: the web host (site.conf's `types { }` block is written
 * from it, tooling/hosting) and the Electron shell's app:// protocol
 * (src/main/appProtocolHandler.ts). With `X-Content-Type-Options: nosniff` a
 * wrong type breaks the file (a module script must be JavaScript, a manifest
 * application/manifest+json). `text` types are the ones precompressed at
 * build time and compressed on the fly.
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
  // RFC 9239: text/javascript is JavaScript's one registered type.
  { type: 'text/javascript', extensions: ['js', 'mjs'], text: true },
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

/**
 * The full Content-Type header for a file: text types say they are UTF-8 (as
 * site.conf's `charset_types` makes nginx say), and an unknown type is opaque
 * bytes the browser will not sniff into something runnable.
 */
export function contentTypeOf(fileName: string): string {
  const type = mimeTypeOf(fileName);
  if (type === null) return 'application/octet-stream';
  return TEXT_TYPES.includes(type) ? `${type}; charset=utf-8` : type;
}
