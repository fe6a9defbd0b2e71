import { describe, expect, it } from 'vitest';
import { appScreenCopies } from './appScreens';
import { copyStrings } from './copyStrings';
import { fr } from './fr/site';
import { kioskCopies } from './kiosk';
import { fr as legalFr } from './fr/legal';
import { keyboardCopies } from './keyboard';
import { noticesCopies } from './notices';
import { posterCopies } from './poster';
import { presentCopies } from './present';
import { fr as staticFr } from './fr/static';

/** "vous", "votre", "vos", or a second-person-plural verb ("Scannez", "économisez", "Suivez-nous"). */
const VOUS = /\b(vous|votre|vos)\b|\b\p{L}{2,}ez\b/iu;
/** French words ending in -ez that are not a verb addressed to the reader. */
const NOT_A_VERB = /\b(chez|assez|nez)\b/giu;

/** The copy a student or a kiosk visitor reads (content/README.md: "tu" there). */
const visitorCopy = {
  site: fr,
  appScreens: appScreenCopies.fr,
  legal: legalFr,
  kiosk: kioskCopies.fr,
  keyboard: keyboardCopies.fr,
  notices: noticesCopies.fr,
  present: presentCopies.fr,
  printedSheet: { scan: posterCopies.fr.scan, orType: posterCopies.fr.orType },
  static: { share: staticFr.share, bootFailed: staticFr.bootFailed.message },
};

describe('French register', () => {
  it('says "tu" wherever a student or a visitor reads', () => {
    const vous = copyStrings(visitorCopy).filter(([, text]) =>
      VOUS.test(text.replace(NOT_A_VERB, '')),
    );
    expect(vous).toEqual([]);
  });
});
