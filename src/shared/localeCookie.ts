/**
 * The cookie that carries the reader's language choice where the server can
 * read it: the in-page switch writes it (renderer lib/preferredLocale.ts),
 * nginx serves the site root in that language (tooling/hosting/nginxSiteConf.ts).
 */
export const LOCALE_COOKIE = 'lang';
