import { describe, expect, it, vi } from 'vitest';
import { appMenuTemplate, createPresenting, presentingUrl } from './presenting';

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
