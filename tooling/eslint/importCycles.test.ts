import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// ESLint's import-x/no-cycle skips `import type`, so two modules that only share types
// could import each other unseen (content/types ↔ content/slides did). This reads every
// import, `import type` and `export … from` included, with TypeScript's own scanner.
const projectRoot = resolve(import.meta.dirname, '../..');
const SOURCES = join(projectRoot, 'src');
const SHARED_ALIAS = '@shared/';

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else if (specifier.startsWith(SHARED_ALIAS))
    base = join(SOURCES, 'shared', specifier.slice(SHARED_ALIAS.length));
  else return undefined;
  const candidates = ['', '.ts', '.tsx', '.mts', '.mjs', '/index.ts', '/index.tsx'];
  return candidates
    .map((suffix) => base + suffix)
    .find((path) => existsSync(path) && statSync(path).isFile());
}

/** Each group of modules that import one another through a chain (Tarjan's strongly connected components). */
function importCycles(files: string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    graph.set(
      file,
      importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []),
    );
  }
  let counter = 0;
  const index = new Map<string, number>();
  const lowest = new Map<string, number>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    lowest.set(file, counter);
    counter += 1;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowest.set(file, Math.min(lowest.get(file)!, lowest.get(next)!));
      } else if (stack.includes(next)) {
        lowest.set(file, Math.min(lowest.get(file)!, index.get(next)!));
      }
    }
    if (lowest.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop()!;
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.map((path) => relative(projectRoot, path)).sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}

describe('the sources hold no import circle, type imports included', () => {
  it('finds none in src/', () => {
    expect(importCycles(sourceFiles(SOURCES))).toEqual([]);
  });

  it('would find two modules that import only each other’s types', () => {
    const fixtures = join(import.meta.dirname, 'fixtures', 'typeCycle');
    expect(importCycles(sourceFiles(fixtures))).toEqual([
      ['tooling/eslint/fixtures/typeCycle/a.ts', 'tooling/eslint/fixtures/typeCycle/b.ts'],
    ]);
  });
});
