/**
 * The app's screens as we draw them: a phone, the app's green top bar and one
 * screen of it (a Bac correction, a quiz, the list of past papers, the
 * documents a class shared), every
 * word from the typed copy (content/*\/appScreens.ts). Pure: copy in, SVG
 * markup out; the build writes one file per screen and language
 * (appScreenFiles.ts). An image's text cannot wrap nor be measured here, so
 * each line has a width it must fit in at a generous estimate of its font:
 * a longer translation fails the build and its test, naming the line.
 */
import type { AppScreenId, AppScreensCopy } from '../../src/renderer/src/content/types';
import { element, text } from './svg';

export const SCREEN_WIDTH = 300;
export const SCREEN_HEIGHT = 600;

// The brand's colours (styles/_theme.scss); the dark scheme's as the site's (styles/_dark.scss).
// The green bars, buttons and ticks stay green in both; cards, text and tints follow the scheme.
const STYLE = [
  // Longhands, not `font`: resvg (the share image, tooling/seo) reads only these.
  'text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:12px;fill:#14213d}',
  '.b{fill:#f4f7f5}.c{fill:#fff;stroke:#dfe6e2}.t{fill:#e3f2eb}.g{fill:#0b6e4f}',
  '.o{stroke:#0b6e4f;stroke-width:2}.w{fill:#fff}.m{fill:#56627a}.a{fill:#0b6e4f}',
  '.s{font-size:11px}.y{font-weight:700}.x{font-size:17px;font-weight:700}',
  '.f{font-family:"Cambria Math","STIX Two Math","Times New Roman",serif;font-size:15px}',
  '.l,.d{fill:none;stroke-width:2.2;stroke-linecap:round;stroke-linejoin:round}.l{stroke:#fff}.d{stroke:#0b6e4f}',
  '@media(prefers-color-scheme:dark){.b{fill:#10161d}.c{fill:#18212b;stroke:#344152}.t{fill:#173528}',
  'text{fill:#e8ecf0}.m{fill:#b4bdc8}.a{fill:#6fdcb0}.o{stroke:#6fdcb0}.d{stroke:#6fdcb0}}',
].join('');

/** Average glyph width over the font size, a little above most sans and serif faces. */
const GLYPH = { regular: 0.56, bold: 0.6, formula: 0.52 } as const;

/** `words`, or a build error when their estimated width at `size` px overflows `room`. */
function fit(words: string, size: number, glyph: keyof typeof GLYPH, room: number): string {
  const width = [...words].length * size * GLYPH[glyph];
  if (width > room)
    throw new Error(
      `App screen: "${words}" is about ${Math.round(width)} px wide, ${room} px fit: shorten it.`,
    );
  return words;
}

/** The estimated width of a chip around `words` (11 px, bold). */
const chipWidth = (words: string): number => Math.round([...words].length * 11 * GLYPH.bold) + 24;

const tick = (x: number, y: number): string =>
  element('path', { d: `M${x - 5} ${y}l3.5 3.5 7-7`, class: 'l' });

/** The phone, its screen, the app's green top bar down to `barBottom`, and `screen` on it. */
function phone(barBottom: number, screen: string): string {
  return element(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `0 0 ${SCREEN_WIDTH} ${SCREEN_HEIGHT}`,
      width: SCREEN_WIDTH,
      height: SCREEN_HEIGHT,
    },
    element('style', {}, STYLE),
    element('rect', {
      x: 1,
      y: 1,
      width: 298,
      height: 598,
      rx: 44,
      fill: '#14213d',
      stroke: '#3d4d70',
      'stroke-width': 2,
    }),
    element('rect', { x: 12, y: 12, width: 276, height: 576, rx: 34, class: 'b' }),
    element('path', {
      d: `M12 46a34 34 0 0 1 34-34h208a34 34 0 0 1 34 34v${barBottom - 46}H12z`,
      class: 'g',
    }),
    // The status bar: the time, the camera, signal and battery (figures and shapes only).
    text(38, 33, 'w s y', '9:41'),
    element('circle', { cx: 150, cy: 28, r: 6, fill: '#14213d' }),
    element('path', { d: 'M226 34v-3m4 3v-6m4 6v-9m4 9v-12', class: 'l', 'stroke-width': 2 }),
    element('rect', { x: 246, y: 23, width: 18, height: 10, rx: 2.5, class: 'w' }),
    screen,
    element('rect', { x: 115, y: 575, width: 70, height: 4, rx: 2, class: 'm' }),
  );
}

/** The top bar's back arrow, title and line under it. */
function titleBar(title: string, under: string): string {
  return [
    element('path', { d: 'M33 70l-8 8 8 8', class: 'l' }),
    text(46, 84, 'w x', fit(title, 17, 'bold', 230)),
    text(46, 101, 'w s', fit(under, 11, 'regular', 230)),
  ].join('');
}

/** A wide green button at the foot of the screen. */
function footButton(words: string): string {
  return [
    element('rect', { x: 24, y: 524, width: 252, height: 42, rx: 21, class: 'g' }),
    text(150, 550, 'w y', fit(words, 13, 'bold', 220), {
      'text-anchor': 'middle',
      'font-size': 13,
    }),
  ].join('');
}

function correction(copy: AppScreensCopy['correction']): string {
  const parts = [
    titleBar(copy.title, copy.paper),
    element('rect', { x: 24, y: 124, width: chipWidth(copy.chip), height: 24, rx: 12, class: 't' }),
    text(36, 140, 'a s y', fit(copy.chip, 11, 'bold', 228)),
    element('rect', { x: 24, y: 160, width: 252, height: 82, rx: 14, class: 'c' }),
    text(40, 182, 'a s y', fit(copy.statementHeading, 11, 'bold', 220)),
    text(40, 202, '', fit(copy.statement, 12, 'regular', 220)),
    text(40, 228, 'f y', fit(copy.equation, 16, 'formula', 220), { 'font-size': 16 }),
  ];
  let y = 258;
  copy.steps.forEach((step, index) => {
    const box = step.formulas.length * 24 + 10;
    parts.push(
      element('circle', { cx: 34, cy: y + 8, r: 10, class: 'g' }),
      text(34, y + 12, 'w s y', String(index + 1), { 'text-anchor': 'middle' }),
      text(52, y + 12, 'y', fit(step.heading, 12, 'bold', 220)),
      element('rect', { x: 24, y: y + 24, width: 252, height: box, rx: 10, class: 't' }),
      ...step.formulas.map((formula, line) =>
        text(38, y + 47 + line * 24, 'f a', fit(formula, 15, 'formula', 226)),
      ),
    );
    y += 24 + box + 16;
  });
  parts.push(
    element('rect', { x: 24, y, width: 252, height: 72, rx: 14, class: 'c' }),
    element('rect', { x: 32, y: y + 14, width: 4, height: 44, rx: 2, fill: '#fcd116' }),
    text(46, y + 25, 'm s y', fit(copy.conclusion, 11, 'bold', 220)),
    text(46, y + 54, 'f y', fit(copy.solution, 19, 'formula', 220), { 'font-size': 19 }),
    footButton(copy.next),
  );
  return phone(112, parts.join(''));
}

function quiz(copy: AppScreensCopy['quiz']): string {
  const parts = [
    titleBar(copy.title, copy.chip),
    text(24, 136, 'm s y', fit(copy.progress, 11, 'bold', 252)),
    element('rect', { x: 24, y: 146, width: 252, height: 8, rx: 4, class: 't' }),
    element('rect', { x: 24, y: 146, width: 76, height: 8, rx: 4, class: 'g' }),
    element('rect', { x: 24, y: 170, width: 252, height: 86, rx: 14, class: 'c' }),
    ...copy.question.map((line, index) =>
      text(40, 205 + index * 26, 'x', fit(line, 17, 'bold', 222)),
    ),
  ];
  copy.answers.forEach((answer, index) => {
    const y = 272 + index * 54;
    const letter = String.fromCharCode(65 + index);
    parts.push(
      element('rect', {
        x: 24,
        y,
        width: 252,
        height: 44,
        rx: 12,
        class: answer.correct ? 't o' : 'c',
      }),
      element('circle', { cx: 48, cy: y + 22, r: 12, class: answer.correct ? 'g' : 't' }),
      text(48, y + 26, answer.correct ? 'w s y' : 'a s y', letter, { 'text-anchor': 'middle' }),
      text(
        70,
        y + 27,
        answer.correct ? 'y' : '',
        fit(answer.text, 13, answer.correct ? 'bold' : 'regular', 168),
        {
          'font-size': 13,
        },
      ),
    );
    if (answer.correct)
      parts.push(element('circle', { cx: 256, cy: y + 22, r: 11, class: 'g' }), tick(256, y + 22));
  });
  parts.push(text(24, 500, 'a y', fit(copy.feedback, 12, 'bold', 252)), footButton(copy.next));
  return phone(112, parts.join(''));
}

function documents(copy: AppScreensCopy['documents']): string {
  const parts = [
    text(28, 80, 'w x', fit(copy.title, 17, 'bold', 244)),
    element('rect', { x: 24, y: 94, width: 252, height: 32, rx: 16, fill: '#fff', opacity: 0.2 }),
    element('path', { d: 'M46 113l5 5', class: 'l' }),
    element('circle', { cx: 41, cy: 108, r: 6, class: 'l' }),
    text(58, 114, 'w s', fit(copy.search, 11, 'regular', 206)),
  ];
  // The filter chips run on past the screen's edge, as a row that scrolls sideways does.
  const chips: string[] = [];
  let x = 24;
  for (const filter of copy.filters) {
    const width = chipWidth(filter.label);
    chips.push(
      element('rect', { x, y: 150, width, height: 28, rx: 14, class: filter.selected ? 'g' : 'c' }),
      text(x + 12, 168, filter.selected ? 'w s y' : 's y', fit(filter.label, 11, 'bold', 200)),
    );
    x += width + 8;
  }
  parts.push(
    element('clipPath', { id: 'r' }, element('rect', { x: 12, y: 140, width: 276, height: 44 })),
    element('g', { 'clip-path': 'url(#r)' }, ...chips),
  );
  copy.items.forEach((item, index) => {
    const y = 190 + index * 74;
    parts.push(
      element('rect', { x: 24, y, width: 252, height: 66, rx: 14, class: 'c' }),
      element('path', { d: `M38 ${y + 14}h16l8 8v30H38z`, class: 't' }),
      element('path', { d: `M43 ${y + 32}h14m-14 6h14m-14 6h9`, class: 'd', 'stroke-width': 2 }),
      text(74, y + 25, 'y', fit(item.title, 12, 'bold', 164)),
      text(74, y + 42, 'm s', fit(item.meta, 11, 'regular', 164)),
      element('circle', { cx: 258, cy: y + 33, r: 12, class: item.offline ? 'g' : 't' }),
      item.offline
        ? tick(258, y + 33)
        : element('path', { d: `M258 ${y + 26}v10m-5-4 5 5 5-5M252 ${y + 41}h12`, class: 'd' }),
    );
    if (item.offline) parts.push(text(74, y + 57, 'a s y', fit(copy.offline, 11, 'bold', 164)));
  });
  return phone(138, parts.join(''));
}

function sharing(copy: AppScreensCopy['sharing']): string {
  const parts = [titleBar(copy.title, copy.group)];
  copy.items.forEach((item, index) => {
    const y = 126 + index * 94;
    parts.push(
      element('rect', { x: 24, y, width: 252, height: 82, rx: 14, class: 'c' }),
      element('circle', { cx: 52, cy: y + 28, r: 16, class: 't' }),
      text(52, y + 32, 'a s y', item.initials, { 'text-anchor': 'middle' }),
      text(78, y + 25, 'm s y', fit(item.name, 11, 'bold', 186)),
      text(78, y + 44, 'y', fit(item.title, 12, 'bold', 186)),
      element('path', { d: `M40 ${y + 63}l4 4 8-8`, class: 'd' }),
      text(58, y + 68, 'a s', fit(item.useful, 11, 'regular', 206)),
    );
  });
  parts.push(footButton(copy.share));
  return phone(112, parts.join(''));
}

/** One screen of the app, in the language of `copy`, as a standalone SVG file. */
export function drawAppScreen(screen: AppScreenId, copy: AppScreensCopy): string {
  if (screen === 'correction') return correction(copy.correction);
  if (screen === 'quiz') return quiz(copy.quiz);
  if (screen === 'sharing') return sharing(copy.sharing);
  return documents(copy.documents);
}
