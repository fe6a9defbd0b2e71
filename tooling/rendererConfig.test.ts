import { resolve } from 'node:path';
import { resolveConfig } from 'electron-vite';
import { build, resolveConfig as resolveViteConfig } from 'vite';
import { HOST, WEB_DEV_PORT } from './ports.mjs';
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

type IndexHtmlHook = { handler: (html: string, context: { server?: unknown }) => string };
const BUILD = {};
const DEV_SERVER = { server: {} };
const fillPolicy = (target: 'website' | 'electron-renderer', context: { server?: unknown }) =>
  (contentSecurityPolicyMeta(target).transformIndexHtml as IndexHtmlHook).handler(
    `<meta content="%CONTENT_SECURITY_POLICY%"><style>a{color:red}</style>`,
    context,
  );

describe('contentSecurityPolicyMeta', () => {
  it.each(['website', 'electron-renderer'] as const)(
    "fills the %s's meta tag with the module's policy and the page's style hashes",
    (target) => {
      const html = fillPolicy(target, BUILD);
      // echo -n 'a{color:red}' | openssl dgst -sha256 -binary | base64
      const hash = `'sha256-6hWWMOcF+mJesSJGYhmK2lkIIEw9Xc5XKGLPVzh8yxs='`;
      expect(html).toContain(
        `content="${metaContentSecurityPolicy({ scripts: [], styles: [hash] }, target)}"`,
      );
      expect(html).not.toContain('%CONTENT_SECURITY_POLICY%');
    },
  );

  it("lets a dev server's injected styles apply (npm run dev:web), never a build's", () => {
    expect(fillPolicy('website', DEV_SERVER)).toContain("style-src 'self' 'unsafe-inline';");
    expect(fillPolicy('website', BUILD)).not.toContain('unsafe-inline');
  });
});

// `npm run dev:web`: the website's own config, served with hot reload on the address the README gives.
describe('the website dev server', () => {
  it('is what npm run dev:web starts, on 127.0.0.1 and its own port, or a clear "port in use"', async () => {
    const root = resolve(import.meta.dirname, '..');
    const scripts = (await import('../package.json', { with: { type: 'json' } })).default.scripts;
    expect(scripts['dev:web']).toBe('vite --config vite.web.config.ts');
    const config = await resolveViteConfig(
      { configFile: resolve(root, 'vite.web.config.ts'), logLevel: 'silent' },
      'serve',
    );
    expect(config.server).toMatchObject({ host: HOST, port: WEB_DEV_PORT, strictPort: true });
    expect(config.server.hmr).not.toBe(false);
  });

  it('hot-reloads a copy edit instead of restarting: the served config does not depend on the copy', async () => {
    const root = resolve(import.meta.dirname, '..');
    const copy = resolve(root, 'src/renderer/src/content/en/site.ts');
    const resolveFor = (command: 'build' | 'serve') =>
      resolveViteConfig(
        { configFile: resolve(root, 'vite.web.config.ts'), logLevel: 'silent' },
        command,
      );
    // The build's prerendered pages read the copy, so the config does import it...
    expect((await resolveFor('build')).configFileDependencies).toContain(copy);
    // ...and a dev server, whose config never reads it, must not restart when it changes.
    const served = (await resolveFor('serve')).configFileDependencies;
    expect(served).not.toContain(copy);
    expect(served).toContain(resolve(root, 'src/shared/securityHeaders.ts'));
  });
});
