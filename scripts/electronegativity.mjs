// Runs Electronegativity over the project and fails on any MEDIUM or HIGH
// finding (the tool itself always exits 0, so its CSV is read here).
// It scans the tracked files of the project root: build output (out/, dist/)
// is generated from them and loses the `eng-disable` comments that document
// reviewed false positives, so it is left out.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseCsv } from 'csv-parse/sync';

const root = process.cwd();
const work = mkdtempSync(join(tmpdir(), 'eng-'));
const scanDir = join(work, 'project');
const csv = join(work, 'findings.csv');
try {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(scanDir, file)), { recursive: true });
    cpSync(join(root, file), join(scanDir, file));
  }
  execFileSync(
    process.execPath,
    [
      '--import',
      pathToFileURL(join(root, 'scripts/electronegativity-offline.mjs')).href,
      join(root, 'node_modules/@doyensec/electronegativity/dist/index.js'),
      '-i',
      scanDir,
      '-o',
      csv,
      '-r',
      '-v',
      'false',
      '-e',
      '45.0.0',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const findings = /** @type {string[][]} */ (
    parseCsv(readFileSync(csv, 'utf8'), { relax_column_count: true })
  )
    .slice(1)
    .filter(
      /**
       * @param {string[]} row
       * @returns {row is [string, string, string, string, string, ...string[]]}
       */
      (row) => row.length >= 5,
    )
    .map(([issue, severity, confidence, file, location]) => ({
      issue: issue.trim(),
      severity: severity.trim(),
      confidence: confidence.trim(),
      file: file.trim(),
      location: location.trim(),
    }));
  console.table(findings);
  const serious = findings.filter((f) => f.severity === 'MEDIUM' || f.severity === 'HIGH');
  if (serious.length > 0) {
    console.error(`Electronegativity: ${serious.length} MEDIUM/HIGH finding(s).`);
    process.exit(1);
  }
  console.log(`Electronegativity: ${findings.length} finding(s), none MEDIUM or HIGH.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
