import { createHash } from 'node:crypto';
import type { InlineHashes } from '../../src/shared/securityHeaders';

/** `'sha256-…'`, the CSP source that allows exactly this inline code. */
export function cspHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

// Sorted: the language pages differ in their critical CSS (each names its own font URL), and a
// policy must not change with the order the pages are read in.
const unique = (values: string[]): string[] => [...new Set(values)].sort();

/**
 * The CSP sources that allow each inline `<script>` and `<style>` of the pages
 * (the boot script, the splash style, the critical CSS), each once: a strict
 * policy allows them by hash instead of 'unsafe-inline'. Only attribute-less
 * tags are inline code of ours: JSON-LD (`<script type="application/ld+json">`)
 * is data, which the policy does not govern.
 */
export function inlineHashesOf(...pages: string[]): InlineHashes {
  const contents = (tag: string) =>
    pages.flatMap((html) =>
      [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(([, code]) =>
        cspHash(code ?? ''),
      ),
    );
  return { scripts: unique(contents('script')), styles: unique(contents('style')) };
}

/** The hashes a policy allows in `script-src` and `style-src` (to check a written policy against a build). */
export function inlineHashesOfPolicy(policy: string): InlineHashes {
  const sources = (name: string) =>
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .find(([directive]) => directive === name)
      ?.filter((source) => source.startsWith("'sha256-")) ?? [];
  return { scripts: sources('script-src'), styles: sources('style-src') };
}
