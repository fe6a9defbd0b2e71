import { describe, expect, it } from 'vitest';
import { parseLaunchOptions } from './launchOptions';

describe('parseLaunchOptions', () => {
  it('is windowed by default with devtools only in development', () => {
    expect(parseLaunchOptions(['electron', '.'], {}, false)).toEqual({
      kiosk: false,
      idleSeconds: null,
      event: null,
      kioskName: null,
      ignored: [],
      present: false,
      devServerUrl: null,
      devTools: true,
    });
    expect(parseLaunchOptions([], {}, true).devTools).toBe(false);
  });

  it('turns kiosk mode on with --kiosk or KIOSK=1, devtools off', () => {
    expect(parseLaunchOptions(['app', '--kiosk'], {}, false)).toMatchObject({
      kiosk: true,
      devTools: false,
    });
    expect(parseLaunchOptions([], { KIOSK: '1' }, true).kiosk).toBe(true);
    expect(parseLaunchOptions([], { KIOSK: '0' }, true).kiosk).toBe(false);
  });

  it('opens presenter mode with --present, never in a kiosk', () => {
    expect(parseLaunchOptions(['app', '--present'], {}, true).present).toBe(true);
    expect(parseLaunchOptions(['app', '--present', '--kiosk'], {}, true).present).toBe(false);
  });

  it('reads --idle=SECONDS within sane bounds, ignoring bad values', () => {
    expect(parseLaunchOptions(['--idle=120'], {}, true).idleSeconds).toBe(120);
    for (const bad of [
      '--idle=abc',
      '--idle=-5',
      '--idle=2',
      '--idle=1e9',
      '--idle=12.5',
      '--idle=',
      '--idle=0x10',
      '--idle=0b1111',
      '--idle=1e2',
      '--idle= 30',
    ]) {
      expect(parseLaunchOptions([bad], {}, true).idleSeconds).toBeNull();
    }
  });

  it('reads --event= and --name= as slugs, and notes any other value as ignored', () => {
    expect(
      parseLaunchOptions(
        ['app', '--kiosk', '--event=foire-yaounde-2026', '--name=stand-a'],
        {},
        true,
      ),
    ).toMatchObject({ event: 'foire-yaounde-2026', kioskName: 'stand-a', ignored: [] });
    expect(parseLaunchOptions(['--event=Foire Yaoundé', '--name=stand/a'], {}, true)).toMatchObject(
      {
        event: null,
        kioskName: null,
        ignored: [
          { tag: 'event', value: 'Foire Yaoundé' },
          { tag: 'name', value: 'stand/a' },
        ],
      },
    );
    expect(parseLaunchOptions(['--event='], {}, true)).toMatchObject({
      event: null,
      ignored: [{ tag: 'event', value: '' }],
    });
  });

  it('uses the dev server only in an unpackaged build', () => {
    const env = { ELECTRON_RENDERER_URL: 'http://localhost:5173' };
    expect(parseLaunchOptions([], env, false).devServerUrl).toBe('http://localhost:5173');
    expect(parseLaunchOptions([], env, true).devServerUrl).toBeNull();
  });
});
