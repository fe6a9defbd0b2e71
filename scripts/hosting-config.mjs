// `npm run hosting:config`: writes deploy/nginx/site.conf from the header module
// (src/shared/securityHeaders.ts, tooling/hosting) and the inline style hashes
// of src/renderer/index.html. Run it after changing either; the unit test
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
