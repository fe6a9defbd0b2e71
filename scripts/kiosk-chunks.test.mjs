import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kioskOverBudget, measureKioskChunks, measurePresenterChunks } from './kiosk-chunks.mjs';

/** A built site: an entry, the kiosk layer with a shared QR chunk and its CSS, the staff screens. */
function fixture() {
  const dir = mkdtempSync(join(tmpdir(), 'kiosk-chunks-'));
  mkdirSync(join(dir, 'assets'));
  /** @type {Record<string, string>} */
  const files = {
    'index.html': '<script type="module" src="./assets/index-a1.js"></script>',
    'assets/index-a1.js':
      'const k=()=>import("./KioskLayer-b2.js"),q=()=>import("./StoreQr-c3.js");export const x=1;',
    'assets/KioskLayer-b2.js':
      'import{x}from"./index-a1.js";import{q}from"./QrCode-d4.js";const s=()=>import("./StaffScreens-e5.js");',
    'assets/KioskLayer-b2.css': '.attract{color:#fff}',
    'assets/StoreQr-c3.js': 'import{q}from"./QrCode-d4.js";export default q;',
    'assets/QrCode-d4.js': `export const q="${'qr'.repeat(500)}";`,
    'assets/StaffScreens-e5.js': `import{q}from"./QrCode-d4.js";export default "${'view'.repeat(900)}";`,
    'assets/StaffScreens-f6.css': '.pin-keys{display:grid}',
    'assets/ConsolePage-g7.js': 'export default 1',
    'assets/loadPresenter-i9.js': 'export const l=()=>import("./Presenter-h8.js");',
    'assets/Presenter-h8.js': 'import{x}from"./index-a1.js";import{q}from"./QrCode-d4.js";',
    'assets/Presenter-h8.css': '.present{color:#000}',
    'assets/PresenterView-j1.js': 'import{x}from"./index-a1.js";import{p}from"./Presenter-h8.js";',
    'assets/keepOffline-k2.js': 'export const k=()=>import("./Presenter-h8.js");',
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  /** @param {string} name */
  const gz = (name) => gzipSync(files[name] ?? '').length;
  return { dir, gz };
}

describe('measureKioskChunks', () => {
  it('counts each part once, on top of the first view, with its stylesheets', () => {
    const { dir, gz } = fixture();
    const measure = measureKioskChunks(dir);
    /** @param {string} part */
    const byPart = (part) =>
      measure.rows
        .filter((row) => row.part === part)
        .map((row) => row.file)
        .sort();
    expect(byPart('kiosk')).toEqual([
      'assets/KioskLayer-b2.css',
      'assets/KioskLayer-b2.js',
      'assets/QrCode-d4.js',
      'assets/StoreQr-c3.js',
    ]);
    // The shared QR chunk is already there when staff open their screens.
    expect(byPart('staff')).toEqual(['assets/StaffScreens-e5.js', 'assets/StaffScreens-f6.css']);
    expect(measure.kiosk).toBe(
      gz('assets/KioskLayer-b2.js') +
        gz('assets/KioskLayer-b2.css') +
        gz('assets/QrCode-d4.js') +
        gz('assets/StoreQr-c3.js'),
    );
    expect(measure.staff).toBe(gz('assets/StaffScreens-e5.js') + gz('assets/StaffScreens-f6.css'));
  });

  it('fails loudly when a chunk it expects is missing (a renamed module)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kiosk-chunks-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '');
    expect(() => measureKioskChunks(dir)).toThrow(/KioskLayer/);
  });

  it("measures presenter mode's chunks on top of the first view alone, shared ones included", () => {
    const { dir, gz } = fixture();
    const measure = measurePresenterChunks(dir);
    expect(measure.rows.map((row) => row.file).sort()).toEqual([
      'assets/Presenter-h8.css',
      'assets/Presenter-h8.js',
      'assets/PresenterView-j1.js',
      'assets/QrCode-d4.js',
      'assets/keepOffline-k2.js',
      'assets/loadPresenter-i9.js',
    ]);
    // The presenter view and the idle keeping come later: never the audience's download.
    expect(measure.later).toBe(gz('assets/PresenterView-j1.js') + gz('assets/keepOffline-k2.js'));
    expect(measure.present).toBe(
      gz('assets/loadPresenter-i9.js') +
        gz('assets/Presenter-h8.js') +
        gz('assets/Presenter-h8.css') +
        gz('assets/QrCode-d4.js'),
    );
  });

  it('reports each exceeded budget', () => {
    expect(kioskOverBudget({ kiosk: 33_001, staff: 1 })).toEqual([
      'kiosk chunks: 33001 B gzip > 33000 B',
    ]);
    expect(kioskOverBudget({ kiosk: 1, staff: 15_001 })).toHaveLength(1);
    expect(kioskOverBudget({ kiosk: 33_000, staff: 15_000 })).toEqual([]);
  });
});
