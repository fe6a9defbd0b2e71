import type { DesktopPrintApi } from '@shared/ipc';

/**
 * The shell's "Save poster as PDF", or null on the website (main checks who
 * asks). Here rather than in lib/desktop.ts, which ships with the first view.
 */
export function desktopPosterPdf(): (() => Promise<boolean>) | null {
  const candidate = (window as { lyceo?: unknown }).lyceo as Partial<DesktopPrintApi> | undefined;
  const save = candidate?.savePosterPdf;
  return typeof save === 'function' ? () => save() : null;
}
