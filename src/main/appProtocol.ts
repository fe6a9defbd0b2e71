import { decodeOrNull } from '@shared/decode';
import { isAbsolute, join, normalize, relative, sep } from 'node:path';

/** The production renderer is served from app://lyceo/, never from file://. */
export const APP_SCHEME = 'app';
export const APP_HOST = 'lyceo';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY = `${APP_ORIGIN}/index.html`;

/**
 * Maps an app:// URL to a file inside `root`, or null when it is not ours or
 * would escape the folder (`..`, encoded `%2e%2e`, absolute paths, odd hosts).
 */
export function resolveAppPath(root: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  const pathname = decodeOrNull(url.pathname);
  if (pathname === null || pathname.includes('\0')) return null;
  const relativePath = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
  const file = normalize(join(root, relativePath));
  const inside = relative(root, file);
  if (
    !inside ||
    inside.startsWith('..') ||
    isAbsolute(inside) ||
    inside.split(sep).includes('..')
  ) {
    return null;
  }
  return file;
}
