import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const projectRoot = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: projectRoot });
const fixture = (name: string): string =>
  readFileSync(resolve(import.meta.dirname, 'fixtures', name), 'utf8');

/** Lints fixture text as if it were the given project file, with the project's own config. */
async function lintAs(
  path: string,
  text: string,
  rule = 'import-x/no-restricted-paths',
): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: resolve(projectRoot, path) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === rule)
    .map((message) => message.message);
}

describe('npm run lint: imports flow one way', () => {
  // The first lint builds the TypeScript program of the type-aware rules: 4 s on a quiet
  // machine, past 30 s on two cores shared with builds. Once here, not in the first test.
  beforeAll(() => lintAs('src/renderer/src/lib/warmUp.ts', ''), 120_000);

  it('fails a lib module that imports the app layer', async () => {
    const messages = await lintAs('src/renderer/src/lib/wrongWay.ts', fixture('libImportsApp.ts'));
    expect(messages).toEqual([
      expect.stringContaining('lib/ may not import app/: imports flow app > pages > features'),
    ]);
  });

  it('fails a store that imports a feature, and a component that imports a feature lazily', async () => {
    const text = fixture('storeImportsFeature.ts');
    expect(await lintAs('src/renderer/src/store/wrongWay.ts', text)).toEqual([
      expect.stringContaining('store/ may not import features/'),
      expect.stringContaining('store/ may not import features/'),
    ]);
    expect(await lintAs('src/renderer/src/components/wrongWay.ts', text)).toEqual([
      expect.stringContaining('components/ may not import features/'),
      expect.stringContaining('components/ may not import features/'),
    ]);
  });

  it('fails a re-export from a layer above, with `export *` and `export { } from`', async () => {
    const messages = await lintAs(
      'src/renderer/src/hooks/wrongWay.ts',
      fixture('reExportsFeature.ts'),
    );
    expect(messages).toEqual([
      expect.stringContaining('hooks/ may not import features/'),
      expect.stringContaining('hooks/ may not import features/'),
    ]);
  });

  it('lets a feature import the layers below it and src/shared', async () => {
    const messages = await lintAs(
      'src/renderer/src/features/console/rightWay.ts',
      fixture('featureImportsBelow.ts'),
    );
    expect(messages).toEqual([]);
  });

  it('fails a feature that imports another feature, and says where shared code goes', async () => {
    const messages = await lintAs(
      'src/renderer/src/features/console/wrongWay.ts',
      fixture('featureImportsFeature.ts'),
    );
    expect(messages).toHaveLength(3);
    for (const message of messages) {
      expect(message).toContain('features/console may not import another feature');
      expect(message).toContain('down a layer (components/ for UI, hooks/, store/ for state');
    }
  });

  it('lets a feature import its own subfolders', async () => {
    const text =
      "import { QrDialog } from '../handoff/QrDialog';\nexport const dialog = QrDialog;\n";
    expect(await lintAs('src/renderer/src/features/kiosk/idle/rightWay.ts', text)).toEqual([]);
  });

  it('keeps src/shared free of the other parts and main out of the renderer', async () => {
    expect(await lintAs('src/shared/wrongWay.ts', fixture('sharedImportsMain.ts'))).toEqual([
      expect.stringContaining('src/shared may only import src/shared'),
    ]);
    expect(await lintAs('src/main/wrongWay.ts', fixture('mainImportsRenderer.ts'))).toEqual([
      expect.stringContaining(
        'src/main may not import src/renderer; share code through src/shared',
      ),
    ]);
  });

  it('fails src/ code that imports build code (tooling/) or scripts (scripts/)', async () => {
    const messages = await lintAs(
      'src/renderer/src/lib/wrongWay.ts',
      fixture('srcImportsTooling.ts'),
    );
    expect(messages).toEqual([
      expect.stringContaining('src/ may not import tooling/'),
      expect.stringContaining('src/ may not import scripts/'),
    ]);
  });

  it('lets only tests import test/ and the entry files', async () => {
    const helpers = fixture('importsTestHelpers.ts');
    expect(await lintAs('src/renderer/src/components/wrongWay.ts', helpers)).toEqual([
      expect.stringContaining('Only tests may import test/'),
    ]);
    expect(await lintAs('src/renderer/src/test/rightWay.ts', helpers)).toEqual([]);
    expect(await lintAs('src/renderer/src/app/wrongWay.ts', fixture('importsEntry.ts'))).toEqual([
      expect.stringContaining('Only tests may import main.tsx'),
    ]);
  });

  it('leaves test and bench files free to import across layers', async () => {
    const text = fixture('libImportsApp.ts');
    expect(await lintAs('src/renderer/src/lib/wrongWay.test.ts', text)).toEqual([]);
    expect(await lintAs('src/renderer/src/lib/wrongWay.bench.ts', text)).toEqual([]);
  });

  // The rule skips an import it cannot resolve instead of failing it, so the
  // resolver must know every form the code uses, the @shared alias included.
  it('resolves the @shared alias to src/shared, as the builds do', async () => {
    const file = resolve(projectRoot, 'src/renderer/src/features/console/rightWay.ts');
    const config = await eslint.calculateConfigForFile(file);
    const [resolver] = config.settings['import-x/resolver-next'];
    expect(resolver.resolve('@shared/decode', file)).toEqual({
      found: true,
      path: resolve(projectRoot, 'src/shared/decode.ts'),
    });
  });
});
