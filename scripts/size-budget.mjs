// The size check of `npm test`: reads the production website in dist/web
// (built by `npm run build:web`), prints the first view's gzip sizes and fails
// when a budget is exceeded. Sizes are deterministic, so this is a test.
import { resolve } from 'node:path';
import {
  BUDGETS,
  FIRST_VISIT_BUDGET,
  LANGUAGE_PAGE_BUDGET,
  measureFirstView,
  measureFirstVisit,
  measureLanguagePages,
  overBudget,
} from './first-view.mjs';
import {
  KIOSK_BUDGETS,
  kioskOverBudget,
  measureKioskChunks,
  measurePresenterChunks,
  PRESENTER_BUDGET,
  PRESENTER_LATER_BUDGET,
} from './kiosk-chunks.mjs';

/**
 * Prints each budget beside its measure, then exits 1 naming what is over.
 * @param {string} what
 * @param {Record<string, number>} budgets
 * @param {(key: string) => number} measured
 * @param {string[]} failures
 */
function checkBudgets(what, budgets, measured, failures) {
  console.table(
    Object.entries(budgets).map(([key, limit]) => ({
      budget: key,
      'gzip B': measured(key),
      'limit B': limit,
      ok: measured(key) <= limit ? 'yes' : 'NO',
    })),
  );
  if (failures.length > 0) {
    console.error(`${what} over budget:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`${what} within budget.`);
}

const dist = resolve(process.argv[2] ?? 'dist/web');
const measure = measureFirstView(dist);
console.table(measure.rows.map(({ kind, file, gzip }) => ({ kind, file, 'gzip B': gzip })));
checkBudgets(
  'First view',
  BUDGETS,
  (key) => measure[/** @type {keyof typeof BUDGETS} */ (key)],
  overBudget(measure),
);

// What a first visit really moves: the first view, then the service worker and its precache.
const visit = measureFirstVisit(dist);
console.table(visit.rows.map(({ kind, file, bytes }) => ({ kind, file, 'sent B': bytes })));
checkBudgets(
  'First visit (service worker included)',
  { total: FIRST_VISIT_BUDGET },
  () => visit.total,
  visit.total > FIRST_VISIT_BUDGET ? [`total: ${visit.total} B > ${FIRST_VISIT_BUDGET} B`] : [],
);

// Kiosk mode's own chunks, on top of the first view (scripts/kiosk-chunks.mjs).
const kiosk = measureKioskChunks(dist, measure);
console.table(
  kiosk.rows.map(({ part, kind, file, gzip }) => ({ part, kind, file, 'gzip B': gzip })),
);
checkBudgets(
  'Kiosk chunks',
  KIOSK_BUDGETS,
  (key) => kiosk[/** @type {keyof typeof KIOSK_BUDGETS} */ (key)],
  kioskOverBudget(kiosk),
);

// Presenter mode's own chunks, on top of the first view (scripts/kiosk-chunks.mjs).
const presenter = measurePresenterChunks(dist, measure);
console.table(
  presenter.rows.map(({ part, kind, file, gzip }) => ({ part, kind, file, 'gzip B': gzip })),
);
checkBudgets(
  'Presenter chunks',
  { present: PRESENTER_BUDGET, later: PRESENTER_LATER_BUDGET },
  (key) => presenter[/** @type {'present' | 'later'} */ (key)],
  [
    ...(presenter.present > PRESENTER_BUDGET
      ? [`present chunks: ${presenter.present} B gzip > ${PRESENTER_BUDGET} B`]
      : []),
    ...(presenter.later > PRESENTER_LATER_BUDGET
      ? [`presenter view chunks: ${presenter.later} B gzip > ${PRESENTER_LATER_BUDGET} B`]
      : []),
  ],
);

// The prerendered landing page of each language (tooling/prerender).
const pages = measureLanguagePages(dist);
if (pages.length < 2) {
  console.error(
    `Language pages: found ${pages.length} prerendered page(s) in ${dist}, expected one per language.`,
  );
  process.exit(1);
}
checkBudgets(
  'Language pages',
  Object.fromEntries(pages.map(({ file }) => [file, LANGUAGE_PAGE_BUDGET])),
  (file) => pages.find((page) => page.file === file)?.gzip ?? Infinity,
  pages
    .filter(({ gzip }) => gzip > LANGUAGE_PAGE_BUDGET)
    .map(({ file, gzip }) => `${file}: ${gzip} B gzip > ${LANGUAGE_PAGE_BUDGET} B`),
);
