import { describe, expect, it } from 'vitest';
import { LOCALES } from './content';
import { siteCopies } from './content/siteCopies';
import { renderConsoleBeforeApp, renderViewContent, withTextSvgs } from './prerender';

function parsed(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

describe('the static views the build writes', () => {
  it.each(LOCALES)(
    "hold the console's and videos' content in %s, without the frame",
    async (locale) => {
      const copy = siteCopies[locale];
      const console = parsed(await renderViewContent(locale, '/console'));
      expect(console.querySelector('h1')?.textContent).toBe(copy.console.heading);
      expect(console.querySelectorAll('.stack-table tbody tr').length).toBeGreaterThan(0);
      expect(console.querySelector('#console-search')).not.toBeNull();
      expect(console.querySelector('main, nav, footer')).toBeNull();
      // No script of its own (opened by itself, the view would load it from views/views/):
      // it names its filters' one, beside the view in the language's folder.
      expect(console.querySelector('script')).toBeNull();
      expect(
        Array.from(console.querySelectorAll('[data-view-script]'), (named) => named.outerHTML),
      ).toEqual(['<i hidden="" data-view-script="views/console.js"></i>']);
      const videos = parsed(await renderViewContent(locale, '/videos'));
      expect(videos.querySelector('h1')?.textContent).toBe(copy.videos.heading);
      expect(videos.querySelectorAll('.video-card').length).toBeGreaterThan(0);
      expect(videos.querySelector('script')).toBeNull();
    },
  );

  it('writes base64 drawings as the same SVG text', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>Δ > 0 #1</text></svg>';
    const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(svg)));
    const html = withTextSvgs(`<img src="data:image/svg+xml;base64,${base64}" alt="">`);
    const src = parsed(html).querySelector('img')?.getAttribute('src') ?? '';
    expect(src).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(decodeURIComponent(src.slice('data:image/svg+xml,'.length))).toBe(svg);
  });

  it.each(LOCALES)(
    "write the console's filters' plan in %s, its sentences in that language",
    async (locale) => {
      const plan = await renderConsoleBeforeApp(locale);
      expect(plan?.rows).toHaveLength(
        parsed(await renderViewContent(locale, '/console')).querySelectorAll('tbody tr').length,
      );
      expect(plan?.clear).toBe(siteCopies[locale].console.clear);
      expect(
        parsed(plan?.empty ?? '').querySelector('.empty-state a[href*="console-empty"]'),
      ).not.toBeNull();
    },
  );
});
