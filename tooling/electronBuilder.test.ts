import { resolve } from 'node:path';
import { Packager } from 'app-builder-lib';
import { describe, expect, it } from 'vitest';

const projectDir = resolve(import.meta.dirname, '..');

describe('electron-builder.yml', () => {
  it('passes electron-builder’s own schema validation', async () => {
    const packager = new Packager({
      projectDir,
      config: resolve(projectDir, 'electron-builder.yml'),
    });
    await expect(packager.validateConfig()).resolves.toBeUndefined();
    const config = packager.config;
    expect(config.appId).toBe('cm.lyceo.kiosk');
    expect(config.asar).toBe(true);
    expect(config.files).toEqual([{ filter: ['out/**', 'package.json', '!**/*.map'] }]);
    expect(config.electronFuses).toMatchObject({
      runAsNode: false,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      onlyLoadAppFromAsar: true,
      enableEmbeddedAsarIntegrityValidation: true,
      grantFileProtocolExtraPrivileges: false,
    });
  });

  it('would reject a broken configuration (the check can fail)', async () => {
    const packager = new Packager({
      projectDir,
      config: { appId: 'x', asar: 'sometimes' } as never,
    });
    await expect(packager.validateConfig()).rejects.toThrow(/asar/);
  });
});
