// A local ESLint rule: imports flow one way. In the renderer, a folder may
// import its own layer and the layers below it, never one above:
//   main.tsx, test/ > app > pages > features > components > hooks > store > lib > content, config > assets
// src/shared sits below everything and imports nothing outside itself; the
// renderer never imports main or preload, and they never import the renderer.
import { dirname, relative, resolve, sep } from 'node:path';

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

/**
 * Where a file sits: { area, layer, rank } or null outside src/.
 * @param {string} projectRoot
 * @param {string} file
 */
export function locate(projectRoot, file) {
  const parts = relative(projectRoot, file).split(sep);
  if (parts[0] !== 'src') return null;
  const area = parts[1];
  if (area !== 'renderer') return { area, layer: area, rank: 0 };
  if (parts[2] !== 'src') return { area, layer: 'html', rank: -1 };
  const folder = parts[3] ?? '';
  if (parts.length === 4 && /\.[cm]?[jt]sx?$/.test(folder))
    return { area, layer: 'entry', rank: -1 };
  if (folder === 'test') return { area, layer: 'test', rank: -1 };
  const rank = RENDERER_LAYERS.findIndex((names) => names.includes(folder));
  return { area, layer: folder, rank: rank === -1 ? -1 : rank };
}

/**
 * The file or folder an import names, or null for a package.
 * @param {string} projectRoot
 * @param {string} file
 * @param {string} source
 * @returns {string | null}
 */
function targetOf(projectRoot, file, source) {
  if (source.startsWith('@shared/') || source === '@shared')
    return resolve(projectRoot, 'src/shared');
  if (source.startsWith('.')) return resolve(dirname(file), source);
  return null;
}

/**
 * Why `file` may not import `target`, or null when it may.
 * @param {string} projectRoot
 * @param {string} file
 * @param {string} target
 * @returns {string | null}
 */
export function violation(projectRoot, file, target) {
  const from = locate(projectRoot, file);
  const to = locate(projectRoot, target);
  if (!from || !to) return null;
  if (from.area === 'shared' && to.area !== 'shared')
    return 'src/shared may only import src/shared: it sits below every other part';
  if (from.area !== to.area && to.area !== 'shared')
    return `src/${from.area} may not import src/${to.area}; share code through src/shared`;
  if (from.area !== 'renderer' || to.area !== 'renderer') return null;
  if (to.layer === 'test' || to.layer === 'entry') {
    return from.layer === 'test'
      ? null
      : `only tests may import ${to.layer === 'test' ? 'test/' : 'main.tsx'}`;
  }
  if (from.rank === -1 || to.rank === -1) return null;
  if (to.rank < from.rank)
    return `${from.layer}/ may not import ${to.layer}/: imports flow app > pages > features > components > hooks > store > lib > content/config`;
  return null;
}

/**
 * @typedef {import('eslint').Rule.RuleListener} Listener
 * @typedef {Parameters<NonNullable<Listener['ImportDeclaration']>>[0]
 *   | Parameters<NonNullable<Listener['ImportExpression']>>[0]
 *   | Parameters<NonNullable<Listener['ExportNamedDeclaration']>>[0]
 *   | Parameters<NonNullable<Listener['ExportAllDeclaration']>>[0]} ModuleSourceNode
 */

const TEST_FILE = /\.(test|bench)\.[cm]?[jt]sx?$/;

/** @type {import('eslint').Rule.RuleModule} */
export const importLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports flow one way between the layers of the project.' },
    schema: [],
    messages: { wrongWay: 'Wrong-way import of "{{source}}": {{reason}}.' },
  },
  create(context) {
    const file = context.filename;
    if (TEST_FILE.test(file)) return {};
    const projectRoot = context.cwd;
    /** @param {ModuleSourceNode} node */
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const target = targetOf(projectRoot, file, source.value);
      if (!target) return;
      const reason = violation(projectRoot, file, target);
      if (reason)
        context.report({
          node: source,
          messageId: 'wrongWay',
          data: { source: source.value, reason },
        });
    };
    return {
      ImportDeclaration: check,
      ImportExpression: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
    };
  },
};

export default { rules: { 'import-layers': importLayersRule } };
