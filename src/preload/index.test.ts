import { describe, expect, it, vi } from 'vitest';
import { IPC } from '@shared/ipc';

const exposed = vi.hoisted(() => new Map<string, unknown>());
const invoke = vi.hoisted(() => vi.fn((..._args: unknown[]) => Promise.resolve(true)));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => exposed.set(key, api) },
  ipcRenderer: { invoke, send: vi.fn(), on: vi.fn() },
}));

describe('preload', () => {
  it('exposes exactly the named API on window.lyceo, never ipcRenderer', async () => {
    await import('./index');
    expect([...exposed.keys()]).toEqual(['lyceo']);
    const api = exposed.get('lyceo') as Record<string, unknown>;
    expect(Object.keys(api).sort()).toEqual(['getAppInfo', 'openAllowedLink']);
    for (const value of Object.values(api)) expect(typeof value).toBe('function');

    await (api.openAllowedLink as (url: unknown) => Promise<boolean>)({
      toString: () => 'https://wa.me/1',
    });
    expect(invoke).toHaveBeenLastCalledWith(IPC.openAllowedLink, 'https://wa.me/1');
    await (api.getAppInfo as () => Promise<unknown>)();
    expect(invoke).toHaveBeenLastCalledWith(IPC.getAppInfo);
  });
});
