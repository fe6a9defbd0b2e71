import { renderToStaticMarkup } from 'react-dom/server';
import { sampleDocuments } from '../../../content/documents';
import type { Locale, SiteCopy } from '../../../content/types';
import { EmptyResults } from '../EmptyResults';
import { beforeAppPlan, type BeforeAppPlan } from './plan';
import { CONSOLE_VIEW_SCRIPT, VIEW_SCRIPT_ATTRIBUTE } from '@shared/staticViews';

/**
 * The plan of the console's filters before the app in `locale` (its copy
 * `copy`), the app's empty state included, which the build writes into that
 * language's views/console.js; null when the documents take more than a page
 * (the filters then wait for the app).
 */
export function consoleBeforeAppPlan(locale: Locale, copy: SiteCopy): BeforeAppPlan | null {
  const empty = renderToStaticMarkup(<EmptyResults index={[]} search="" />);
  return beforeAppPlan(sampleDocuments(locale), copy.console, copy.subjects, locale, empty);
}

/**
 * The tag the build adds after the console's static view: it names its script,
 * beside the view in the same language's folder, which the boot script runs
 * when it shows the view (lib/staticView.ts). In the view's file, not its plan:
 * on 2G every byte before the view shows is time.
 */
export const CONSOLE_SCRIPT_TAG = `<i hidden ${VIEW_SCRIPT_ATTRIBUTE}="${CONSOLE_VIEW_SCRIPT}"></i>`;
