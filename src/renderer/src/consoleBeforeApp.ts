/**
 * The console's static view's own script (views/console.js beside each
 * language's page, built apart from the app with that language's plan:
 * tooling/prerender/consoleBeforeApp.ts): the boot script shows the view
 * (lib/staticView.ts) and runs this, a few KB where the app is 100, so the
 * filters answer while the app is still on its way on 2G. It does nothing
 * once the app has replaced the view.
 */
import { enhanceConsoleView } from './features/console/beforeApp/enhance';
import type { BeforeAppPlan } from './features/console/beforeApp/plan';

/** The plan of this file's language, written in by the build. */
declare const __CONSOLE_PLAN__: BeforeAppPlan;

enhanceConsoleView(document, __CONSOLE_PLAN__);
