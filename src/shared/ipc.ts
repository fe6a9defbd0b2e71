import type { IgnoredTag } from './kioskTags';

/** IPC channel names shared by main and preload: the whole allow-list. */
export const IPC = {
  openAllowedLink: 'lyceo:open-allowed-link',
  getAppInfo: 'lyceo:get-app-info',
  /** The kiosk's on-device usage counts (usageSchema.ts), read and replaced whole. */
  readUsageCounts: 'lyceo:read-usage-counts',
  writeUsageCounts: 'lyceo:write-usage-counts',
  /** The names of the counts files main moved aside this run (unreadable or corrupt), for staff. */
  usageCountsSetAside: 'lyceo:usage-counts-set-aside',
  /** The print view asks main to save it as PDF in Documents/<brand>, no dialog (main/posterPdf.ts). */
  savePosterPdf: 'lyceo:save-poster-pdf',
  /** Main to renderer: staff chose "Show usage counts" after the staff chord. */
  showStaffView: 'lyceo:show-staff-view',
  /** Main to renderer: how a staff CSV export ended (ExportResult; main/csvDownloads.ts). */
  exportResult: 'lyceo:export-result',
  /** Renderer to main: presenter mode started (true) or ended: the windowed shell goes full screen and back. */
  setPresenting: 'lyceo:set-presenting',
  /** Renderer to main: S, the presenter view in a second window (main/presenting.ts). */
  openPresenterView: 'lyceo:open-presenter-view',
  /** Both ways: where the deck is, relayed by main from one presenting window to the other. */
  deckPlace: 'lyceo:deck-place',
} as const;

/**
 * How the shell's save of a staff CSV export ended, told to the page that started it, so
 * staff never read "Saved" for a file that is not on disk (and then clear the counts).
 * - saved: the file is complete in Documents/<brand>, under `fileName` (not the page's name:
 *   main adds the time, and a counter when that name is taken);
 * - refused: main could not use the folder, nothing was written;
 * - failed: the download was interrupted or cancelled (a full disk, say).
 */
export type ExportResult =
  { status: 'saved'; fileName: string } | { status: 'refused' } | { status: 'failed' };

export interface AppInfo {
  version: string;
  kiosk: boolean;
  /** Seconds without input before the kiosk resets; null when not set. */
  idleSeconds: number | null;
  /** `--event=`: the event the kiosk stands at (a slug); null when not set. */
  event: string | null;
  /** `--name=`: this kiosk's short name (a slug); null when not set. */
  kioskName: string | null;
  /** `--event=` / `--name=` values that were not slugs, for the staff view's warning. */
  ignored: IgnoredTag[];
}

/** What the preload exposes on `window.lyceo`. */
export interface DesktopApi {
  getAppInfo(): Promise<AppInfo>;
  openAllowedLink(url: string): Promise<boolean>;
}

/** What the preload adds for the kiosk's usage counts and staff view. */
export interface DesktopKioskApi {
  /** The stored counts, or null when there are none. */
  readUsageCounts(): Promise<unknown>;
  /** Replaces the stored counts; false when main refused them. */
  writeUsageCounts(counts: unknown): Promise<boolean>;
  /** The counts files main could not use and moved aside this run (names only), for staff. */
  usageCountsSetAside(): Promise<string[]>;
  /** Calls `listener` (with nothing) each time staff ask for the staff view; returns the unsubscribe. */
  onStaffViewRequest(listener: () => void): () => void;
}

/** What the preload adds for presenter mode in the windowed shell. */
export interface DesktopPresentApi {
  /** Presenter mode started (true) or ended (false): main makes the window full screen, or not. */
  setPresenting(on: boolean): Promise<void>;
  /** S: main opens the presenter view, on the laptop's own display when a projector is attached. */
  openPresenterView(): Promise<boolean>;
  /** Tells the other presenting window where the deck is (features/present/deckSync.ts checks it). */
  tellDeckPlace(message: unknown): Promise<void>;
  /** Hears the other presenting window; returns the unsubscribe. */
  onDeckPlace(listener: (message: unknown) => void): () => void;
}

/** What the preload adds for the print view (posters and flyers). */
export interface DesktopPrintApi {
  /** Saves the print view as PDF in Documents/<brand> (@shared/exportFolder); false when main refused or could not. */
  savePosterPdf(): Promise<boolean>;
}

/** What the preload adds for the staff view's CSV export in the shell. */
export interface DesktopExportApi {
  /** Calls `listener` with each export's result; returns the unsubscribe. */
  onExportResult(listener: (result: ExportResult) => void): () => void;
}
