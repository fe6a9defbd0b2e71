/**
 * The phone menu before the app runs (app/MenuSwitch.tsx: a checkbox switch
 * shows it). A tap on one of its entries scrolls to that section, and the open
 * menu (about 230 px) would stay over the section's heading: the boot script
 * unticks the switch on the tap itself, before the browser follows the link,
 * so the menu is folded when the page scrolls and the heading shows in full
 * below the bar. Once the app runs, the switch is gone and its menu button
 * closes the menu itself (SiteNavbar); this then finds nothing to do.
 */

/** The switch's id (app/MenuSwitch.tsx) and the menu's. */
export const MENU_SWITCH_ID = 'main-menu-switch';
/** The fixed, empty element whose `:target` shows the menu where scripting is off (app/MenuSwitch.tsx). */
export const MENU_SHOWN_ID = 'main-menu-shown';
const MENU_ID = 'main-menu';

/** Unticks the switch when a click lands on a link of the menu; true when it did. */
export function closeMenuForLink(doc: Document, target: EventTarget | null): boolean {
  const link = (target as Element | null)?.closest?.(`#${MENU_ID} a`);
  const menuSwitch = doc.getElementById(MENU_SWITCH_ID) as HTMLInputElement | null;
  if (!link || !menuSwitch?.checked) return false;
  menuSwitch.checked = false;
  return true;
}

/** Before the app runs (the boot script): a tap on a menu entry folds the menu up. */
export function closeMenuOnEntry(doc: Document): void {
  doc.addEventListener('click', (event) => void closeMenuForLink(doc, event.target));
}
