import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Protocol } from 'electron';
import { afterAll, describe, expect, it } from 'vitest';
import { handleAppProtocol } from './appProtocolHandler';

const root = mkdtempSync(join(tmpdir(), 'lyceo-app-'));
const POLICY = "default-src 'self'; style-src 'self' 'sha256-abc='";
writeFileSync(
  join(root, 'index.html'),
  `<!doctype html><meta http-equiv="Content-Security-Policy" content="${POLICY}"><p>hi</p>`,
);
writeFileSync(join(root, 'app.js'), 'export {};');
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Handler = (request: { url: string }) => Promise<Response>;
let handler: Handler | null = null;
handleAppProtocol(
  { handle: (_scheme: string, h: Handler) => (handler = h) } as unknown as Protocol,
  root,
);
const get = (url: string): Promise<Response> => (handler as Handler)({ url });

describe('app:// responses', () => {
  it('send the page CSP as a header on HTML', async () => {
    for (const url of ['app://lyceo/', 'app://lyceo/index.html']) {
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('content-security-policy')).toBe(
        `${POLICY}; frame-ancestors 'none'`,
      );
    }
  });

  it('send no CSP on other files, nosniff on all', async () => {
    const response = await get('app://lyceo/app.js');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answer 404 outside the folder and for missing files', async () => {
    expect((await get('app://lyceo/%2e%2e/secret')).status).toBe(404);
    expect((await get('app://lyceo/missing.html')).status).toBe(404);
  });
});
