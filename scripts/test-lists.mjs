// Compares two lists of browser-test titles (`npx playwright test --list`
// output, before and after a change to the suite) and prints, as Markdown,
// where each test that left a project went: the same title in another
// project, the soak command, or nowhere (which a reviewer must then explain).
// CLI: node scripts/test-lists.mjs <before.txt> <after.txt>
import { readFileSync } from 'node:fs';

/**
 * `[project] › file.spec.ts:line:col › title…` lines, as project, file and title.
 * @param {string} path
 * @returns {{ project: string, file: string, title: string }[]}
 */
export function readList(path) {
  return readFileSync(path, 'utf8')
    .split('\n')
    .map((line) => /^\s*\[([\w-]+)\] › ([\w.-]+):\d+:\d+ › (.+)$/.exec(line))
    .filter((match) => match !== null)
    .map(([, project = '', file = '', title = '']) => ({ project, file, title: title.trim() }));
}

/**
 * Where a test from `before` is in `after`.
 * @param {{ project: string, file: string, title: string }} test
 * @param {{ project: string, file: string, title: string }[]} after
 * @returns {string}
 */
export function whereItWent(test, after) {
  const sameFile = after.filter((other) => other.file === test.file);
  if (sameFile.some((other) => other.project === test.project && other.title === test.title))
    return 'kept';
  const elsewhere = sameFile.find((other) => other.title === test.title);
  if (elsewhere) return `same test in the ${elsewhere.project} project`;
  if (test.file === 'kiosk-sessions.spec.ts') {
    const short = sameFile.find((other) => /visitor sessions/.test(other.title));
    return `\`npm run test:soak\` (200 sessions); \`npm test\` runs "${short?.title ?? '?'}"`;
  }
  return 'GONE';
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [beforePath, afterPath] = process.argv.slice(2);
  if (!beforePath || !afterPath) {
    console.error('Usage: node scripts/test-lists.mjs <before.txt> <after.txt>');
    process.exit(2);
  }
  const before = readList(beforePath);
  const after = readList(afterPath);
  console.log(`| project | spec | test | where it is now |`);
  console.log(`| --- | --- | --- | --- |`);
  let gone = 0;
  for (const test of before) {
    const where = whereItWent(test, after);
    if (where === 'GONE') gone += 1;
    console.log(
      `| ${test.project} | ${test.file} | ${test.title.replaceAll('|', '\\|')} | ${where} |`,
    );
  }
  const added = after.filter(
    (test) =>
      !before.some(
        (other) =>
          other.project === test.project && other.file === test.file && other.title === test.title,
      ),
  );
  for (const test of added)
    console.log(`| ${test.project} | ${test.file} | ${test.title.replaceAll('|', '\\|')} | new |`);
  console.error(`${before.length} before, ${after.length} after, ${gone} gone without a trace.`);
  if (gone > 0) process.exitCode = 1;
}
