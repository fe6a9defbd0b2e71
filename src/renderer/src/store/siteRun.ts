import { create } from 'zustand';
import { DEFAULT_IDLE_SECONDS } from '@shared/idleSeconds';
import type { IgnoredTag } from '@shared/kioskTags';
import type { StoreSource } from '@shared/storeLink';

/**
 * How this copy of the site runs: the public website, the Electron shell's
 * windowed app, or a kiosk (browser or shell) with its idle delay, event and
 * name. main.tsx settles it once before the first render (features/kiosk/kioskMode.ts
 * reads the URL and the shell); every part reads what it needs from here.
 * (kioskMode.ts, inlined into the page by the boot script, imports only its type.)
 * No reset: an idle reset ends a visit, not the kiosk.
 */
export interface SiteRun {
  /** A kiosk: outbound links are handed to the visitor's phone, idle visits reset. */
  kiosk: boolean;
  idleSeconds: number;
  /**
   * Whether the QR dialog may offer "Open on this screen": only in the
   * Electron shell's windowed mode (a presenter's laptop). A browser has no
   * shell to ask, and the shell's kiosk refuses to open a system browser.
   */
  openOnThisScreen: boolean;
  /** Who shows the store links (their utm_source): a kiosk, the shell's windowed app, or the website. */
  source: StoreSource;
  /** The event the kiosk stands at (utm_campaign, usage counts); null when none. */
  event: string | null;
  /** This kiosk's short name in its usage counts; null when none. */
  kioskName: string | null;
  /** Event or name values given but not usable: the staff view warns about them. */
  ignored: IgnoredTag[];
}

/**
 * The public website's run, until start-up says otherwise: the page rendered
 * at build time and the page in a visitor's browser carry the same links.
 */
export const PUBLIC_WEBSITE: SiteRun = {
  kiosk: false,
  idleSeconds: DEFAULT_IDLE_SECONDS,
  openOnThisScreen: false,
  source: 'website',
  event: null,
  kioskName: null,
  ignored: [],
};

export const useSiteRun = create<SiteRun>()(() => PUBLIC_WEBSITE);

/** Start-up's one word on how this copy runs (main.tsx; tests set their own). */
export function startSiteRun(run: SiteRun): void {
  useSiteRun.setState(run, true);
}
