import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import compat from 'eslint-plugin-compat';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Imports flow one way. In the renderer a folder may import its own layer and
// the layers below it, never one above; folders sharing a row share a rank.
// Above them all sit the entry files beside main.tsx and test/, which only
// tests may import. src/shared sits below everything and imports only itself;
// the other parts of src/ import one another only through src/shared.
const RENDERER_LAYERS = [
  ['app'],
  ['pages'],
  ['features'],
  ['components'],
  ['hooks'],
  ['store'],
  ['lib'],
  ['content', 'config'],
  ['assets'],
];
const FLOW = RENDERER_LAYERS.map((row) => row.join('/')).join(' > ');
const PARTS = ['main', 'preload', 'renderer', 'shared', 'sw'];
// Everything in the renderer that is not test/ itself (test/ may use test/).
const RENDERER_BUT_TEST = ['src/renderer/src/*', 'src/renderer/src/!(test)/**'];

// One zone per forbidden pair, so each message names both ends of the import.
const layerZones = RENDERER_LAYERS.flatMap((row, rank) =>
  row.flatMap((folder) =>
    RENDERER_LAYERS.slice(0, rank)
      .flat()
      .map((above) => ({
        target: `src/renderer/src/${folder}`,
        from: `src/renderer/src/${above}`,
        message: `${folder}/ may not import ${above}/: imports flow ${FLOW}.`,
      })),
  ),
);
const partZones = PARTS.flatMap((part) =>
  PARTS.filter((other) => other !== part && other !== 'shared').map((other) => ({
    target: `src/${part}`,
    from: `src/${other}`,
    message:
      part === 'shared'
        ? 'src/shared may only import src/shared: it sits below every other part.'
        : `src/${part} may not import src/${other}; share code through src/shared.`,
  })),
);
// The site's code runs in a browser or the shell; build code and scripts run in Node at
// build time. What both need lives in src/shared (src/shared/assetNames.mjs).
const buildCodeZones = ['tooling', 'scripts'].map((folder) => ({
  target: 'src',
  from: folder,
  message: `src/ may not import ${folder}/: move what both need to src/shared.`,
}));
// Features stay apart: a folder under features/ imports no other one. What two features
// share moves down a layer, where both may import it.
const FEATURES = readdirSync(resolve(import.meta.dirname, 'src/renderer/src/features'), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureZones = FEATURES.map((feature) => ({
  target: `src/renderer/src/features/${feature}`,
  from: 'src/renderer/src/features',
  except: [`./${feature}`],
  message:
    `features/${feature} may not import another feature: move what two features share ` +
    'down a layer (components/ for UI, hooks/, store/ for state, lib/ for logic, content/ for copy).',
}));
const testZones = [
  {
    target: RENDERER_BUT_TEST,
    from: 'src/renderer/src/test/**',
    message: 'Only tests may import test/.',
  },
  {
    target: RENDERER_BUT_TEST,
    from: 'src/renderer/src/*.{ts,tsx,js,jsx}',
    message: 'Only tests may import main.tsx and the other entry files beside it.',
  },
];

// Instance methods newer than the oldest engine package.json's browserslist names (Chrome 80).
const INSTANCE_METHODS_OUTSIDE_THE_LIST = {
  replaceChildren: 'Chrome 86',
  replaceAll: 'Chrome 85',
  at: 'Chrome 92',
  findLast: 'Chrome 97',
  findLastIndex: 'Chrome 97',
  toSorted: 'Chrome 110',
  toReversed: 'Chrome 110',
  toSpliced: 'Chrome 110',
  with: 'Chrome 110',
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'out/**',
      'reports/**',
      'test-results/**',
      'playwright-report/**',
      'tooling/eslint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
    },
  },
  {
    files: [
      'src/main/**/*.ts',
      'src/preload/**/*.ts',
      'scripts/**/*.{js,mjs}',
      'tooling/**/*.{ts,js,mjs}',
      'e2e/**/*.ts',
      '*.config.{ts,js}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Their page code runs in the browser they drive.
    files: [
      'scripts/bench-content-visible.mjs',
      'scripts/bench-usable.mjs',
      'scripts/bench-view-visible.mjs',
      'scripts/screenshots-docs.mjs',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Tests reach across layers on purpose: to render the app, or to drive a module from outside.
    ignores: ['**/*.{test,bench}.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The zones compare resolved files. `@shared` is the alias of tsconfig.base.json's paths
      // and the builds' sharedAlias (tooling/rendererConfig.ts).
      'import-x/resolver-next': [
        importX.createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.json'],
          alias: { '@shared': resolve(import.meta.dirname, 'src/shared') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [...layerZones, ...featureZones, ...partZones, ...testZones, ...buildCodeZones],
        },
      ],
      // No import circle: tooling/eslint/importCycles.test.ts reads every import of src/ with
      // TypeScript's scanner, `import type` included, which import-x/no-cycle skipped; the rule
      // also cost a third of a lint run (5.2 of 16 s of rule time), so it is no longer here.
    },
  },
  {
    // Code that runs in a visitor's browser uses only what package.json's browserslist supports:
    // an API outside it (Object.hasOwn before Chrome 93…) fails here, not on a student's phone.
    files: ['src/renderer/**/*.{ts,tsx}', 'src/shared/**/*.ts', 'src/sw/**/*.ts'],
    ignores: ['**/*.{test,bench}.{ts,tsx}', 'src/renderer/src/test/**', 'src/shared/test/**'],
    plugins: { compat },
    rules: {
      'compat/compat': 'error',
      // compat/compat checks globals and static members; it cannot see an instance method
      // (it knows no types), so these, newer than the list's oldest Chrome, are named here.
      'no-restricted-syntax': [
        'error',
        ...Object.entries(INSTANCE_METHODS_OUTSIDE_THE_LIST).map(([method, since]) => ({
          selector: `CallExpression > MemberExpression.callee > Identifier.property[name="${method}"]`,
          message: `.${method}() needs ${since}, newer than package.json's browserslist.`,
        })),
      ],
    },
  },
  {
    // Shared code runs on both sides: it may import neither Electron nor React.
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['electron', 'react', 'react-dom'] }],
    },
  },
);
