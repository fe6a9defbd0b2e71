/**
 * What the build adds to the console's static view for its filters before the
 * app (prerender.tsx), and what the view's script looks for.
 */

/** The plan (./plan.ts), as JSON in an inert `<script type="application/json">`. */
export const PLAN_ID = 'console-plan';
/** The empty state as the app renders it, in a `<template>`: the script fills its lines. */
export const EMPTY_TEMPLATE_ID = 'console-empty';
/** The script, one file for every language, from the site's root. */
export { CONSOLE_VIEW_SCRIPT as SCRIPT_FILE } from '@shared/staticViews';
