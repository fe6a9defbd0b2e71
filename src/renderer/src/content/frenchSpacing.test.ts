import { describe, expect, it } from 'vitest';
import { copyStrings } from './copyStrings';
import { fr as appScreens } from './fr/appScreens';
import { fr as closingCta } from './fr/closingCta';
import { fr as keyboard } from './fr/keyboard';
import { fr as kiosk } from './fr/kiosk';
import { fr as legal } from './fr/legal';
import { fr as notices } from './fr/notices';
import { fr as poster } from './fr/poster';
import { fr as present } from './fr/present';
import { fr as presentNotes } from './fr/presentNotes';
import { fr as site } from './fr/site';
import { fr as staff } from './fr/staff';
import { fr as staticCopy } from './fr/static';
import { fr as webApp } from './fr/webApp';

/**
 * French puts a space before : ; ? ! » and % and after «, and it must not break
 * there: a line that starts with ":" (a phone's narrow card did) reads as a
 * mistake. An ordinary space, or none, before them is the fault; `?event=` (an
 * address) is not punctuation.
 */
const BREAKABLE = / [:;?!»%](?=\s|$|[,.)»])|« |\d%|[\p{L}\d)][:;!»](?=\s|$)|[\p{L})][?](?=\s|$)/u;

describe('French typography', () => {
  it('keeps each of : ; ? ! » % with the word before it, and « with the word after', () => {
    const copy = {
      appScreens,
      closingCta,
      keyboard,
      kiosk,
      legal,
      notices,
      poster,
      present,
      presentNotes,
      site,
      staff,
      staticCopy,
      webApp,
    };
    const faults = copyStrings(copy).filter(([, text]) => BREAKABLE.test(text));
    expect(faults).toEqual([]);
  });
});
