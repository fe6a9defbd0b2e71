import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_STARTED } from './bootWatch';
import { holdSplash, splashHold } from './splash';
import { restoreLanding, startStaticViews } from './staticView';
import { STATIC_VIEW, typedInStaticView } from './staticViewMark';

const VIEW = '<div class="container"><h1>Document Console</h1><input id="console-search"></div>';

function answering(body: string | null) {
  return vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(body ?? 'Not found', { status: body === null ? 404 : 200 })),
  );
}

/** Lets the fetch and its text settle. */
const settled = (): Promise<void> => new Promise((done) => setTimeout(done, 0));
const main = (): HTMLElement => document.getElementById('main') as HTMLElement;
const html = document.documentElement;

beforeEach(() => {
  document.body.innerHTML =
    '<div id="root"><nav>bar</nav><main id="main" tabindex="-1"><p id="hero">Landing</p></main></div>';
});

afterEach(() => {
  restoreLanding(document);
  for (const name of [APP_STARTED, STATIC_VIEW, 'data-splash-hold']) html.removeAttribute(name);
  window.history.replaceState(null, '', '/');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('static views before the app', () => {
  it("shows a deep link's view from its language's file, and lets the held splash go", async () => {
    const fetch = answering(VIEW);
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/fr/#/console?utm_source=qr');
    holdSplash(document, 'view');
    startStaticViews(window, '../', 'fr');
    expect(fetch).toHaveBeenCalledWith('../fr/views/console.html', expect.anything());
    await settled();
    expect(main().querySelector('h1')).toHaveTextContent('Document Console');
    expect(document.getElementById('hero')).toBeNull();
    expect(html.getAttribute(STATIC_VIEW)).toBe('/console');
    expect(splashHold(document)).toBeNull();
  });

  it('leaves the page to the app when it started first, and to the splash when the file is missing', async () => {
    vi.stubGlobal('fetch', answering(VIEW));
    window.history.replaceState(null, '', '/#/videos');
    holdSplash(document, 'view');
    startStaticViews(window, './', 'en');
    html.setAttribute(APP_STARTED, '');
    await settled();
    expect(document.getElementById('hero')).not.toBeNull();
    html.removeAttribute(APP_STARTED);

    vi.stubGlobal('fetch', answering(null));
    window.history.replaceState(null, '', '/#/console');
    startStaticViews(window, './missing/', 'en');
    await settled();
    expect(document.getElementById('hero')).not.toBeNull();
    expect(splashHold(document)).toBe('view');
  });

  it('fetches nothing offline, nor for a route it has no file for', () => {
    const fetch = answering(VIEW);
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/#/privacy-policy');
    startStaticViews(window, './', 'en');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.history.replaceState(null, '', '/#/console');
    startStaticViews(window, './', 'en');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('runs the script the view names, from the folder of the page it is shown in', async () => {
    vi.stubGlobal('fetch', answering(`${VIEW}<i hidden data-view-script="views/console.js"></i>`));
    window.history.replaceState(null, '', '/#/console');
    startStaticViews(window, './scripted/', 'en');
    await settled();
    const scripts = main().querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('src')).toBe('views/console.js');
    expect(main().lastElementChild).toBe(scripts[0]);
  });

  it("keeps what was typed in the view's field for the app", async () => {
    vi.stubGlobal('fetch', answering(VIEW));
    window.history.replaceState(null, '', '/#/console');
    startStaticViews(window, './typed/', 'en');
    await settled();
    (document.getElementById('console-search') as HTMLInputElement).value = 'math';
    expect(typedInStaticView(document, 'console-search')).toBe('math');
  });

  // Last: the listeners it adds stay on the window.
  it("fetches a view when a finger reaches its link, shows it on the tap, and puts the landing page's own nodes back on the way home", async () => {
    const fetch = answering(VIEW);
    vi.stubGlobal('fetch', fetch);
    const hero = document.getElementById('hero');
    main().insertAdjacentHTML('beforeend', '<a id="to-console" href="#/console">Console</a>');
    startStaticViews(window, './tapped/', 'en');
    const link = document.getElementById('to-console') as HTMLElement;
    link.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(fetch).toHaveBeenCalledWith('./tapped/views/console.html', expect.anything());
    expect(html.hasAttribute(STATIC_VIEW)).toBe(false);

    holdSplash(document, 'view');
    window.location.hash = '#/console';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    await settled();
    expect(html.getAttribute(STATIC_VIEW)).toBe('/console');
    expect(document.activeElement).toBe(main());
    expect(fetch).toHaveBeenCalledTimes(1);

    window.location.hash = '#faq';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(html.hasAttribute(STATIC_VIEW)).toBe(false);
    expect(document.getElementById('hero')).toBe(hero);
  });
});
