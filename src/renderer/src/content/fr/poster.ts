import type { PosterCopy } from '../types';

/** French copy of the print view (see PosterCopy). */
export const fr: PosterCopy = {
  title: 'Affiches et flyers',
  heading: 'Affiches et flyers pour votre salon',
  intro:
    'Imprimez cette feuille sur du papier A4. Ses codes QR portent l’événement : les installations venues du papier apparaissent dans les rapports de Google Play.',
  sheets: { label: 'Feuille', poster: 'Affiche', flyers: 'Quatre flyers' },
  print: 'Imprimer',
  pdfNote:
    'Pour l’enregistrer en PDF, choisissez « Enregistrer au format PDF » comme imprimante dans la fenêtre d’impression. Imprimez à 100 % (taille réelle), pas « ajuster à la page ».',
  printElsewhere: 'Imprimer depuis votre téléphone ou ordinateur',
  printElsewhereNote:
    'Une borne n’ouvre pas la fenêtre d’impression : elle resterait à l’écran pour le visiteur suivant. Scannez le code et imprimez cette feuille depuis votre téléphone ou votre ordinateur.',
  savePdf: 'Enregistrer l’affiche en PDF',
  saved: 'Enregistrée dans Documents › {folder}.',
  notSaved: 'Non enregistrée.',
  event: 'Codes QR liés à l’événement « {event} ».',
  noEvent:
    'Aucun événement indiqué : les codes QR ne portent pas de campagne. Ajoutez {example} à l’adresse.',
  eventExample: '?event=votre-salon',
  invalidEvent:
    '« {event} » n’est pas un nom d’événement (1 à 40 minuscules, chiffres ou tirets) : les codes QR ne portent pas de campagne.',
  scan: 'Scanne pour avoir l’appli',
  orType: 'Ou cherche « {brand} » sur Google Play, ou tape :',
  qrLabel: 'Code QR de {url}',
  plansHeading: 'Formules',
  sheetLabel: 'Aperçu avant impression',
  bilingual: 'Français et anglais sur une même feuille',
  form: {
    heading: 'Votre salon sur la feuille',
    event: 'Événement',
    eventHint: 'Le nom que portent les codes QR : 1 à 40 minuscules, chiffres ou tirets.',
    notAnEvent: '« {given} » ne convient pas comme nom d’événement ; {suggestion} convient.',
    useSuggestion: 'Utiliser {suggestion}',
    stand: 'Stand',
    standHint: 'Comme le salon l’écrit, par exemple B12. Laissez vide pour n’en imprimer aucun.',
    date: 'Date',
    dateHint: 'Le jour du salon. Laissez vide pour n’en imprimer aucune.',
    apply: 'Mettre à jour la feuille',
  },
  where: {
    stand: 'Retrouve‑nous au stand {stand}',
    date: 'Rendez‑vous le {date}',
    both: 'Retrouve‑nous au stand {stand} le {date}',
  },
  invalidStand:
    '« {stand} » ne peut pas être imprimé comme stand (jusqu’à 40 lettres, chiffres, espaces ou tirets) : la feuille n’indique pas de stand.',
  invalidDate:
    '« {date} » n’est pas une date (écrivez‑la 2026-03-14) : la feuille n’indique pas de date.',
  contact: { whatsapp: 'WhatsApp : {number}', site: 'Web : {site}' },
};
