// `npm test`: every check a change must pass, in phases, each timed; the table of
// phase times is printed at the end, pass or fail (docs/testing.md gives each its budget).
// Checks that do not depend on each other run side by side, as many as the machine has
// cores: ESLint, tsc and Electronegativity are each one thread, and so is most of a Vite build.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { BUILDS_FOR_TESTS } from '../tooling/testBuilds.mjs';

/** @typedef {{ name: string, command: string }} Step */
/** @typedef {{ phase: string, budget: number, steps: Step[] }} Phase */

/** @param {string} script */
const npmRun = (script) => `npm run --silent ${script}`;

/** @type {Phase[]} */
export const PHASES = [
  {
    phase: 'lint, typecheck, security',
    budget: 45,
    // ESLint and Prettier apart, the longest first: one lane runs ESLint (about 40 s on a fresh
    // clone) then Electronegativity (5 s), the other tsc (30 s) then Prettier (15 s), instead of
    // Prettier waiting behind ESLint in one lane.
    steps: [
      { name: 'eslint', command: npmRun('lint:eslint') },
      { name: 'typecheck', command: npmRun('typecheck') },
      { name: 'prettier', command: npmRun('lint:prettier') },
      { name: 'security', command: npmRun('security') },
    ],
  },
  {
    phase: 'builds',
    budget: 90,
    steps: [
      {
        name: 'browsers, nginx, hunspell',
        command:
          'node scripts/ensure-chromium.mjs && node scripts/ensure-nginx.mjs && node scripts/ensure-hunspell.mjs',
      },
      {
        name: 'website (e2e)',
        command: 'npm run --silent build:web -- --mode e2e --logLevel warn',
      },
      { name: 'Electron shell', command: 'npx electron-vite build --logLevel warn' },
      ...BUILDS_FOR_TESTS.map((build) => ({
        name: `website (${build.name})`,
        command: `node tooling/testBuilds.mjs ${build.name}`,
      })),
    ],
  },
  { phase: 'unit', budget: 60, steps: [{ name: 'vitest', command: 'npx vitest run' }] },
  {
    // Both read the website build above (dist/web), the one the browser tests serve.
    phase: 'size and spelling',
    budget: 5,
    steps: [
      { name: 'size budget', command: 'node scripts/size-budget.mjs' },
      { name: 'spelling', command: 'node scripts/spellcheck.mjs' },
    ],
  },
  {
    phase: 'browser tests',
    budget: 330,
    steps: [{ name: 'playwright', command: 'npx playwright test' }],
  },
  {
    phase: 'package check',
    budget: 20,
    steps: [{ name: 'electron-builder', command: 'node scripts/package-check.mjs' }],
  },
];

/**
 * Runs `command` in a shell, its output passed through; resolves with its exit code.
 * @param {string} command
 * @returns {Promise<number>}
 */
function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: 'inherit' });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * Runs `steps` at most `lanes` at a time; resolves with each step's time and exit code.
 * @param {Step[]} steps
 * @param {number} lanes
 */
async function runSteps(steps, lanes) {
  /** @type {StepResult[]} */
  const results = [];
  const queue = [...steps];
  const lane = async () => {
    for (let step = queue.shift(); step; step = queue.shift()) {
      const start = performance.now();
      console.log(`\n▶ ${step.name}: ${step.command}`);
      const code = await run(step.command);
      results.push({ name: step.name, seconds: (performance.now() - start) / 1000, code });
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, steps.length) }, lane));
  return results;
}

/** @param {number} value */
const seconds = (value) => `${value.toFixed(0).padStart(5)} s`;

/** @typedef {{ name: string, seconds: number, code: number }} StepResult */
/** @typedef {{ phase: string, budget: number, wall: number, steps: StepResult[], skipped?: boolean }} PhaseResult */

/**
 * The phase table: each phase's wall time against its budget, and each step's own time.
 * @param {PhaseResult[]} rows
 * @param {number} total
 */
function report(rows, total) {
  const lines = ['', 'npm test: time by phase (install excluded)', ''];
  for (const { phase, budget, wall, steps, skipped } of rows) {
    const mark = skipped ? 'not run' : steps.some((step) => step.code !== 0) ? 'FAILED' : '';
    lines.push(
      `${phase.padEnd(28)}${skipped ? '     -  ' : seconds(wall)}  (budget ${budget} s) ${mark}`,
    );
    for (const step of steps) {
      lines.push(
        `  ${step.name.padEnd(26)}${seconds(step.seconds)}${step.code === 0 ? '' : `  exit ${step.code}`}`,
      );
    }
  }
  lines.push(
    `${'all'.padEnd(28)}${seconds(total)}  (budget ${PHASES.reduce((sum, p) => sum + p.budget, 0)} s)`,
  );
  console.log(lines.join('\n'));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const lanes = Math.max(1, availableParallelism());
  const start = performance.now();
  /** @type {PhaseResult[]} */
  const rows = [];
  let failed = false;
  for (const { phase, budget, steps } of PHASES) {
    if (failed) {
      rows.push({ phase, budget, wall: 0, steps: [], skipped: true });
      continue;
    }
    const phaseStart = performance.now();
    const results = await runSteps(steps, lanes);
    rows.push({ phase, budget, wall: (performance.now() - phaseStart) / 1000, steps: results });
    failed = results.some((result) => result.code !== 0);
  }
  report(rows, (performance.now() - start) / 1000);
  process.exit(failed ? 1 : 0);
}
