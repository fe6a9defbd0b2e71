/**
 * dist/web/_redirects, the rules Netlify and Cloudflare Pages read, from the
 * same lists as nginx's site.conf (siteRedirects.ts): the kiosk's short store
 * addresses, the app's pages typed without their `#`, and each other
 * language's folder answering its own page not found. Both hosts take the
 * first rule that matches, and a rule with a 404 only where no file does:
 * static rules first, then a folder's splat. A short address with an event is
 * not here: a placeholder takes any segment, where nginx takes a slug only, so
 * each host runs a function for it (shortStoreFunctions.ts).
 */
import {
  LOCALES,
  notFoundPagePath,
  localePagePath,
  DEFAULT_LOCALE,
} from '../../src/renderer/src/content/locales';
import type { Locale } from '../../src/renderer/src/content/types';
import { appRouteRedirects, HOST_RULE_FILES, shortStoreAddresses } from './siteRedirects';

export interface RedirectRule {
  readonly from: string;
  readonly to: string;
  readonly status: 200 | 301 | 302 | 404;
  /** Netlify's `!`: the rule wins over a file at that path (Cloudflare skips such a rule). */
  readonly force?: boolean;
}

export function redirectRules(
  storeUrl: string,
  locales: readonly Locale[] = LOCALES,
  defaultLocale: Locale = DEFAULT_LOCALE,
): RedirectRule[] {
  return [
    ...HOST_RULE_FILES.map((from) => ({
      from,
      to: `/${notFoundPagePath(defaultLocale)}`,
      status: 404 as const,
      force: true,
    })),
    ...shortStoreAddresses(storeUrl).map(({ path, target }) => ({
      from: path,
      to: target,
      status: 302 as const,
    })),
    ...appRouteRedirects(locales),
    // nginx answers a missing /fr/… with fr/404.html (site.conf). Netlify would answer the
    // root's English one; Cloudflare Pages finds fr/404.html by itself, and skips this rule
    // (its _redirects take no 404) with a warning, as it does the forced ones.
    ...locales
      .filter((locale) => locale !== defaultLocale)
      .map((locale) => ({
        from: `/${localePagePath(locale)}*`,
        to: `/${notFoundPagePath(locale)}`,
        status: 404 as const,
      })),
  ];
}

export function renderRedirectsFile(rules: readonly RedirectRule[]): string {
  for (const { from, to } of rules) {
    if (/\s/.test(from + to))
      throw new Error(`A _redirects rule cannot hold a space: ${from} ${to}`);
  }
  return [
    '# Written by `npm run build:web` from tooling/hosting/siteRedirects.ts: do not edit.',
    '# Netlify and Cloudflare Pages take the first rule that matches; nginx has the same ones in site.conf.',
    ...rules.map(({ from, to, status, force }) => `${from} ${to} ${status}${force ? '!' : ''}`),
    '',
  ].join('\n');
}

/** Reads a _redirects file as the hosts do: `from to [status]` a line, `#` comments. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  return text.split('\n').flatMap((line, index) => {
    if (line.trim() === '' || line.trim().startsWith('#')) return [];
    const [from, to, status = '301', ...rest] = line.trim().split(/\s+/);
    if (!from || !to || rest.length > 0 || !/^(200|301|302|404)!?$/.test(status))
      throw new Error(`_redirects line ${index + 1} is not a rule: ${line}`);
    const code = Number(status.replace('!', '')) as RedirectRule['status'];
    return [
      status.endsWith('!') ? { from, to, status: code, force: true } : { from, to, status: code },
    ];
  });
}

/**
 * Where the rules send `path` as both hosts match them (an exact path, a
 * `:name` segment, a trailing `*`), the first match winning; null when none
 * matches. Files are not consulted: a 404 rule reads as matching.
 */
export function matchRedirect(
  rules: readonly RedirectRule[],
  path: string,
): { to: string; status: RedirectRule['status'] } | null {
  for (const { from, to, status } of rules) {
    const fromParts = from.split('/');
    const pathParts = path.split('/');
    const values = new Map<string, string>();
    let matched = fromParts.length === pathParts.length || from.endsWith('/*');
    for (const [index, part] of fromParts.entries()) {
      if (!matched) break;
      const actual = pathParts[index];
      if (part === '*' && index === fromParts.length - 1) break;
      if (actual === undefined) matched = false;
      else if (part.startsWith(':') && actual !== '') values.set(part, actual);
      else matched = part === actual;
    }
    if (matched) {
      let target = to;
      for (const [name, value] of values) target = target.split(name).join(value);
      return { to: target, status };
    }
  }
  return null;
}
