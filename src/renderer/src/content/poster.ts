import type { Locale } from './types';

/** The print view's own copy: imported by its chunk only. The poster reuses the landing page's pitch and plans. */
export interface PosterCopy {
  /** The browser tab's title. */
  title: string;
  heading: string;
  intro: string;
  sheets: {
    /** Names of the sheet switch's two links. */
    label: string;
    poster: string;
    flyers: string;
  };
  print: string;
  /** How to get a PDF out of the browser's print dialog. */
  pdfNote: string;
  /** Shown in the shell only: it writes the PDF itself. */
  savePdf: string;
  saved: string;
  notSaved: string;
  /** {event}: the event, written as text. */
  event: string;
  noEvent: string;
  /** {event}: what was given, written as text. */
  invalidEvent: string;
  scan: string;
  orType: string;
  /** {url}: the store link the QR code holds. */
  qrLabel: string;
  plansHeading: string;
  sheetLabel: string;
}

export const posterCopies: Record<Locale, PosterCopy> = {
  en: {
    title: 'Posters and flyers',
    heading: 'Posters and flyers for your fair',
    intro:
      'Print this sheet on A4 paper. Its QR codes carry the event, so installs from paper show up in Google Play’s reports.',
    sheets: { label: 'Sheet', poster: 'Poster', flyers: 'Four flyers' },
    print: 'Print',
    pdfNote:
      'To save it as a PDF, choose “Save as PDF” as the printer in the print dialog. Print at 100 % (actual size), not “fit to page”.',
    savePdf: 'Save poster as PDF',
    saved: 'Saved.',
    notSaved: 'Not saved.',
    event: 'QR codes tagged for the event “{event}”.',
    noEvent: 'No event given: the QR codes carry no campaign. Add ?event=your-fair to the address.',
    invalidEvent:
      '“{event}” is not an event name (1 to 40 lower-case letters, digits or hyphens): the QR codes carry no campaign.',
    scan: 'Scan to get the app',
    orType: 'Or search “{brand}” on Google Play, or type:',
    qrLabel: 'QR code for {url}',
    plansHeading: 'Plans',
    sheetLabel: 'Print preview',
  },
  fr: {
    title: 'Affiches et flyers',
    heading: 'Affiches et flyers pour votre salon',
    intro:
      'Imprimez cette feuille sur du papier A4. Ses codes QR portent l’événement : les installations venues du papier apparaissent dans les rapports de Google Play.',
    sheets: { label: 'Feuille', poster: 'Affiche', flyers: 'Quatre flyers' },
    print: 'Imprimer',
    pdfNote:
      'Pour l’enregistrer en PDF, choisissez « Enregistrer au format PDF » comme imprimante dans la fenêtre d’impression. Imprimez à 100 % (taille réelle), pas « ajuster à la page ».',
    savePdf: 'Enregistrer l’affiche en PDF',
    saved: 'Enregistrée.',
    notSaved: 'Non enregistrée.',
    event: 'Codes QR liés à l’événement « {event} ».',
    noEvent:
      'Aucun événement indiqué : les codes QR ne portent pas de campagne. Ajoutez ?event=votre-salon à l’adresse.',
    invalidEvent:
      '« {event} » n’est pas un nom d’événement (1 à 40 minuscules, chiffres ou tirets) : les codes QR ne portent pas de campagne.',
    scan: 'Scanne pour avoir l’appli',
    orType: 'Ou cherche « {brand} » sur Google Play, ou tape :',
    qrLabel: 'Code QR de {url}',
    plansHeading: 'Formules',
    sheetLabel: 'Aperçu avant impression',
  },
};
