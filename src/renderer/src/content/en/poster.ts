import type { PosterCopy } from '../types';

/** English copy of the print view (see PosterCopy). */
export const en: PosterCopy = {
  title: 'Posters and flyers',
  heading: 'Posters and flyers for your fair',
  intro:
    'Print this sheet on A4 paper. Its QR codes carry the event, so installs from paper show up in Google Play’s reports.',
  sheets: { label: 'Sheet', poster: 'Poster', flyers: 'Four flyers' },
  print: 'Print',
  pdfNote:
    'To save it as a PDF, choose “Save as PDF” as the printer in the print dialog. Print at 100 % (actual size), not “fit to page”.',
  printElsewhere: 'Print from your phone or computer',
  printElsewhereNote:
    'A kiosk does not open the print dialog: it would stay on screen for the next visitor. Scan the code and print this sheet from your own phone or computer.',
  savePdf: 'Save poster as PDF',
  saved: 'Saved in Documents › {folder}.',
  notSaved: 'Not saved.',
  event: 'QR codes tagged for the event “{event}”.',
  noEvent: 'No event given: the QR codes carry no campaign. Add {example} to the address.',
  eventExample: '?event=your-fair',
  invalidEvent:
    '“{event}” is not an event name (1 to 40 lower-case letters, digits or hyphens): the QR codes carry no campaign.',
  scan: 'Scan to get the app',
  orType: 'Or search “{brand}” on Google Play, or type:',
  qrLabel: 'QR code for {url}',
  plansHeading: 'Plans',
  sheetLabel: 'Print preview',
  bilingual: 'English and French on one sheet',
  form: {
    heading: 'Your fair on the sheet',
    event: 'Event',
    eventHint: 'The name the QR codes carry: 1 to 40 lower-case letters, digits or hyphens.',
    notAnEvent: '“{given}” would not work as an event name; {suggestion} would.',
    useSuggestion: 'Use {suggestion}',
    stand: 'Stand',
    standHint: 'As the fair writes it, for example B12. Leave it empty to print none.',
    date: 'Date',
    dateHint: 'The fair’s day. Leave it empty to print none.',
    apply: 'Update the sheet',
  },
  where: {
    stand: 'Find us at stand {stand}',
    date: 'See you on {date}',
    both: 'Find us at stand {stand} on {date}',
  },
  invalidStand:
    '“{stand}” cannot be printed as a stand (up to 40 letters, digits, spaces or hyphens): the sheet shows no stand.',
  invalidDate: '“{date}” is not a date (write it as 2026-03-14): the sheet shows no date.',
  contact: { whatsapp: 'WhatsApp: {number}', site: 'Web: {site}' },
};
