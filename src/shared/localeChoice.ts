/**
 * How the reader's language choice reaches the server, which serves the site
 * root in it (tooling/hosting/nginxSiteConf.ts):
 * - the cookie the language switch writes (renderer lib/preferredLocale.ts);
 * - the query parameter the switch's links carry (`?lang=fr`), for a page
 *   opened by one where no script ran to write the cookie first: from the
 *   script-free "page not found", with JavaScript off, or in a new tab. The boot
 *   script stores it and takes it out of the address (renderer lib/languageLinks.ts).
 */
export const LOCALE_COOKIE = 'lang';
export const LOCALE_PARAM = 'lang';
