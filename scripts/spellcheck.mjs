// The spell check of `npm test`: every page the website build writes (the
// prerendered landing pages, the static legal pages, offline.html and 404.html,
// in English and under fr/) read back as a visitor sees it, each run of text in
// the language its `lang` says, through hunspell (Debian's hunspell-en-gb and
// hunspell-fr: scripts/ensure-hunspell.mjs installs them). Fails listing each
// unknown word with the pages that show it. Reads dist/web, the build the size
// check reads; `node scripts/spellcheck.mjs <folder>` reads another.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { load } from 'cheerio';

/** hunspell's dictionary for each language the pages declare. */
export const DICTIONARIES = /** @type {const} */ ({ en: 'en_GB', fr: 'fr_FR' });

/** The Debian packages that bring hunspell and those dictionaries. */
export const HUNSPELL_PACKAGES = 'hunspell hunspell-en-gb hunspell-fr';

/**
 * Words no dictionary knows that are right, in either language: names only.
 * A misspelling is fixed in the copy, never added here.
 */
export const ALLOWED_WORDS = new Set([
  // The brand (VITE_BRAND_NAME's default, which the build npm test checks has).
  'Lyceo',
  // Cameroon's school system, in English too: its exams and classes.
  'Baccalauréat',
  'Probatoire',
  'Terminale',
  'Première',
  'Seconde',
  // Places and people: a testimonial's first name.
  'Yaoundé',
  'Douala',
  'Aïcha',
  // Services and products the site names: Google Play, (MTN) Mobile Money, Wi-Fi, the iPhone
  // the app is not on yet (French dictionaries lack it).
  'iPhone',
  'WhatsApp',
  'TikTok',
  'YouTube',
  'Play',
  'money',
  'Wi-Fi',
  // The cookie the privacy notice names.
  'lang',
]);

/** Elements whose content no visitor reads as text. */
const NOT_TEXT = 'script, style, template';

/** Attributes a visitor sees or hears: alternative text, labels, tooltips, placeholders. */
const TEXT_ATTRIBUTES = ['alt', 'aria-label', 'title', 'placeholder'];

/** The <meta> whose content a search result or a link preview shows. */
const TEXT_METAS = new Set([
  'description',
  'og:title',
  'og:description',
  'og:image:alt',
  'twitter:title',
  'twitter:description',
  'twitter:image:alt',
]);

/** Addresses and keys are not words: web and e-mail addresses, dotted names (lyceo.cm, lyceo.locale). */
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|\S+@\S+|[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu;

/** Abbreviations and initials (FR, QR, FCFA, an avatar's JT): capitals only, no dictionary has them all. */
const CAPITALS = /^[\p{Lu}\p{N}]+$/u;

/**
 * The words of a text: letters joined by apostrophes or hyphens (l’appli,
 * Télécharge‑la), without those next to a digit (A4, 2G, 1200x630).
 */
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’\u2011-][\p{L}\p{M}\p{N}]+)*/gu;

/**
 * The text of one HTML page, each run under the language its nearest `lang`
 * gives: element text and the attributes read aloud or shown.
 * @param {string} html
 * @returns {{ lang: string, text: string }[]}
 */
export function pageTexts(html) {
  // As a browser without JavaScript parses it: <noscript> holds elements, not raw text.
  const $ = load(html, { scriptingEnabled: false });
  $(NOT_TEXT).remove();
  /** @type {{ lang: string, text: string }[]} */
  const texts = [];
  $('*').each((_, element) => {
    if (!('attribs' in element)) return;
    const lang = $(element).closest('[lang]').attr('lang') ?? '';
    const { attribs } = element;
    for (const child of element.children) {
      if (child.type === 'text' && child.data.trim()) texts.push({ lang, text: child.data });
    }
    for (const name of TEXT_ATTRIBUTES) {
      const value = attribs[name];
      if (value?.trim()) texts.push({ lang, text: value });
    }
    const meta = attribs.name ?? attribs.property;
    if (element.name === 'meta' && meta && TEXT_METAS.has(meta) && attribs.content)
      texts.push({ lang, text: attribs.content });
  });
  return texts;
}

/**
 * The words of a text worth a dictionary's look: no addresses, no token with
 * a digit, no single letters, none on the allow-list.
 * @param {string} text
 * @returns {string[]}
 */
export function wordsOf(text) {
  return (text.replace(ADDRESS, ' ').match(WORD) ?? []).filter(
    (word) =>
      word.length > 1 && !/\p{N}/u.test(word) && !CAPITALS.test(word) && !ALLOWED_WORDS.has(word),
  );
}

/** The primary language of a `lang` value: `fr-CM` → `fr`. */
const languageOf = (/** @type {string} */ lang) => lang.toLowerCase().split('-')[0] ?? '';

/**
 * Every page's words by language: for each language, each word with the pages it is on.
 * @param {{ page: string, html: string }[]} pages
 * @returns {Map<string, Map<string, Set<string>>>}
 */
export function wordsByLanguage(pages) {
  /** @type {Map<string, Map<string, Set<string>>>} */
  const languages = new Map();
  for (const { page, html } of pages) {
    for (const { lang, text } of pageTexts(html)) {
      const language = languageOf(lang);
      const words = languages.get(language) ?? new Map();
      languages.set(language, words);
      for (const word of wordsOf(text)) words.set(word, (words.get(word) ?? new Set()).add(page));
    }
  }
  return languages;
}

/**
 * The words hunspell does not know in `dictionary`, one word a line in, one out.
 * @param {string[]} words
 * @param {string} dictionary
 * @returns {Set<string>}
 */
export function unknownWords(words, dictionary) {
  const output = execFileSync('hunspell', ['-l', '-d', dictionary], {
    input: words.join('\n'),
    encoding: 'utf8',
  });
  return new Set(output.split('\n').filter(Boolean));
}

/** The dictionaries hunspell cannot open here: all of them when hunspell itself is missing. */
export function missingDictionaries() {
  return Object.values(DICTIONARIES).filter((dictionary) => {
    try {
      execFileSync('hunspell', ['-l', '-d', dictionary], { input: '', stdio: 'pipe' });
      return false;
    } catch {
      return true;
    }
  });
}

/**
 * The faults of a build: each unknown word with its language and pages, and
 * text in a language without a dictionary.
 * @param {{ page: string, html: string }[]} pages
 * @param {(words: string[], dictionary: string) => Set<string>} check
 * @returns {string[]}
 */
export function spellingFaults(pages, check = unknownWords) {
  /** @type {string[]} */
  const faults = [];
  for (const [language, words] of wordsByLanguage(pages)) {
    const dictionary = DICTIONARIES[/** @type {keyof typeof DICTIONARIES} */ (language)];
    if (!dictionary) {
      const where = new Set([...words.values()].flatMap((set) => [...set]));
      faults.push(`text in language "${language}", no dictionary: ${[...where].join(', ')}`);
      continue;
    }
    const unknown = check([...words.keys()], dictionary);
    // hunspell names the part of a hyphenated word it does not know (Wi-Fi: "Wi").
    const wrong = [...words.keys()].filter(
      (word) => unknown.has(word) || word.split(/[-\u2011]/).some((part) => unknown.has(part)),
    );
    for (const word of wrong.sort()) {
      faults.push(`${language} "${word}": ${[...(words.get(word) ?? [])].join(', ')}`);
    }
  }
  return faults;
}

/**
 * Every HTML page under `dist`, with its path relative to it.
 * @param {string} dist
 */
export function builtPages(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort()
    .map((file) => {
      const html = readFileSync(join(dist, file), 'utf8');
      return { page: relative(dist, join(dist, file)), html: inItsPage(dist, file, html) };
    });
}

/**
 * A static view (`views/console.html`, `fr/views/…`: src/shared/staticViews.ts) is the
 * content of a `<main>`, shown inside its language's page: read it under that page's `lang`.
 * @param {string} dist
 * @param {string} file
 * @param {string} html
 */
function inItsPage(dist, file, html) {
  const folder = dirname(file);
  if (basename(folder) !== 'views') return html;
  const page = readFileSync(join(dist, dirname(folder), 'index.html'), 'utf8');
  const lang = /<html\b[^>]*?\slang="([^"]*)"/.exec(page)?.[1] ?? '';
  return `<div lang="${lang}">${html}</div>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const missing = missingDictionaries();
  if (missing.length > 0) {
    console.error(
      `Spelling: hunspell cannot open ${missing.join(', ')}; \`node scripts/ensure-hunspell.mjs\` installs ${HUNSPELL_PACKAGES} (Debian, as root).`,
    );
    process.exit(1);
  }
  const dist = resolve(process.argv[2] ?? 'dist/web');
  const pages = builtPages(dist);
  const faults = spellingFaults(pages);
  if (faults.length > 0) {
    console.error(
      `Spelling: ${faults.length} unknown word(s) in ${dist}\n  ${faults.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`Spelling: ${pages.length} pages, no unknown word.`);
}
