import { resolve } from 'node:path';
import { resolveConfig } from 'electron-vite';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { metaContentSecurityPolicy } from '../src/shared/securityHeaders';
import { contentSecurityPolicyMeta, siteDefine } from './rendererConfig';

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

  it("inlines the kiosk's default event on its own, null when none is set", () => {
    expect(siteDefine({}).__KIOSK_EVENT__).toBe('null');
    expect(siteDefine({ VITE_KIOSK_EVENT: 'salon-2026' }).__KIOSK_EVENT__).toBe('"salon-2026"');
  });
});

describe('the website build', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['VITE_WHATSAPP_NUMBER', '{phone}'],
    ['VITE_SITE_URL', 'https://example.org/no-trailing-slash'],
    ['VITE_KIOSK_EVENT', 'Foire Yaoundé 2026'],
  ])('fails on an invalid %s, naming the variable', async (variable, value) => {
    vi.stubEnv(variable, value);
    await expect(
      build({
        configFile: resolve(import.meta.dirname, '../vite.web.config.ts'),
        logLevel: 'silent',
      }),
    ).rejects.toThrow(new RegExp(`Invalid ${variable}=`));
  });
});

// `npm run dev` (electron-vite dev) serves the renderer with the config resolved here: no
// service worker plugin and the registration compiled out. (The website's own dev server, whose
// config has the worker plugin, is proven in a browser by e2e/dev.pwa.spec.ts.)
describe("the Electron renderer's dev server", () => {
  it('has no service worker: no worker plugin, and the page never registers one', async () => {
    const root = resolve(import.meta.dirname, '..');
    const resolved = await resolveConfig({ root, logLevel: 'silent' }, 'serve', 'development');
    const renderer = resolved.config?.renderer;
    expect(renderer).toBeDefined();
    expect(renderer?.define?.__SERVICE_WORKER__).toBe('false');
    const plugins: unknown[] = (renderer?.plugins ?? []) as unknown[];
    const names = plugins
      .flat(3)
      .map((plugin) =>
        plugin && typeof plugin === 'object' && 'name' in plugin ? String(plugin.name) : '',
      );
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => /pwa/i.test(name))).toEqual([]);
  });
});

describe('contentSecurityPolicyMeta', () => {
  it.each(['website', 'electron-renderer'] as const)(
    "fills the %s's meta tag with the module's policy and the page's style hashes",
    (target) => {
      const plugin = contentSecurityPolicyMeta(target);
      const hook = plugin.transformIndexHtml as { handler: (html: string) => string };
      const html = hook.handler(
        `<meta content="%CONTENT_SECURITY_POLICY%"><style>a{color:red}</style>`,
      );
      // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
      const hash = `'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='`;
      expect(html).toContain(
        `content="${metaContentSecurityPolicy({ scripts: [], styles: [hash] }, target)}"`,
      );
      expect(html).not.toContain('%CONTENT_SECURITY_POLICY%');
    },
  );
});
