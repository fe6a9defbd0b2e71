// `npm run hosting:config`: writes deploy/nginx/site.conf (tooling/hosting/nginxSiteConf.ts)
// from the header values (src/shared/securityHeaders.ts), the MIME table
// (src/shared/mimeTypes.ts) and the inline style hashes of
// src/renderer/index.html. Run it after changing any of them; the unit test
// tooling/hosting/nginxSiteConf.test.ts fails until the file is in step.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runnerImport } from 'vite';

const root = resolve(import.meta.dirname, '..');
/** @param {string} file */
const load = async (file) => (await runnerImport(resolve(root, file))).module;
const { renderNginxSiteConf } = await load('tooling/hosting/nginxSiteConf.ts');
const { sourceStyleHashes } = await load('tooling/hosting/styleHashes.ts');

const target = resolve(root, 'deploy/nginx/site.conf');
writeFileSync(target, renderNginxSiteConf(sourceStyleHashes(root)));
console.log(`Wrote ${target}`);
