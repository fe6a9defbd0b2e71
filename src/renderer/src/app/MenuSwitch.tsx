import type { Ref } from 'react';
import { MENU_SWITCH_ID } from '../lib/menuBeforeApp';

/**
 * The phone menu's toggle before React runs (JavaScript off, or the app's code
 * still on its way): a checkbox whose label is drawn as the navbar toggler, and
 * the stylesheet shows the menu that follows a checked one (_site.scss). No
 * script, so the page's CSP has nothing to allow (the boot script only folds
 * it up on a tap of an entry, lib/menuBeforeApp.ts). SiteNavbar puts the real
 * menu button in its place once React has taken the page over.
 */
export function MenuSwitch({
  label,
  switchRef,
}: {
  label: string;
  switchRef: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <input
        ref={switchRef}
        type="checkbox"
        id={MENU_SWITCH_ID}
        className="menu-switch"
        aria-controls="main-menu"
      />
      <label htmlFor={MENU_SWITCH_ID} className="navbar-toggler">
        <span className="navbar-toggler-icon" />
        <span className="visually-hidden">{label}</span>
      </label>
      {/* A tap anywhere beside the open menu unticks the switch (_menu.scss). */}
      {/* eslint-disable-next-line jsx-a11y/label-has-associated-control -- a pointer-only second label; the toggler above is the named one */}
      <label htmlFor={MENU_SWITCH_ID} className="menu-backdrop" aria-hidden="true" />
    </>
  );
}
