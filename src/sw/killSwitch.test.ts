import { resolve } from 'node:path';
import { build } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseServiceWorkerMode, serviceWorkerDefine } from './killSwitch';

describe('VITE_SERVICE_WORKER', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('is on unless the kill switch says remove', () => {
    expect(parseServiceWorkerMode({})).toBe('on');
    expect(parseServiceWorkerMode({ VITE_SERVICE_WORKER: ' on ' })).toBe('on');
    expect(parseServiceWorkerMode({ VITE_SERVICE_WORKER: 'remove' })).toBe('remove');
  });

  it('tells the page whether to register the service worker', () => {
    expect(serviceWorkerDefine({})).toEqual({ __SERVICE_WORKER__: 'true' });
    expect(serviceWorkerDefine({ VITE_SERVICE_WORKER: 'remove' })).toEqual({
      __SERVICE_WORKER__: 'false',
    });
  });

  it('fails the website build on any other value, naming the variable', async () => {
    vi.stubEnv('VITE_SERVICE_WORKER', 'off');
    await expect(
      build({
        configFile: resolve(import.meta.dirname, '../../vite.web.config.ts'),
        logLevel: 'silent',
      }),
    ).rejects.toThrow(/VITE_SERVICE_WORKER="off": expected on or remove/);
  });
});
