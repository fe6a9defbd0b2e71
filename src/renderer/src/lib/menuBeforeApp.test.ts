import { afterEach, describe, expect, it } from 'vitest';
import { closeMenuOnEntry } from './menuBeforeApp';

/** The prerendered top bar's markup that matters here: the switch, the menu and a link beside it. */
function prerenderedBar(): {
  menuSwitch: HTMLInputElement;
  entry: HTMLElement;
  beside: HTMLElement;
} {
  document.body.innerHTML = `
    <input type="checkbox" id="main-menu-switch" class="menu-switch">
    <div id="main-menu"><ul><li><a href="#pricing"><span>Pricing</span></a></li></ul></div>
    <a id="beside" href="#faq">FAQ</a>`;
  const menuSwitch = document.getElementById('main-menu-switch') as HTMLInputElement;
  const entry = document.querySelector<HTMLElement>('#main-menu span') as HTMLElement;
  const beside = document.getElementById('beside') as HTMLElement;
  return { menuSwitch, entry, beside };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the phone menu before the app runs', () => {
  closeMenuOnEntry(document);

  it('folds up on a tap of one of its entries (in the click, before the link is followed)', () => {
    const { menuSwitch, entry } = prerenderedBar();
    menuSwitch.checked = true;
    entry.click();
    expect(menuSwitch.checked).toBe(false);
  });

  it('stays open for a tap elsewhere, and lets a closed menu be', () => {
    const { menuSwitch, entry, beside } = prerenderedBar();
    menuSwitch.checked = true;
    beside.click();
    expect(menuSwitch.checked).toBe(true);
    menuSwitch.checked = false;
    entry.click();
    expect(menuSwitch.checked).toBe(false);
  });

  it('finds nothing to do once the app has replaced the switch with its button', () => {
    const { menuSwitch, entry } = prerenderedBar();
    menuSwitch.remove();
    expect(() => entry.click()).not.toThrow();
  });
});
