import { renderToStaticMarkup } from 'react-dom/server';
import { sampleDocuments } from '../../../content/documents';
import { localePageRoot } from '../../../content/locales';
import type { Locale, SiteCopy } from '../../../content/types';
import { EmptyResults } from '../EmptyResults';
import { beforeAppPlan } from './plan';
import { EMPTY_TEMPLATE_ID, PLAN_ID, SCRIPT_FILE } from './viewParts';

/** JSON inside `<script>`: a `<` written as `\u003c`, so no string can close the element. */
const inScript = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * What the build adds after the console's static view in `locale` (its copy
 * `copy`) for its filters before the app: the empty state as the app renders
 * it, the plan, and the script that runs them (./enhance.ts), which the boot
 * script starts when it shows the view (lib/staticView.ts). Nothing when the
 * documents take more than a page: the filters then wait for the app.
 */
export function consoleBeforeAppMarkup(locale: Locale, copy: SiteCopy): string {
  const plan = beforeAppPlan(sampleDocuments(locale), copy.console, copy.subjects, locale);
  if (!plan) return '';
  const empty = renderToStaticMarkup(<EmptyResults index={[]} search="" />);
  return (
    `<template id="${EMPTY_TEMPLATE_ID}">${empty}</template>` +
    `<script type="application/json" id="${PLAN_ID}">${inScript(plan)}</script>` +
    `<script src="${localePageRoot(locale)}${SCRIPT_FILE}"></script>`
  );
}
