import { describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/ipc';

const exposed = vi.hoisted(() => new Map<string, unknown>());
const invoke = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve(true)));
const listeners = vi.hoisted(() => new Map<string, (...args: unknown[]) => void>());

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: {
    invoke,
    send: vi.fn(),
    on: (channel: string, listener: (...args: unknown[]) => void) =>
      listeners.set(channel, listener),
    removeListener: (channel: string) => listeners.delete(channel),
  },
}));

describe('preload', () => {
  it('exposes exactly the named API on window.lyceo, never ipcRenderer', async () => {
    await import('./index');
    expect([...exposed.keys()]).toEqual(['lyceo']);
    const api = exposed.get('lyceo') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual([
      'getAppInfo',
      'onDeckPlace',
      'onExportResult',
      'onStaffViewRequest',
      'openAllowedLink',
      'openPresenterView',
      'readUsageCounts',
      'savePosterPdf',
      'setPresenting',
      'tellDeckPlace',
      'usageCountsSetAside',
      'writeUsageCounts',
    ]);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');

    await (api.openAllowedLink as (url: unknown) => Promise<boolean>)({
      toString: () => 'https://wa.me/1',
    });
    expect(invoke).toHaveBeenLastCalledWith(IPC.openAllowedLink, 'https://wa.me/1');
    await (api.getAppInfo as () => Promise<unknown>)();
    expect(invoke).toHaveBeenLastCalledWith(IPC.getAppInfo);
    await (api.readUsageCounts as () => Promise<unknown>)();
    expect(invoke).toHaveBeenLastCalledWith(IPC.readUsageCounts);
    await (api.writeUsageCounts as (counts: unknown) => Promise<boolean>)({ format: 1, days: {} });
    expect(invoke).toHaveBeenLastCalledWith(IPC.writeUsageCounts, { format: 1, days: {} });
    await (api.usageCountsSetAside as () => Promise<string[]>)();
    expect(invoke).toHaveBeenLastCalledWith(IPC.usageCountsSetAside);
    // No arguments: main reads the sheet and event from the sender's own URL.
    await (api.savePosterPdf as (...args: unknown[]) => Promise<boolean>)('/etc/passwd');
    expect(invoke).toHaveBeenLastCalledWith(IPC.savePosterPdf);
    // A flag, whatever the page passes.
    await (api.setPresenting as (on: unknown) => Promise<void>)('yes');
    expect(invoke).toHaveBeenLastCalledWith(IPC.setPresenting, false);
  });

  it('tells the page about a staff view request without handing it the IPC event', async () => {
    await import('./index');
    const api = exposed.get('lyceo') as {
      onStaffViewRequest: (listener: () => void) => () => void;
    };
    const listener = vi.fn();
    const unsubscribe = api.onStaffViewRequest(listener);
    listeners.get(IPC.showStaffView)?.({ sender: 'the IPC event' }, 'extra');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith();
    unsubscribe();
    expect(listeners.has(IPC.showStaffView)).toBe(false);
  });

  it('tells the page how a CSV export ended, with the result alone', async () => {
    await import('./index');
    const api = exposed.get('lyceo') as {
      onExportResult: (listener: (result: unknown) => void) => () => void;
    };
    const listener = vi.fn();
    const unsubscribe = api.onExportResult(listener);
    const saved = { status: 'saved', fileName: 'lyceo-kiosk-usage-2026-11-27-1432.csv' };
    listeners.get(IPC.exportResult)?.({ sender: 'the IPC event' }, saved);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith(saved);
    unsubscribe();
    expect(listeners.has(IPC.exportResult)).toBe(false);
  });
});
