import { describe, expect, it } from 'vitest';
import { copyStrings } from './copyStrings';
import { SAMPLE_DOCUMENTS } from './documents';
import { fr as closingCta } from './fr/closingCta';
import { fr as keyboard } from './fr/keyboard';
import { fr as kiosk } from './fr/kiosk';
import { fr as legal } from './fr/legal';
import { fr as notices } from './fr/notices';
import { fr as poster } from './fr/poster';
import { fr as site } from './fr/site';
import { fr as staff } from './fr/staff';
import { fr as staticCopy } from './fr/static';
import { fr as webApp } from './fr/webApp';

/**
 * A verb and its pronoun ("ouvre-le", "Suis-nous", "télécharge-les") joined by a
 * breakable hyphen: a narrow title broke as "ouvre-" / "le". They take U+2011,
 * the non-breaking hyphen, which looks the same.
 */
const BREAKABLE_VERB_PRONOUN =
  /\p{L}[-\u2010](le|la|les|moi|toi|nous|vous|lui|leur|en|y)(?!\p{L})/u;

describe('French hyphens', () => {
  it('keeps every verb and pronoun together with a non-breaking hyphen', () => {
    const copy = {
      closingCta,
      keyboard,
      kiosk,
      legal,
      notices,
      poster,
      site,
      staff,
      staticCopy,
      webApp,
      documents: SAMPLE_DOCUMENTS.map((document) => document.title.fr),
    };
    const faults = copyStrings(copy).filter(([, text]) => BREAKABLE_VERB_PRONOUN.test(text));
    expect(faults).toEqual([]);
  });

  it('finds a breakable one, and lets the non-breaking one and "là" be', () => {
    expect(BREAKABLE_VERB_PRONOUN.test('Tu es hors ligne : ouvre-le sur un téléphone')).toBe(true);
    expect(BREAKABLE_VERB_PRONOUN.test('Vas-y')).toBe(true);
    expect(BREAKABLE_VERB_PRONOUN.test('ouvre\u2011le, Suis\u2011nous')).toBe(false);
    expect(BREAKABLE_VERB_PRONOUN.test('celle-là, Wi-Fi, e-mail, peut-être')).toBe(false);
  });
});
