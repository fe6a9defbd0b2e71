// `npm run hosting:config`: writes deploy/nginx/site.conf (tooling/hosting/nginxSiteConf.ts)
// from the header values (src/shared/securityHeaders.ts), the MIME table
// (src/shared/mimeTypes.ts) and the hashes of the language pages' inline code
// (boot script, splash style, critical CSS), read from a website build made
// here in a temporary folder: the same sources always give the same bytes.
// Run it after changing any of them; the unit test
// tooling/hosting/nginxSiteConf.test.ts and the browser test e2e/hosting.spec.ts
// fail until the file is in step.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
/** @param {string} file */
const load = async (file) => (await runnerImport(resolve(root, file))).module;
const { renderNginxSiteConf } = await load('tooling/hosting/nginxSiteConf.ts');
const { parseHeadersFile } = await load('tooling/hosting/headersFile.ts');
const { inlineHashesOfPolicy } = await load('tooling/hosting/inlineHashes.ts');

const out = mkdtempSync(join(tmpdir(), 'lyceo-hosting-config-'));
try {
  await build({
    configFile: resolve(root, 'vite.web.config.ts'),
    logLevel: 'warn',
    build: { outDir: out, emptyOutDir: true },
  });
  // The build's _headers carries the policy with every page's inline hashes.
  /** @type {{ path: string, headers: [string, string][] }[]} */
  const rules = parseHeadersFile(readFileSync(join(out, '_headers'), 'utf8'));
  const policy = rules
    .find((rule) => rule.path === '/*')
    ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
  if (!policy) throw new Error('The build wrote no Content-Security-Policy in _headers.');
  const target = resolve(root, 'deploy/nginx/site.conf');
  writeFileSync(target, renderNginxSiteConf(inlineHashesOfPolicy(policy)));
  console.log(`Wrote ${target}`);
} finally {
  rmSync(out, { recursive: true, force: true });
}
