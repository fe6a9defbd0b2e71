import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { cspHeaderFor } from './appCsp';
import { contentTypeOf } from '@shared/mimeTypes';
import { APP_SCHEME, resolveAppPath } from './appProtocol';

/** Must run before `ready`: app:// behaves like https (standard, secure) for modules and fetch. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true },
};

/** Serves files of `root` (out/renderer) on app://lyceo/, refusing anything outside it. */
export function handleAppProtocol(protocol: Protocol, root: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const file = resolveAppPath(root, request.url);
    if (!file) return new Response('Not found', { status: 404 });
    try {
      const body = await readFile(file);
      const type = contentTypeOf(file);
      const headers: Record<string, string> = {
        'content-type': type,
        'x-content-type-options': 'nosniff',
      };
      // HTML carries its policy as a header too, not only in its meta tag.
      if (type.startsWith('text/html')) {
        headers['content-security-policy'] = cspHeaderFor(body.toString('utf8'));
      }
      return new Response(body, { headers });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
