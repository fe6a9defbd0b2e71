import { basename, dirname, join } from 'node:path';

/**
 * Where a website build's nginx directives go: beside the build, never inside it (a static host
 * would publish them). `dist/web` gets `dist/nginx/web/site.conf`; any other --outDir its own.
 * @param {string} outDir the build's folder
 * @returns {string}
 */
export function siteConfOf(outDir) {
  return join(dirname(outDir), 'nginx', basename(outDir), 'site.conf');
}

/**
 * Where a website build's Netlify Functions go, beside the build for the same reason (Netlify
 * reads them from netlify.toml's `[functions] directory`): `dist/netlify/web/functions`.
 * @param {string} outDir the build's folder
 * @returns {string}
 */
export function netlifyFunctionsOf(outDir) {
  return join(dirname(outDir), 'netlify', basename(outDir), 'functions');
}
