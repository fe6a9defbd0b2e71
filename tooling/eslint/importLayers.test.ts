import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const fixture = (name: string): string =>
  readFileSync(resolve(import.meta.dirname, 'fixtures', name), 'utf8');

/** Lints fixture text as if it were the given project file, with the project's own config. */
async function lintAs(path: string, text: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: projectRoot });
  const [result] = await eslint.lintText(text, { filePath: resolve(projectRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'layers/import-layers')
    .map((message) => message.message);
}

describe('npm run lint: imports flow one way', () => {
  it('fails a lib module that imports the app layer', async () => {
    const messages = await lintAs('src/renderer/src/lib/wrongWay.ts', fixture('libImportsApp.ts'));
    expect(messages).toEqual([expect.stringContaining('lib/ may not import app/')]);
  });

  it('fails a store that imports a feature, and a component that imports a feature lazily', async () => {
    const text = fixture('storeImportsFeature.ts');
    expect(await lintAs('src/renderer/src/store/wrongWay.ts', text)).toHaveLength(2);
    expect(await lintAs('src/renderer/src/components/wrongWay.ts', text)).toHaveLength(2);
  });

  it('lets a feature import the layers below it and src/shared', async () => {
    const messages = await lintAs(
      'src/renderer/src/features/console/rightWay.ts',
      fixture('featureImportsBelow.ts'),
    );
    expect(messages).toEqual([]);
  });

  it('keeps src/shared free of the other parts and main out of the renderer', async () => {
    expect(await lintAs('src/shared/wrongWay.ts', fixture('sharedImportsMain.ts'))).toHaveLength(1);
    expect(await lintAs('src/main/wrongWay.ts', fixture('mainImportsRenderer.ts'))).toHaveLength(1);
  });
});
