import type { SplitRoute } from './routes';

/**
 * The views a student opens most from the landing page, which the website
 * build also writes as plain HTML (tooling/prerender/landingPages.ts): the
 * content of their `<main>` in each language, at `views/console.html` beside
 * that language's page. On 2G the app's 100 KB take seconds to arrive; this
 * file, about 2 KB, lets the boot script show the view at the splash's end
 * (src/renderer/src/lib/staticView.ts), and the app takes over when it starts.
 */
export const STATIC_VIEW_ROUTES = ['/console', '/videos'] as const satisfies readonly SplitRoute[];
export type StaticViewRoute = (typeof STATIC_VIEW_ROUTES)[number];

export function isStaticViewRoute(path: string): path is StaticViewRoute {
  return (STATIC_VIEW_ROUTES as readonly string[]).includes(path);
}

/** A view's file, from its language's page folder (`` or `fr/`). */
export function staticViewFile(route: StaticViewRoute): string {
  return `views${route}.html`;
}

/**
 * The console's view's own script, beside the view in its language's folder
 * (its copy and rows built in): its filters answer before the app
 * (features/console/beforeApp/).
 */
export const CONSOLE_VIEW_SCRIPT = 'views/console.js';

/**
 * The attribute that names a view's script, on an empty element of the view,
 * not a `<script src>`: the view's file opened by itself (its own address,
 * one folder down) would then load it from `views/views/`, a 404 and a refused
 * script; the boot script runs it from the page the view is shown in.
 */
export const VIEW_SCRIPT_ATTRIBUTE = 'data-view-script';
