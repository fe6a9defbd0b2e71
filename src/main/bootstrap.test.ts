import { EventEmitter } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/ipc';
import { DEFAULT_SITE_CONFIG } from '@shared/siteConfig';
import { siteLinks } from '@shared/test/testLinks';
import { APP_ENTRY } from './appProtocol';

type Listener = (...args: unknown[]) => unknown;

// A recording stand-in for the parts of Electron the shell touches.
const fake = vi.hoisted(() => {
  const state = {
    lock: true,
    windows: [] as { options: Record<string, unknown>; instance: unknown }[],
    ipc: new Map<string, Listener>(),
    requestHandler: null as Listener | null,
    checkHandler: null as Listener | null,
    sessionEvents: new Map<string, Listener>(),
    protocolHandlers: new Map<string, Listener>(),
    userData: '',
    documents: '',
  };
  return { state };
});

vi.mock('electron', async () => {
  const { EventEmitter: Emitter } = await import('node:events');
  const app = Object.assign(new Emitter(), {
    requestSingleInstanceLock: vi.fn(() => fake.state.lock),
    quit: vi.fn(),
    whenReady: vi.fn(() => Promise.resolve()),
    enableSandbox: vi.fn(),
    isPackaged: true,
    getVersion: () => '1.0.0',
    getPath: (name: string) =>
      ({ userData: fake.state.userData, documents: fake.state.documents })[name] ?? '',
  });
  class BrowserWindow extends Emitter {
    webContents = Object.assign(new Emitter(), { reload: vi.fn(), send: vi.fn() });
    loadURL = vi.fn(() => Promise.resolve());
    setFullScreen = vi.fn();
    show = vi.fn();
    isMinimized = () => false;
    restore = vi.fn();
    focus = vi.fn();
    constructor(options: Record<string, unknown>) {
      super();
      fake.state.windows.push({ options, instance: this });
    }
  }
  const appSession = {
    setPermissionRequestHandler: (handler: Listener) => (fake.state.requestHandler = handler),
    setPermissionCheckHandler: (handler: Listener) => (fake.state.checkHandler = handler),
    on: (event: string, handler: Listener) => fake.state.sessionEvents.set(event, handler),
    protocol: {
      handle: (scheme: string, handler: Listener) =>
        fake.state.protocolHandlers.set(scheme, handler),
    },
  };
  return {
    app,
    BrowserWindow,
    dialog: {
      showMessageBox: vi.fn(() => Promise.resolve({ response: 1 })),
      showOpenDialog: vi.fn(() => Promise.resolve({ canceled: false, filePaths: [] as string[] })),
    },
    ipcMain: {
      handle: (channel: string, handler: Listener) => fake.state.ipc.set(channel, handler),
    },
    Menu: {
      setApplicationMenu: vi.fn(),
      buildFromTemplate: vi.fn((template: unknown) => template),
    },
    powerSaveBlocker: { start: vi.fn() },
    protocol: { registerSchemesAsPrivileged: vi.fn() },
    session: { fromPartition: vi.fn(() => appSession) },
    shell: { openExternal: vi.fn(() => Promise.resolve()) },
  };
});

const electron = await import('electron');
const argv = [...process.argv];

async function startApp(args: string[] = []): Promise<void> {
  process.argv = [...argv, ...args];
  vi.resetModules();
  const { bootstrap } = await import('./bootstrap');
  bootstrap();
  await Promise.resolve();
  await Promise.resolve();
}

function fakeContents() {
  const contents = Object.assign(new EventEmitter(), {
    openHandler: null as Listener | null,
    setWindowOpenHandler(handler: Listener) {
      contents.openHandler = handler;
    },
    setVisualZoomLevelLimits: vi.fn(() => Promise.resolve()),
    setZoomLevel: vi.fn(),
  });
  return contents;
}

// Packaged build (isPackaged: true): devtools off in both modes.
const SECURE_PREFERENCES = {
  preload: expect.stringMatching(/preload[\\/]index\.cjs$/),
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
  navigateOnDragDrop: false,
  spellcheck: false,
  devTools: false,
  disableBlinkFeatures: 'Auxclick',
  partition: 'lyceo',
};

const preventable = () => ({ preventDefault: vi.fn() });

/** A new web contents, as the app sees it created (it installs its guards then). */
function createdContents() {
  const contents = fakeContents();
  (electron.app as unknown as EventEmitter).emit('web-contents-created', {}, contents);
  return contents;
}

/** The staff chord, Ctrl+Alt+Shift+K. */
const STAFF_CHORD = {
  type: 'keyDown',
  key: 'K',
  control: true,
  meta: false,
  alt: true,
  shift: true,
};

beforeEach(() => {
  fake.state.lock = true;
  fake.state.windows = [];
  fake.state.ipc.clear();
  fake.state.protocolHandlers.clear();
  fake.state.userData = mkdtempSync(join(tmpdir(), 'lyceo-user-data-'));
  fake.state.documents = mkdtempSync(join(tmpdir(), 'lyceo-documents-'));
  (electron.app as unknown as EventEmitter).removeAllListeners();
  vi.mocked(electron.app.quit).mockClear();
  vi.mocked(electron.shell.openExternal).mockClear();
  vi.mocked(electron.Menu.setApplicationMenu).mockClear();
  vi.mocked(electron.powerSaveBlocker.start).mockClear();
});
afterEach(() => {
  vi.useRealTimers();
  process.argv = argv;
});

describe('the shell', () => {
  it('quits before any window when another instance runs', async () => {
    fake.state.lock = false;
    await startApp();
    expect(electron.app.quit).toHaveBeenCalled();
    expect(fake.state.windows).toHaveLength(0);
    expect(electron.protocol.registerSchemesAsPrivileged).not.toHaveBeenCalledTimes(2);
  });

  it('opens one hardened window on app://lyceo/index.html (windowed)', async () => {
    await startApp();
    expect(fake.state.windows).toHaveLength(1);
    const { options, instance } = fake.state.windows[0] as unknown as {
      options: { kiosk: boolean; webPreferences: Record<string, unknown> };
      instance: { loadURL: ReturnType<typeof vi.fn> };
    };
    expect(options.kiosk).toBe(false);
    expect(options.webPreferences).toEqual(SECURE_PREFERENCES);
    expect(instance.loadURL).toHaveBeenCalledWith(APP_ENTRY);
    // The windowed shell's menu starts with Present (presenting.ts).
    expect(vi.mocked(electron.Menu.setApplicationMenu).mock.calls[0]?.[0]).toEqual(
      expect.arrayContaining([expect.objectContaining({ label: 'Present' })]),
    );
    expect(electron.app.enableSandbox).toHaveBeenCalled();
    expect(fake.state.protocolHandlers.has('app')).toBe(true);
  });

  it('with --present opens the presenting page full screen, and leaves full screen when the page says so', async () => {
    await startApp(['--present']);
    const { instance } = fake.state.windows[0] as unknown as {
      instance: { loadURL: ReturnType<typeof vi.fn>; setFullScreen: ReturnType<typeof vi.fn> };
    };
    expect(instance.setFullScreen).toHaveBeenCalledWith(true);
    expect(instance.loadURL).toHaveBeenCalledWith(`${APP_ENTRY}?present=1`);
    const setPresenting = fake.state.ipc.get(IPC.setPresenting);
    await setPresenting?.({ senderFrame: { url: APP_ENTRY } }, false);
    expect(instance.setFullScreen).toHaveBeenLastCalledWith(false);
    // Another page is not listened to.
    await setPresenting?.({ senderFrame: { url: 'https://example.com/' } }, true);
    expect(instance.setFullScreen).toHaveBeenLastCalledWith(false);
  });

  it('in kiosk mode removes the menu and keeps the display awake', async () => {
    await startApp(['--kiosk']);
    const { options } = fake.state.windows[0] as unknown as {
      options: { kiosk: boolean; webPreferences: unknown };
    };
    expect(options.kiosk).toBe(true);
    expect(options.webPreferences).toEqual(SECURE_PREFERENCES);
    expect(electron.Menu.setApplicationMenu).toHaveBeenCalledWith(null);
    expect(electron.powerSaveBlocker.start).toHaveBeenCalledWith('prevent-display-sleep');
  });

  it('denies every permission request and check, and every download', async () => {
    await startApp();
    const callback = vi.fn();
    fake.state.requestHandler?.({}, 'media', callback);
    expect(callback).toHaveBeenCalledWith(false);
    expect(fake.state.checkHandler?.({}, 'geolocation')).toBe(false);
    const download = preventable();
    fake.state.sessionEvents.get('will-download')?.(download);
    expect(download.preventDefault).toHaveBeenCalled();
    const item = (url: string, mime: string) => ({
      getURL: () => url,
      getMimeType: () => mime,
      getFilename: () => 'lyceo-usage-2025-03-14.csv',
      setSaveDialogOptions: vi.fn(),
      setSavePath: vi.fn(),
    });
    const foreign = preventable();
    fake.state.sessionEvents.get('will-download')?.(
      foreign,
      item('https://evil.example/a.csv', 'text/csv'),
    );
    expect(foreign.preventDefault).toHaveBeenCalled();
    // The staff view's CSV export: a blob the app page made, saved in the export folder
    // (Documents/<brand>) with no dialog (issue 38, finding 3: a native save dialog has no end).
    // Its name gets the time of the export, so a later one never replaces it (guards.test.ts).
    const csv = preventable();
    const csvItem = Object.assign(new EventEmitter(), item('blob:app://lyceo/4f6a', 'text/csv'));
    const page = { getURL: () => `${APP_ENTRY}#/`, isDestroyed: () => false, send: vi.fn() };
    fake.state.sessionEvents.get('will-download')?.(csv, csvItem, page);
    expect(csv.preventDefault).not.toHaveBeenCalled();
    expect(csvItem.setSaveDialogOptions).not.toHaveBeenCalled();
    const savedAt = String(csvItem.setSavePath.mock.calls[0]?.[0]);
    expect(dirname(savedAt)).toBe(join(fake.state.documents, 'Lyceo'));
    expect(basename(savedAt)).toMatch(/^lyceo-usage-2025-03-14-\d{4}\.csv$/);
    expect(existsSync(join(fake.state.documents, 'Lyceo'))).toBe(true);
    // The page that asked hears how it ended, under the name it was saved as.
    csvItem.emit('done', {}, 'completed');
    expect(page.send).toHaveBeenCalledWith(IPC.exportResult, {
      status: 'saved',
      fileName: basename(savedAt),
    });
  });

  it('guards every web contents: pop-ups denied, navigation and webviews blocked', async () => {
    await startApp();
    const contents = createdContents();

    expect(
      contents.openHandler?.({ url: 'https://play.google.com/store/apps/details?id=cm.lyceo.app' }),
    ).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal).toHaveBeenCalledWith(
      'https://play.google.com/store/apps/details?id=cm.lyceo.app',
    );
    vi.mocked(electron.shell.openExternal).mockClear();
    expect(contents.openHandler?.({ url: 'file:///etc/passwd' })).toEqual({ action: 'deny' });
    expect(electron.shell.openExternal).not.toHaveBeenCalled();

    const away = preventable();
    contents.emit('will-navigate', away, 'https://evil.example/');
    expect(away.preventDefault).toHaveBeenCalled();
    const home = preventable();
    contents.emit('will-navigate', home, `${APP_ENTRY}#/console`);
    expect(home.preventDefault).not.toHaveBeenCalled();
    const frame = { ...preventable(), url: 'https://evil.example/frame' };
    contents.emit('will-frame-navigate', frame);
    expect(frame.preventDefault).toHaveBeenCalled();
    const webview = preventable();
    contents.emit('will-attach-webview', webview);
    expect(webview.preventDefault).toHaveBeenCalled();
  });

  it('in kiosk mode a pop-up never reaches the system browser and escape keys are blocked', async () => {
    await startApp(['--kiosk']);
    const contents = createdContents();
    contents.openHandler?.({ url: 'https://play.google.com/store/apps/details?id=cm.lyceo.app' });
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
    const reload = preventable();
    contents.emit('before-input-event', reload, {
      type: 'keyDown',
      key: 'F5',
      control: false,
      meta: false,
      alt: false,
      shift: false,
    });
    expect(reload.preventDefault).toHaveBeenCalled();
  });

  it('titles the window and the staff-exit dialog with the configured brand', async () => {
    const { parseSiteConfig } = await import('@shared/siteConfig');
    vi.stubGlobal('__SITE_CONFIG__', parseSiteConfig({ VITE_BRAND_NAME: 'Test Brand' }));
    await startApp(['--kiosk']);
    expect(fake.state.windows.at(-1)?.options.title).toBe('Test Brand');
    const contents = createdContents();
    contents.emit('before-input-event', preventable(), STAFF_CHORD);
    await vi.waitFor(() =>
      expect(electron.dialog.showMessageBox).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ message: 'Quit the Test Brand kiosk, or see how it was used?' }),
      ),
    );
  });

  it('staff chord then confirmation quits the kiosk', async () => {
    await startApp(['--kiosk']);
    const contents = createdContents();
    const chord = preventable();
    contents.emit('before-input-event', chord, STAFF_CHORD);
    expect(chord.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
    expect(electron.dialog.showMessageBox).toHaveBeenCalled();
  });

  it('staff chord then "Show usage counts" asks the page for its staff view and stays', async () => {
    await startApp(['--kiosk']);
    vi.mocked(electron.dialog.showMessageBox).mockResolvedValueOnce({
      response: 2,
      checkboxChecked: false,
    });
    const contents = createdContents();
    contents.emit('before-input-event', preventable(), STAFF_CHORD);
    const { instance } = fake.state.windows[0] as unknown as {
      instance: { webContents: { send: ReturnType<typeof vi.fn> } };
    };
    await vi.waitFor(() =>
      expect(instance.webContents.send).toHaveBeenCalledWith(IPC.showStaffView),
    );
    expect(electron.app.quit).not.toHaveBeenCalled();
  });

  it('saves the print view as PDF only for staff, in Documents/<brand> with no dialog: a kiosk visitor is refused, no file', async () => {
    await startApp(['--kiosk']);
    const folder = join(fake.state.documents, 'Lyceo');
    const save = fake.state.ipc.get(IPC.savePosterPdf) as Listener;
    const posterUrl = `${APP_ENTRY}#/poster?event=salon-2026`;
    // The page is still the print view once the PDF is made.
    const sender = {
      printToPDF: vi.fn(() => Promise.resolve(Buffer.from('%PDF-1.4'))),
      getURL: () => posterUrl,
    };
    const fromPoster = { sender, senderFrame: { url: posterUrl } };
    // A visitor: no staff chord. Then a page from elsewhere, and another page of the app.
    expect(await save(fromPoster)).toBe(false);
    expect(await save({ sender, senderFrame: { url: 'https://evil.example/#/poster' } })).toBe(
      false,
    );
    expect(electron.dialog.showOpenDialog).not.toHaveBeenCalled();
    expect(sender.printToPDF).not.toHaveBeenCalled();

    // Staff: the chord, then "Show usage counts".
    vi.mocked(electron.dialog.showMessageBox).mockResolvedValueOnce({
      response: 2,
      checkboxChecked: false,
    });
    createdContents().emit('before-input-event', preventable(), STAFF_CHORD);
    const { instance } = fake.state.windows[0] as unknown as {
      instance: { webContents: { send: ReturnType<typeof vi.fn> } };
    };
    await vi.waitFor(() =>
      expect(instance.webContents.send).toHaveBeenCalledWith(IPC.showStaffView),
    );
    expect(await save({ sender, senderFrame: { url: `${APP_ENTRY}#/console` } })).toBe(false);
    expect(await save(fromPoster)).toBe(true);
    expect(sender.printToPDF).toHaveBeenCalledWith(
      expect.objectContaining({ preferCSSPageSize: true }),
    );
    expect(readFileSync(join(folder, 'lyceo-poster-salon-2026.pdf'), 'utf8')).toBe('%PDF-1.4');
    expect(electron.dialog.showOpenDialog).not.toHaveBeenCalled();
  });

  it('opens external links over IPC only for the app page and allowed URLs', async () => {
    await startApp();
    expect([...fake.state.ipc.keys()].sort()).toEqual(
      [
        IPC.getAppInfo,
        IPC.openAllowedLink,
        IPC.readUsageCounts,
        IPC.writeUsageCounts,
        IPC.usageCountsSetAside,
        IPC.savePosterPdf,
        IPC.setPresenting,
        IPC.openPresenterView,
        IPC.deckPlace,
      ].sort(),
    );
    const open = fake.state.ipc.get(IPC.openAllowedLink) as Listener;
    const fromApp = { senderFrame: { url: `${APP_ENTRY}#/` } };
    const fromElsewhere = { senderFrame: { url: 'https://evil.example/' } };

    expect(open(fromApp, 'https://wa.me/237650000000')).toBe(true);
    expect(electron.shell.openExternal).toHaveBeenCalledWith('https://wa.me/237650000000');
    vi.mocked(electron.shell.openExternal).mockClear();
    expect(open(fromApp, 'https://wa.me@evil.example/')).toBe(false);
    expect(open(fromApp, 'smb://evil.example/share')).toBe(false);
    expect(open(fromElsewhere, 'https://wa.me/237650000000')).toBe(false);
    expect(electron.shell.openExternal).not.toHaveBeenCalled();

    const info = fake.state.ipc.get(IPC.getAppInfo) as Listener;
    expect(info(fromApp)).toEqual({
      version: '1.0.0',
      kiosk: false,
      idleSeconds: null,
      event: null,
      kioskName: null,
      ignored: [],
    });
    expect(info(fromElsewhere)).toBeNull();
  });

  it('over IPC, a windowed shell opens every link the site makes, normalized', async () => {
    await startApp();
    const open = fake.state.ipc.get(IPC.openAllowedLink) as Listener;
    const fromApp = { senderFrame: { url: `${APP_ENTRY}#/` } };
    const links = siteLinks(DEFAULT_SITE_CONFIG);
    for (const url of links) expect(open(fromApp, url)).toBe(true);
    expect(vi.mocked(electron.shell.openExternal).mock.calls.map(([url]) => url)).toEqual(
      links.map((url) => new URL(url).href),
    );
  });

  it('tells the page the event and name it was started with, and what it ignored', async () => {
    await startApp(['--kiosk', '--event=foire-yaounde-2026', '--name=Stand A']);
    const info = fake.state.ipc.get(IPC.getAppInfo) as Listener;
    expect(info({ senderFrame: { url: `${APP_ENTRY}#/` } })).toMatchObject({
      kiosk: true,
      event: 'foire-yaounde-2026',
      kioskName: null,
      ignored: [{ tag: 'name', value: 'Stand A' }],
    });
  });

  it('in kiosk mode the IPC handler refuses every URL, including the ones the policy allows', async () => {
    await startApp(['--kiosk']);
    const open = fake.state.ipc.get(IPC.openAllowedLink) as Listener;
    const fromApp = { senderFrame: { url: `${APP_ENTRY}#/` } };
    for (const url of [
      ...siteLinks(DEFAULT_SITE_CONFIG),
      'https://evil.example/',
      'file:///etc/passwd',
    ]) {
      expect(open(fromApp, url)).toBe(false);
    }
    expect(electron.shell.openExternal).not.toHaveBeenCalled();
    const info = fake.state.ipc.get(IPC.getAppInfo) as Listener;
    expect(info(fromApp)).toMatchObject({ kiosk: true });
  });

  it('keeps usage counts in the user-data folder, for the app page only, valid ones only', async () => {
    // The file keeps only days the kiosk can have counted by now: a fixed now (only
    // Date faked) keeps 2025-03-14 whatever the date the tests run.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 14, 12));
    await startApp(['--kiosk']);
    const read = fake.state.ipc.get(IPC.readUsageCounts) as Listener;
    const write = fake.state.ipc.get(IPC.writeUsageCounts) as Listener;
    const fromApp = { senderFrame: { url: `${APP_ENTRY}#/` } };
    const fromElsewhere = { senderFrame: { url: 'https://evil.example/' } };
    const file = join(fake.state.userData, 'usage-counts.json');
    const counts = {
      format: 1,
      days: {
        '2025-03-14': {
          sessions: 2,
          lengths: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1],
          searches: 1,
          languages: { fr: 1 },
          routes: { '/': 2 },
          sections: { pricing: 1 },
          qr: { store: 1 },
          faq: { free: 1 },
        },
      },
    };

    expect(await read(fromApp)).toBeNull();
    expect(await write(fromElsewhere, counts)).toBe(false);
    expect(await read(fromElsewhere)).toBeNull();
    expect(existsSync(file)).toBe(false);
    expect(await write(fromApp, { ...counts, note: 'typed by a visitor' })).toBe(false);
    expect(await write(fromApp, { format: 1, days: { '2025-03-14': { sessions: 'x' } } })).toBe(
      false,
    );
    expect(existsSync(file)).toBe(false);

    expect(await write(fromApp, counts)).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(counts);
    expect(await read(fromApp)).toEqual(counts);
    expect(await read(fromElsewhere)).toBeNull();

    writeFileSync(file, 'not json');
    expect(await read(fromApp)).toBeNull();
    expect(existsSync(file)).toBe(false);
  });

  it('reloads the page when the renderer crashes', async () => {
    await startApp();
    const { instance } = fake.state.windows[0] as unknown as {
      instance: { webContents: EventEmitter & { reload: ReturnType<typeof vi.fn> } };
    };
    instance.webContents.emit('render-process-gone', {}, { reason: 'crashed' });
    await vi.waitFor(() => expect(instance.webContents.reload).toHaveBeenCalled());
  });
});
