import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALLOWED_WORDS, builtPages, pageTexts, spellingFaults, wordsOf } from './spellcheck.mjs';

const PAGE = `<!doctype html><html lang="fr"><head>
<title>Lyceo · Appli de révision</title>
<meta name="description" content="Cours et corrigés">
<meta property="og:url" content="https://lyceo.cm/fr/">
<style>.splash{display:none}</style>
<script>const lang = "lyceo-locale";</script>
<noscript><p>Active JavaScript</p></noscript>
</head><body>
<div id="splash" role="status" lang="en">Loading...</div>
<a href="../" lang="en">English</a>
<p>Tu es hors ligne : ouvre‑le <b>maintenant</b></p>
<img alt="Un téléphone"><input placeholder="Cherche un sujet">
<button aria-label="Fermer le menu" title="Menu"></button>
<template><p>Caché</p></template>
</body></html>`;

/** A dictionary that knows nothing but `known`. */
const knowing =
  (/** @type {string[]} */ ...known) =>
  (/** @type {string[]} */ words) =>
    new Set(words.flatMap((word) => word.split(/[-\u2011]/)).filter((w) => !known.includes(w)));

describe('the spell check', () => {
  it('reads each run of text in the language its nearest lang gives', () => {
    const texts = pageTexts(PAGE);
    const inLanguage = (/** @type {string} */ lang) =>
      texts
        .filter((text) => text.lang === lang)
        .map((text) => text.text.trim())
        .join(' | ');
    expect(inLanguage('en')).toBe('Loading... | English');
    expect(inLanguage('fr')).toBe(
      'Lyceo · Appli de révision | Cours et corrigés | Active JavaScript | Tu es hors ligne : ouvre‑le | maintenant | Un téléphone | Cherche un sujet | Fermer le menu | Menu',
    );
  });

  it('leaves out scripts, styles, templates and addresses', () => {
    const text = pageTexts(PAGE)
      .map((run) => run.text)
      .join(' ');
    for (const code of ['display', 'lyceo-locale', 'Caché', 'https'])
      expect(text).not.toContain(code);
  });

  it('takes words with their elisions and hyphens, without digits, capitals, addresses or allowed names', () => {
    expect(
      wordsOf(
        'Télécharge‑la : l’appli de Lyceo, A4, 2G, FR, QR, contact@lyceo.cm, https://lyceo.cm/fr, lyceo.locale',
      ),
    ).toEqual(['Télécharge‑la', 'l’appli', 'de']);
    expect(ALLOWED_WORDS.size).toBeLessThan(25);
  });

  it('names each unknown word with its language and pages, a hyphenated one whole', () => {
    const pages = [
      { page: 'index.html', html: '<html lang="en"><p>Revise on Wi-Fi, the Probatoire</p></html>' },
      { page: 'fr/index.html', html: '<html lang="fr"><p>Révise en Wi-Fi</p></html>' },
      { page: '404.html', html: '<html lang="en"><p>Revize</p></html>' },
    ];
    const check = knowing('Revise', 'on', 'the', 'en', 'Révise', 'Fi');
    expect(spellingFaults(pages, check)).toEqual(['en "Revize": 404.html']);
    expect(spellingFaults(pages, knowing('Revise', 'on', 'the', 'Revize'))).toEqual([
      'fr "Révise": fr/index.html',
      'fr "en": fr/index.html',
    ]);
  });

  it('fails on text in a language it has no dictionary for', () => {
    const pages = [{ page: 'es/index.html', html: '<html lang="es-ES"><p>Hola</p></html>' }];
    expect(spellingFaults(pages, knowing())).toEqual([
      'text in language "es", no dictionary: es/index.html',
    ]);
  });

  it('reads every HTML page of a build, in its folders', () => {
    const dist = mkdtempSync(join(tmpdir(), 'spellcheck-'));
    mkdirSync(join(dist, 'fr', 'terms-of-use'), { recursive: true });
    for (const page of ['index.html', 'offline.html', 'fr/terms-of-use/index.html', 'sw.js'])
      writeFileSync(join(dist, page), '<p>x</p>');
    expect(builtPages(dist).map((page) => page.page)).toEqual([
      'fr/terms-of-use/index.html',
      'index.html',
      'offline.html',
    ]);
  });

  it("reads a static view (a <main>'s content) in its language page's lang", () => {
    const dist = mkdtempSync(join(tmpdir(), 'spellcheck-'));
    mkdirSync(join(dist, 'fr', 'views'), { recursive: true });
    writeFileSync(join(dist, 'fr', 'index.html'), '<html lang="fr"><p>Bonjour</p></html>');
    writeFileSync(join(dist, 'fr', 'views', 'console.html'), '<h1>Épreuves</h1>');
    const view = builtPages(dist).find((page) => page.page === 'fr/views/console.html');
    expect(pageTexts(view?.html ?? '')).toEqual([{ lang: 'fr', text: 'Épreuves' }]);
  });
});
