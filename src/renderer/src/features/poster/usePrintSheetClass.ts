import { useEffect } from 'react';
import type { PrintSheet } from './posterParams';

/**
 * Marks the document with the sheet on screen, so the print rules (poster.scss)
 * print the sheet alone, and only while the print view is shown: the rules
 * stay loaded after the view is left, and must not touch another page's print.
 */
export function usePrintSheetClass(sheet: PrintSheet): void {
  useEffect(() => {
    const root = document.documentElement;
    const name = sheet === 'flyers' ? 'printing-flyers' : 'printing-poster';
    root.classList.add('printing-sheet', name);
    return () => root.classList.remove('printing-sheet', name);
  }, [sheet]);
}
