import { describe, expect, it } from 'vitest';
import { compactCss, withCompactStyles } from './inlineStyles';

describe('compactCss', () => {
  it('drops comments and layout', () => {
    expect(
      compactCss(`
      #splash {
        position: fixed;
        /* Not inset: Chrome < 87 ignores it. */
        top: 0;
        font:
          600 1.25rem/1.5 system-ui,
          -apple-system,
          sans-serif;
      }`),
    ).toBe('#splash{position:fixed;top:0;font:600 1.25rem/1.5 system-ui,-apple-system,sans-serif}');
  });

  it('keeps the spaces that are descendant combinators, before a pseudo-class too', () => {
    expect(compactCss("html[data-splash-hold='view'] #root { display: none; }")).toBe(
      "html[data-splash-hold='view'] #root{display:none}",
    );
    expect(compactCss('#boot-notice :focus-visible { outline: 3px solid #fcd116; }')).toBe(
      '#boot-notice :focus-visible{outline:3px solid #fcd116}',
    );
  });

  it('keeps an at-rule and its nested blocks', () => {
    expect(compactCss('@keyframes f {\n  to {\n    visibility: hidden;\n  }\n}')).toBe(
      '@keyframes f{to{visibility:hidden}}',
    );
  });
});

describe('withCompactStyles', () => {
  it('compacts every inline style and leaves the rest of the page alone', () => {
    const page =
      '<p>a  b</p><style>\n  a { color: red; }\n</style><style media="print"> b { x: y } </style>';
    expect(withCompactStyles(page)).toBe(
      '<p>a  b</p><style>a{color:red}</style><style media="print">b{x:y}</style>',
    );
  });
});
