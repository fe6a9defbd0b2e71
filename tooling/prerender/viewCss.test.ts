import { describe, expect, it } from 'vitest';
import { addedStyles, styledView, topLevelRules, viewOnlyCss } from './viewCss';

describe("a static view's critical CSS", () => {
  it('splits a stylesheet into its rules and at-rule blocks, braces in strings aside', () => {
    expect(
      topLevelRules('a{color:red}@media (min-width:1px){b{x:y}c{x:z}}.q:after{content:"}{"}'),
    ).toEqual(['a{color:red}', '@media (min-width:1px){b{x:y}c{x:z}}', '.q:after{content:"}{"}']);
  });

  it("keeps only the rules the page's own critical CSS lacks", () => {
    const page = ':root{--a:1}h1{margin:0}';
    const withView = ':root{--a:1;--b:2}h1{margin:0}.table{width:100%}';
    expect(viewOnlyCss(page, withView)).toBe(':root{--a:1;--b:2}.table{width:100%}');
    expect(viewOnlyCss(withView, withView)).toBe('');
  });

  it('leaves out what no one meets before the app: hover, file buttons, reduced-motion transitions', () => {
    const withView =
      '.a:hover,.b:hover{x:y}.f::file-selector-button{x:y}@media(prefers-reduced-motion:reduce){.a{transition:none}}.c:focus,.c:hover{x:y}';
    expect(viewOnlyCss('', withView)).toBe('.c:focus,.c:hover{x:y}');
  });

  it("reads what Beasties inlined, and puts the view's rules before its markup", () => {
    const before = '<head><style>#splash{}</style></head>';
    const after = '<head><style>#splash{}</style><style>h1{margin:0}</style></head>';
    expect(addedStyles(before, after)).toBe('h1{margin:0}');
    expect(styledView('h1{margin:0}', '<h1>Hi</h1>')).toBe(
      '<style>h1{margin:0}</style><h1>Hi</h1>',
    );
    expect(styledView('', '<h1>Hi</h1>')).toBe('<h1>Hi</h1>');
  });
});
