import { describe, expect, it, vi } from 'vitest';
import {
  appMenuTemplate,
  createPresenting,
  presenterViewDisplay,
  presenterViewUrl,
  presentingUrl,
  relayDeckPlace,
} from './presenting';

const ENTRY = 'app://lyceo/index.html';
const fakeWindow = () => ({ setFullScreen: vi.fn(), loadURL: vi.fn(() => Promise.resolve()) });

describe('presenter mode in the shell', () => {
  it('opens the app page with ?present=1, which the navigation policy still takes as the app', () => {
    expect(presentingUrl(ENTRY)).toBe('app://lyceo/index.html?present=1');
  });

  it('has a Present menu on F5 in the windowed shell, before the usual menus', () => {
    const onPresent = vi.fn();
    const [present, ...rest] = appMenuTemplate(onPresent, false);
    expect(present?.label).toBe('Present');
    const [start] = present?.submenu as { accelerator: string; click: () => void }[];
    expect(start?.accelerator).toBe('F5');
    start?.click();
    expect(onPresent).toHaveBeenCalledTimes(1);
    expect(rest.map((menu) => menu.role)).toEqual([
      'fileMenu',
      'editMenu',
      'viewMenu',
      'windowMenu',
    ]);
    expect(appMenuTemplate(onPresent, true)[0]?.role).toBe('appMenu');
  });

  it('goes full screen on the presenting page, and back when the renderer says the presenter left', () => {
    const window = fakeWindow();
    const presenting = createPresenting(ENTRY, false);
    presenting.start(window);
    expect(window.setFullScreen).toHaveBeenCalledWith(true);
    expect(window.loadURL).toHaveBeenCalledWith('app://lyceo/index.html?present=1');
    presenting.set(window, false);
    expect(window.setFullScreen).toHaveBeenLastCalledWith(false);
    // Anything but a flag from the page is ignored.
    presenting.set(window, 'no');
    expect(window.setFullScreen).toHaveBeenCalledTimes(2);
  });

  it("never touches a kiosk's window", () => {
    const window = fakeWindow();
    const presenting = createPresenting(ENTRY, true);
    presenting.start(window);
    presenting.set(window, false);
    expect(window.setFullScreen).not.toHaveBeenCalled();
    expect(window.loadURL).not.toHaveBeenCalled();
  });
});

describe('the presenter view in the shell', () => {
  const display = (id: number) => ({
    id,
    workArea: { x: id * 1000, y: 0, width: 1000, height: 700 },
  });

  it('opens the deck page with view=presenter', () => {
    expect(presenterViewUrl(ENTRY)).toBe('app://lyceo/index.html?present=1&view=presenter');
  });

  it("goes on the laptop's own display when a projector shows the deck, else beside the deck", () => {
    const laptop = display(1);
    const projector = display(2);
    // The deck on the projector: the view on the primary display, the laptop's.
    expect(presenterViewDisplay([laptop, projector], 2, 1)).toBe(laptop);
    // The deck moved to the laptop: the view on the other display.
    expect(presenterViewDisplay([laptop, projector], 1, 1)).toBe(projector);
    // One screen only: the same one.
    expect(presenterViewDisplay([laptop], 1, 1)).toBe(laptop);
  });

  it('relays where the deck is to the other presenting window only, and nothing that is not a small object', () => {
    const deck = { webContents: { send: vi.fn() }, isDestroyed: () => false };
    const view = { webContents: { send: vi.fn() }, isDestroyed: () => false };
    relayDeckPlace([deck, view], view.webContents, { type: 'ask' }, 'lyceo:deck-place');
    expect(deck.webContents.send).toHaveBeenCalledWith('lyceo:deck-place', { type: 'ask' });
    expect(view.webContents.send).not.toHaveBeenCalled();
    relayDeckPlace([deck, null], view.webContents, 'x'.repeat(10), 'lyceo:deck-place');
    relayDeckPlace([deck, null], view.webContents, { big: 'x'.repeat(2_000) }, 'lyceo:deck-place');
    expect(deck.webContents.send).toHaveBeenCalledTimes(1);
  });
});
