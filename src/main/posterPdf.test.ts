import { describe, expect, it } from 'vitest';
import { APP_ENTRY } from './appProtocol';
import { mayPrintPoster, posterFileName, STAFF_PRINT_MS } from './posterPdf';

const POSTER = `${APP_ENTRY}#/poster?event=salon-2026`;
const base = { appEntryUrl: APP_ENTRY, kiosk: true, staffOpenedAt: 1_000, now: 2_000 };

describe('mayPrintPoster', () => {
  it('lets staff save the print view after the staff chord', () => {
    expect(mayPrintPoster({ ...base, senderUrl: POSTER })).toBe(true);
    expect(mayPrintPoster({ ...base, senderUrl: `${APP_ENTRY}#/poster` })).toBe(true);
  });

  it('refuses a kiosk visitor: no staff chord, or one long ago', () => {
    expect(mayPrintPoster({ ...base, staffOpenedAt: null, senderUrl: POSTER })).toBe(false);
    expect(mayPrintPoster({ ...base, now: 1_000 + STAFF_PRINT_MS + 1, senderUrl: POSTER })).toBe(
      false,
    );
  });

  it.each([
    ['another page of the app', `${APP_ENTRY}#/console`],
    ['a look-alike route', `${APP_ENTRY}#/posters`],
    ['another origin', 'https://evil.example/#/poster'],
    ['no sender', undefined],
  ])('refuses %s', (_what, senderUrl) => {
    expect(mayPrintPoster({ ...base, senderUrl })).toBe(false);
  });

  it('in the windowed app (no visitors) needs no chord', () => {
    expect(mayPrintPoster({ ...base, kiosk: false, staffOpenedAt: null, senderUrl: POSTER })).toBe(
      true,
    );
  });
});

describe('posterFileName', () => {
  it('names the sheet and the event, never what is not a slug', () => {
    expect(posterFileName(POSTER, 'Lyceo')).toBe('lyceo-poster-salon-2026.pdf');
    expect(posterFileName(`${APP_ENTRY}#/poster?sheet=flyers`, 'Lyceo')).toBe('lyceo-flyers.pdf');
    expect(posterFileName(`${APP_ENTRY}#/poster?event=..%2F..%2Fetc%2Fpasswd`, 'Lyceo')).toBe(
      'lyceo-poster.pdf',
    );
  });
});
