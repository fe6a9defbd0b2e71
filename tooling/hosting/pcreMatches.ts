import { spawnSync } from 'node:child_process';

/**
 * Whether an nginx `~*` pattern matches a header value, for the tests of site.conf's
 * rules: nginx's regexes are PCRE (possessive quantifiers included), and so is grep -P.
 */
export const pcreMatches = (pattern: string, header: string): boolean =>
  spawnSync('grep', ['-Pqi', pattern], { input: header }).status === 0;
