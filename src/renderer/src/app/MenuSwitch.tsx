import type { Ref } from 'react';
import { MENU_SHOWN_ID, MENU_SWITCH_ID } from '../lib/menuBeforeApp';

/** A fragment no element has: following it folds the menu without scrolling the page. */
const MENU_FOLDED = `#${MENU_SHOWN_ID}-not`;

/**
 * The phone menu's toggle before React runs (JavaScript off, or the app's code
 * still on its way): a checkbox whose label is drawn as the navbar toggler, and
 * the stylesheet shows the menu that follows a checked one (_site.scss). No
 * script, so the page's CSP has nothing to allow (the boot script only folds
 * it up on a tap of an entry, lib/menuBeforeApp.ts). SiteNavbar puts the real
 * menu button in its place once React has taken the page over.
 *
 * With JavaScript off, nothing could untick the switch on a tap of an entry,
 * and the menu would stay over the page. Where the browser says scripting is
 * off (`@media (scripting: none)`, _menu.scss), links in `<noscript>` take the labels' place:
 * the toggler leads to the fixed, empty target `MENU_SHOWN_ID`, whose `:target`
 * shows the menu without scrolling, and an entry's own fragment moves the
 * target off it, so the tap that scrolls to a section also folds the menu.
 */
export function MenuSwitch({
  label,
  closeLabel,
  switchRef,
}: {
  label: string;
  closeLabel: string;
  switchRef: Ref<HTMLInputElement>;
}) {
  return (
    <>
      <span id={MENU_SHOWN_ID} className="menu-shown" />
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
      {/* Text to a browser that runs scripts: no second toggle before the app. */}
      <noscript>
        <a href={`#${MENU_SHOWN_ID}`} className="menu-link-toggler menu-open-link">
          <span className="navbar-toggler-icon" />
          <span className="visually-hidden">{label}</span>
        </a>
        <a href={MENU_FOLDED} className="menu-link-toggler menu-close-link">
          <span className="navbar-toggler-icon" />
          <span className="visually-hidden">{closeLabel}</span>
        </a>
        {/* eslint-disable-next-line jsx-a11y/anchor-has-content -- a pointer-only second way to fold the menu; the named close link above is the keyboard's */}
        <a href={MENU_FOLDED} className="menu-close-beside" aria-hidden="true" tabIndex={-1} />
      </noscript>
    </>
  );
}
