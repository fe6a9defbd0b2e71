// The size check of `npm test`: reads the production website in dist/web
// (built by `npm run build:web`), prints the first view's gzip sizes and fails
// when a budget is exceeded. Sizes are deterministic, so this is a test.
import { resolve } from 'node:path';
import { BUDGETS, measureFirstView, overBudget } from './first-view.mjs';

const dist = resolve(process.argv[2] ?? 'dist/web');
const measure = measureFirstView(dist);
console.table(measure.rows.map(({ kind, file, gzip }) => ({ kind, file, 'gzip B': gzip })));
console.table(
  /** @type {[keyof typeof BUDGETS, number][]} */ (Object.entries(BUDGETS)).map(([key, limit]) => ({
    budget: key,
    'gzip B': measure[key],
    'limit B': limit,
    ok: measure[key] <= limit ? 'yes' : 'NO',
  })),
);
const failures = overBudget(measure);
if (failures.length > 0) {
  console.error(`First view over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('First view within every budget.');
