/**
 * dist/web/_headers, the header rules Netlify and Cloudflare Pages read: the
 * security headers on every path, a year of caching for hashed assets.
 */
import { APP_ENTRY_FILE, ROUTE_CHUNKS_FILE } from '../../src/shared/pageMeta';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HASHED_ASSETS_DIR,
  securityHeaders,
  type InlineHashes,
} from '../../src/shared/securityHeaders';

export interface HeaderRule {
  readonly path: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
}

/**
 * Unhashed files named explicitly. Both hosts join the values of a header set
 * by two matching rules, so `/*` cannot carry a Cache-Control without spoiling
 * `/assets/*`; any other unhashed file gets the hosts' default, which is
 * already `public, max-age=0, must-revalidate` (revalidated on every use).
 * sw.js and registerSW.js are there for the service worker to come; the
 * app's entry and its split pages' table keep their names from deploy to deploy.
 */
export const REVALIDATED_PATHS = [
  '/',
  '/index.html',
  `/${APP_ENTRY_FILE}`,
  `/${ROUTE_CHUNKS_FILE}`,
  '/manifest.webmanifest',
  '/sw.js',
  '/registerSW.js',
] as const;

/**
 * The document-only headers (DOCUMENT_ONLY_HEADERS) stay on `/*`, assets included, unlike nginx
 * (nginxSiteConf.ts): these hosts join rules and cannot take a header off a
 * path, and they serve HTTP/2 and 3, whose header compression sends a
 * repeated header as a few bytes.
 */
export function headerRules(hashes: InlineHashes): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(hashes) },
    { path: `/${HASHED_ASSETS_DIR}/*`, headers: [['Cache-Control', CACHE_IMMUTABLE]] },
    ...REVALIDATED_PATHS.map((path) => ({
      path,
      headers: [['Cache-Control', CACHE_REVALIDATE]] as const,
    })),
  ];
}

export function renderHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map(
    ({ path, headers }) =>
      `${path}\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}`,
  );
  return [
    '# Written by `npm run build:web` from src/shared/securityHeaders.ts (tooling/hosting): do not edit.',
    '# Netlify and Cloudflare Pages apply every rule whose path matches a request.',
    ...blocks,
    '',
  ].join('\n');
}

/** Reads a _headers file as the hosts do: a path line, then its indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: Array<{ path: string; headers: Array<[string, string]> }> = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return;
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: [] });
      return;
    }
    const header = /^\s+([A-Za-z0-9-]+):\s*(.*?)\s*$/.exec(line);
    const rule = rules.at(-1);
    if (!header || !rule) throw new Error(`_headers line ${index + 1} is not a header: ${line}`);
    rule.headers.push([header[1] as string, header[2] as string]);
  });
  return rules;
}
