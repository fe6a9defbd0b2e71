import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicyMeta } from '../../tooling/rendererConfig';
import { cspHeaderFor, cspOfHtml, FAIL_CLOSED_CSP } from './appCsp';

/** src/renderer/index.html as the build writes it: style hashes filled in. */
function builtIndexHtml(): string {
  const source = readFileSync(join(import.meta.dirname, '../renderer/index.html'), 'utf8');
  const hook = contentSecurityPolicyMeta('electron-renderer').transformIndexHtml as {
    handler: (html: string) => string;
  };
  return hook.handler(source);
}

describe('the CSP header of app:// pages', () => {
  it("is the built index.html's own policy, on one line, plus frame-ancestors", () => {
    const html = builtIndexHtml();
    const policy = cspOfHtml(html);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self'; style-src 'self' 'sha256-/);
    expect(policy).not.toMatch(/%|unsafe-inline|unsafe-eval|[\r\n]/);
    expect(html.replace(/\s+/g, ' ')).toContain(`content="${policy}"`);
    expect(cspHeaderFor(html)).toBe(`${policy}; frame-ancestors 'none'`);
  });

  it('finds the tag whatever the attribute order, quotes, case or line breaks', () => {
    expect(
      cspOfHtml(
        `<meta charset="utf-8"><META content='default-src &#39;self&#39;;\n  img-src data:' HTTP-EQUIV="content-security-policy">`,
      ),
    ).toBe("default-src 'self'; img-src data:");
  });

  it.each([
    ['no tag', '<html><head><title>x</title></head></html>'],
    ['another http-equiv', `<meta http-equiv="refresh" content="0; url=https://evil.example/">`],
    ['an empty policy', '<meta http-equiv="Content-Security-Policy" content="  ">'],
  ])('fails closed with %s', (_case, html) => {
    expect(cspHeaderFor(html)).toBe(FAIL_CLOSED_CSP);
  });
});
