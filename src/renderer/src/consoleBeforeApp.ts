/**
 * The console's static view's own script (views/console.js, built apart from
 * the app: tooling/prerender/consoleBeforeApp.ts): the boot script shows the
 * view (lib/staticView.ts) and runs this, a few KB where the app is 100, so
 * the filters answer while the app is still on its way on 2G. It does nothing
 * once the app has replaced the view.
 */
import { enhanceConsoleView } from './features/console/beforeApp/enhance';
import type { BeforeAppPlan } from './features/console/beforeApp/plan';
import { PLAN_ID } from './features/console/beforeApp/viewParts';

const plan = document.getElementById(PLAN_ID)?.textContent;
if (plan) enhanceConsoleView(document, JSON.parse(plan) as BeforeAppPlan);
