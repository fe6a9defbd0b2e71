import { readFile } from 'node:fs/promises';
import type { Protocol } from 'electron';
import { APP_SCHEME, contentTypeOf, resolveAppPath } from './appProtocol';

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
      return new Response(body, {
        headers: { 'content-type': contentTypeOf(file), 'x-content-type-options': 'nosniff' },
      });
    } catch {
      return new Response('Not found', { status: 404 });
    }
  });
}
