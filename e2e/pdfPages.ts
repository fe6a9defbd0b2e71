import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BrowserContext } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * Renders a PDF to PNG images with PDF.js, run in a page of the test's own
 * Chromium (its canvas), so no native canvas is needed in Node. PDF.js is served
 * from node_modules on a made-up origin: nothing leaves the machine.
 */
const require = createRequire(import.meta.url);
const PDFJS_ORIGIN = 'http://pdfjs.test';
const FILES: Record<string, [path: string, type: string]> = {
  '/': ['', 'text/html'],
  '/pdf.mjs': [require.resolve('pdfjs-dist/build/pdf.mjs'), 'text/javascript'],
  '/pdf.worker.mjs': [require.resolve('pdfjs-dist/build/pdf.worker.mjs'), 'text/javascript'],
};

export interface PdfPage {
  /** The page's size in PostScript points (A4: 595.28 × 841.89). */
  width: number;
  height: number;
  /** Its text, as PDF.js reads it. */
  text: string;
  png: PNG;
}

/** Every page of `pdf`, rendered at `scale` (2.5: 180 dpi). */
export async function renderPdf(context: BrowserContext, pdf: Buffer, scale = 2.5) {
  const page = await context.newPage();
  await page.route(`${PDFJS_ORIGIN}/**`, (route) => {
    const [path, type] = FILES[new URL(route.request().url()).pathname] ?? ['', 'text/plain'];
    return route.fulfill({
      status: path === '' && type !== 'text/html' ? 404 : 200,
      contentType: type,
      body: path === '' ? '<!doctype html><title>pdf</title>' : readFileSync(path),
    });
  });
  await page.goto(`${PDFJS_ORIGIN}/`);
  const rendered = await page.evaluate(
    async ({ base64, scale, origin }) => {
      const pdfjs = (await import(`${origin}/pdf.mjs`)) as typeof import('pdfjs-dist');
      pdfjs.GlobalWorkerOptions.workerSrc = `${origin}/pdf.worker.mjs`;
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const doc = await pdfjs.getDocument({ data }).promise;
      const pages = [];
      for (let number = 1; number <= doc.numPages; number += 1) {
        const pdfPage = await doc.getPage(number);
        const viewport = pdfPage.getViewport({ scale });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await pdfPage.render({ canvas, viewport }).promise;
        const content = await pdfPage.getTextContent();
        const [, , width, height] = pdfPage.view;
        pages.push({
          width: width ?? 0,
          height: height ?? 0,
          text: content.items.map((item) => ('str' in item ? item.str : '')).join(' '),
          png: canvas.toDataURL('image/png'),
        });
      }
      return pages;
    },
    { base64: pdf.toString('base64'), scale, origin: PDFJS_ORIGIN },
  );
  await page.close();
  return rendered.map((one): PdfPage => ({
    ...one,
    png: PNG.sync.read(Buffer.from(one.png.replace(/^data:image\/png;base64,/, ''), 'base64')),
  }));
}

/**
 * The QR code in each cell of a `columns` × `rows` grid over the image (jsQR
 * reads one code an image): null where a cell holds none.
 */
export function decodeQrGrid(png: PNG, columns: number, rows: number): (string | null)[] {
  const found: (string | null)[] = [];
  const cellWidth = Math.floor(png.width / columns);
  const cellHeight = Math.floor(png.height / rows);
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) {
      const cell = new Uint8ClampedArray(cellWidth * cellHeight * 4);
      for (let y = 0; y < cellHeight; y += 1) {
        const start = ((row * cellHeight + y) * png.width + column * cellWidth) * 4;
        cell.set(png.data.subarray(start, start + cellWidth * 4), y * cellWidth * 4);
      }
      found.push(jsQR(cell, cellWidth, cellHeight)?.data ?? null);
    }
  }
  return found;
}
