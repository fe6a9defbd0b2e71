import { describe, expect, it } from 'vitest';
import { CLASSROOMS } from './catalogue';
import { copyStrings } from './copyStrings';
import { SAMPLE_DOCUMENTS } from './documents';
import { keyboardCopies } from './keyboard';
import { kioskCopies } from './kiosk';
import { legalCopies } from './legal';
import { noticesCopies } from './notices';
import { posterCopies } from './poster';
import { siteCopies } from './siteCopies';
import { staticCopies } from './static';
import { webAppCopies } from './webApp';

/** "Terminal" as a class's name: Cameroon's last lycée year is the Terminale, in French and in English. */
const TERMINAL = /\bTerminal\b/;

describe('class names', () => {
  it('call the last lycée year "Terminale" in the catalogue, the sample data and every copy', () => {
    const copy = {
      site: siteCopies,
      legal: legalCopies,
      static: staticCopies,
      webApp: webAppCopies,
      notices: noticesCopies,
      kiosk: kioskCopies,
      keyboard: keyboardCopies,
      poster: posterCopies,
      classrooms: CLASSROOMS,
      documents: SAMPLE_DOCUMENTS,
    };
    expect(copyStrings(copy).filter(([, text]) => TERMINAL.test(text))).toEqual([]);
    expect(CLASSROOMS.filter((name) => name.startsWith('Terminale '))).toHaveLength(3);
  });
});
