import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join, normalize, resolve, sep } from 'node:path';
import { HOST } from '../tooling/ports.mjs';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  HASHED_ASSETS_DIR,
} from '../src/shared/securityHeaders';
import { contentTypeOf } from '../src/shared/mimeTypes';

/**
 * A static host for the update tests: it serves one build folder at a time,
 * with the cache headers we ask of hosts (hashed assets for ever, the rest
 * revalidated), and `deploy(folder)` swaps the folder like a new deployment.
 */
export interface StaticSite {
  deploy: (folder: string) => void;
  close: () => Promise<void>;
}

export async function startStaticSite(port: number, folder: string): Promise<StaticSite> {
  let root = resolve(folder);
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://host').pathname);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        response.writeHead(200, {
          'Content-Type': contentTypeOf(file),
          'Cache-Control': path.startsWith(`/${HASHED_ASSETS_DIR}/`)
            ? CACHE_IMMUTABLE
            : CACHE_REVALIDATE,
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((ready) => server.listen(port, HOST, ready));
  return {
    deploy: (next) => {
      root = resolve(next);
    },
    close: () => new Promise((done) => server.close(() => done())),
  };
}
