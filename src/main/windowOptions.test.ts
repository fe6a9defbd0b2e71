import { describe, expect, it } from 'vitest';
import { createWindowOptions } from './windowOptions';

describe('createWindowOptions', () => {
  it('windowed: a normal window, hidden until ready', () => {
    const options = createWindowOptions({ kiosk: false, title: 'Lyceo' });
    expect(options.kiosk).toBe(false);
    expect(options.fullscreen).toBe(false);
    expect(options.show).toBe(false);
  });

  it('kiosk: kiosk and full screen', () => {
    const options = createWindowOptions({ kiosk: true, title: 'Lyceo' });
    expect(options.kiosk).toBe(true);
    expect(options.fullscreen).toBe(true);
  });

  it('is titled with the configured brand', () => {
    expect(createWindowOptions({ kiosk: true, title: 'Test Brand' }).title).toBe('Test Brand');
  });

  it('keeps the window usable on a small laptop', () => {
    const options = createWindowOptions({ kiosk: false, title: 'Lyceo' });
    expect(options.minWidth).toBe(360);
    expect(options.width).toBeGreaterThanOrEqual(1024);
  });
});
