import { resolve } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineStyleHashes, siteDefine } from './rendererConfig';

describe('siteDefine', () => {
  it('inlines the validated configuration', () => {
    const define = siteDefine({ VITE_CONTACT_EMAIL: 'hi@example.cm' });
    expect(JSON.parse(define.__SITE_CONFIG__ ?? '')).toMatchObject({ email: 'hi@example.cm' });
  });

  it('inlines the staff PIN on its own, null when none is set', () => {
    expect(siteDefine({}).__STAFF_PIN__).toBe('null');
    const define = siteDefine({ VITE_STAFF_PIN: '2468' });
    expect(define.__STAFF_PIN__).toBe('"2468"');
    expect(define.__SITE_CONFIG__).not.toContain('2468');
  });
});

describe('the website build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('fails on an invalid override, naming the variable', async () => {
    vi.stubEnv('VITE_WHATSAPP_NUMBER', '{phone}');
    await expect(
      build({
        configFile: resolve(import.meta.dirname, '../vite.web.config.ts'),
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/VITE_WHATSAPP_NUMBER/);
  });
});

describe('inlineStyleHashes', () => {
  it('lists the sha256 of each inline style in the CSP', () => {
    const plugin = inlineStyleHashes();
    const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
    const html = hook.handler(
      `<meta content="style-src 'self' %STYLE_HASHES%"><style>a{color:red}</style>`,
    );
    // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
    expect(html).toContain(`'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='`);
    expect(html).not.toContain('%STYLE_HASHES%');
  });
});
