import { describe, expect, it } from 'vitest';
import { withoutUnusedCustomProperties } from './unusedCustomProperties';

const page = (css: string, body = '<p>Hi</p>'): string =>
  `<html><head><style>${css}</style></head><body>${body}</body></html>`;

describe('withoutUnusedCustomProperties', () => {
  it('drops the properties nothing reads and keeps those a rule reads', () => {
    const out = withoutUnusedCustomProperties(
      page(':root{--bs-blue:#00f;--bs-red:red}.hero{color:var(--bs-blue)}'),
    );
    expect(out).toContain('--bs-blue:#00f');
    expect(out).not.toContain('--bs-red');
    expect(out).toContain('.hero{color:var(--bs-blue)}');
  });

  it('keeps a property another kept property reads, and drops chains nothing reads', () => {
    const out = withoutUnusedCustomProperties(
      page(':root{--a:1px;--b:var(--a);--c:2px;--d:var(--c)}.card{padding:var(--b)}'),
    );
    expect(out).toMatch(/--a:1px;\s*--b:var\(--a\)/);
    expect(out).not.toContain('--c');
    expect(out).not.toContain('--d');
  });

  it('keeps what a style attribute reads, with a fallback or spaces inside var()', () => {
    const out = withoutUnusedCustomProperties(
      page(
        ':root{--gap:4px;--tone:red;--x:1}',
        '<p style="margin:var( --gap, 2px)">Hi</p><i style="color:var(--tone)"></i>',
      ),
    );
    expect(out).toContain('--gap:4px');
    expect(out).toContain('--tone:red');
    expect(out).not.toContain('--x:1');
  });

  it('removes a rule left empty, keeps the other declarations, and leaves values with semicolons whole', () => {
    const icon = `url("data:image/svg+xml;charset=utf-8,%3csvg xmlns='http://www.w3.org/2000/svg'/%3e")`;
    const out = withoutUnusedCustomProperties(
      page(
        `.navbar{--bs-navbar-padding:8px;--bs-unused:1;display:flex}.empty{--bs-only:1}.icon{--bs-icon:${icon};background:var(--bs-icon)}`,
      ),
    );
    expect(out).toContain('.navbar{display:flex}');
    expect(out).not.toContain('.empty');
    expect(out).toContain(`--bs-icon:${icon}`);
  });

  it("keeps what a fragment declares for the page it is shown in to read (a static view's .g-3)", () => {
    const view =
      '<style>.g-3{--bs-gutter-x:1rem}.w{--bs-unused:1}</style><form class="row g-3"></form>';
    const out = withoutUnusedCustomProperties(
      view,
      '.row{margin-left:calc(-.5 * var(--bs-gutter-x))}',
    );
    expect(out).toContain('.g-3{--bs-gutter-x:1rem}');
    expect(out).not.toContain('--bs-unused');
  });

  it('leaves a page with nothing to drop as it is', () => {
    const html = page(':root{--a:1}.b{width:var(--a)}');
    expect(withoutUnusedCustomProperties(html)).toBe(html);
  });
});
