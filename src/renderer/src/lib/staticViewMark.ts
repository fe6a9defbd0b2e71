/**
 * What the app reads of a static view (lib/staticView.ts, the console's content
 * before the app): apart, so that the entry and the console's chunk carry
 * none of the boot script's code for it.
 */

/** On <html> while a static view is shown: its route. main.tsx leaves it on screen until the app's first frame. */
export const STATIC_VIEW = 'data-static-view';

/**
 * What the visitor typed into field `id` of the static view before the app
 * started, which the app's view takes over (pages/ConsolePage.tsx); `` when none.
 * Read before the app's first frame of that view: until then the field is the static view's.
 */
export function typedInStaticView(doc: Document, id: string): string {
  const field = doc.getElementById(id);
  return field instanceof HTMLInputElement ? field.value : '';
}
