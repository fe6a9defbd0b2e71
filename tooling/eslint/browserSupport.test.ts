import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: projectRoot });
const fixture = (name: string): string =>
  readFileSync(resolve(import.meta.dirname, 'fixtures', name), 'utf8');

/** What the browser-support rules say of fixture text linted as the given project file. */
async function supportMessages(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(projectRoot, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'compat/compat' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('npm run lint: code for the browser stays inside package.json browserslist', () => {
  it('fails renderer code that calls APIs newer than the oldest engine, naming each', async () => {
    const messages = await supportMessages(
      'src/renderer/src/lib/probe.ts',
      fixture('newerThanTheList.ts'),
    );
    expect(messages).toEqual([
      expect.stringMatching(/Object\.hasOwn\(\) is not supported in .*Chrome 80/),
      expect.stringContaining('.replaceChildren() needs Chrome 86'),
      expect.stringContaining('.at() needs Chrome 92'),
      expect.stringContaining('.replaceAll() needs Chrome 85'),
    ]);
  });

  it('checks shared code and the service worker too', async () => {
    const text = fixture('newerThanTheList.ts');
    expect(await supportMessages('src/shared/probe.ts', text)).toHaveLength(4);
    expect(await supportMessages('src/sw/probe.ts', text)).toHaveLength(4);
  });

  it('passes the same work written with what every listed engine has', async () => {
    expect(
      await supportMessages('src/renderer/src/lib/probe.ts', fixture('withinTheList.ts')),
    ).toEqual([]);
  });

  it('leaves Node code alone: the shell main process runs on Electron’s current Chromium', async () => {
    expect(await supportMessages('src/main/probe.ts', fixture('newerThanTheList.ts'))).toEqual([]);
  });
});
