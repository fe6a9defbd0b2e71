// The size check of `npm test`: reads the production website in dist/web
// (built by `npm run build:web`), prints the first view's gzip sizes and fails
// when a budget is exceeded. Sizes are deterministic, so this is a test.
import { resolve } from 'node:path';
import { BUDGETS, measureFirstView, overBudget } from './first-view.mjs';
import { KIOSK_BUDGETS, kioskOverBudget, measureKioskChunks } from './kiosk-chunks.mjs';

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

// Kiosk mode's own chunks, on top of the first view (scripts/kiosk-chunks.mjs).
const kiosk = measureKioskChunks(dist);
console.table(
  kiosk.rows.map(({ part, kind, file, gzip }) => ({ part, kind, file, 'gzip B': gzip })),
);
console.table(
  /** @type {[keyof typeof KIOSK_BUDGETS, number][]} */ (Object.entries(KIOSK_BUDGETS)).map(
    ([key, limit]) => ({
      budget: key,
      'gzip B': kiosk[key],
      'limit B': limit,
      ok: kiosk[key] <= limit ? 'yes' : 'NO',
    }),
  ),
);
const kioskFailures = kioskOverBudget(kiosk);
if (kioskFailures.length > 0) {
  console.error(`Kiosk chunks over budget:\n  ${kioskFailures.join('\n  ')}`);
  process.exit(1);
}
console.log('Kiosk chunks within their budgets.');
