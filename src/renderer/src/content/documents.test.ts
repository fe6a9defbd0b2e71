import { describe, expect, it } from 'vitest';
import { SAMPLE_DOCUMENTS, sampleDocuments } from './documents';
import { LOCALES } from './locales';

/**
 * Titles that may read the same in both languages: a proper name, or words
 * French and English share. Empty: every sample title is translated.
 */
const SAME_IN_BOTH: readonly string[] = [];

describe('the sample documents', () => {
  it('have a French title of their own, not the English one', () => {
    const same = SAMPLE_DOCUMENTS.filter(
      ({ title }) => title.fr === title.en && !SAME_IN_BOTH.includes(title.en),
    ).map(({ title }) => title.en);
    expect(same).toEqual([]);
  });

  it.each(LOCALES)('are listed in %s with every title in that language', (locale) => {
    const listed = sampleDocuments(locale);
    expect(listed.map((document) => document.title)).toEqual(
      SAMPLE_DOCUMENTS.map(({ title }) => title[locale]),
    );
    expect(new Set(listed.map((document) => document.titleLang))).toEqual(new Set([locale]));
    // One list a language: the console indexes it once, not on every render.
    expect(sampleDocuments(locale)).toBe(listed);
  });
});
