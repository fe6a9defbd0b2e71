import { describe, expect, it } from 'vitest';
import { withoutSourceComments } from './html';

describe('withoutSourceComments', () => {
  it('drops the notes index.html keeps for its editors, with their line', () => {
    const template = `<body>
    <!-- Shown by src/boot.ts on a deep link (lib/engineFloor.ts). -->
    <template id="below-floor"><!--below-floor--></template>
    <!-- The website build prerenders the landing page here (tooling/prerender). -->
    <div id="root"><!--app-html--></div>`;
    expect(withoutSourceComments(template)).toBe(`<body>
    <template id="below-floor"><!--below-floor--></template>
    <div id="root"><!--app-html--></div>`);
  });

  it("keeps placeholders and React's markers", () => {
    const markup =
      '<p>E-mail<!-- --> :<!-- --> <a>x</a></p><!--$--><b>y</b><!--/$--><!--app-html-->';
    expect(withoutSourceComments(markup)).toBe(markup);
  });
});
