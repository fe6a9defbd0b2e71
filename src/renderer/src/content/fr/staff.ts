import type { StaffCopy } from '../types';

/** French copy of the staff (see StaffCopy). */
export const fr: StaffCopy = {
  pin: {
    title: 'Accès du personnel',
    prompt: 'Tapez le code du personnel.',
    typed: { one: '{count} chiffre tapé', other: '{count} chiffres tapés' },
    erase: 'Effacer',
    enter: 'Valider',
    cancel: 'Annuler',
    wrong: 'Code erroné. Réessayez.',
    locked: 'Trop de codes erronés. Réessayez dans {seconds} s.',
  },
  title: 'Utilisation de la borne',
  privacy:
    'Compté sur cette borne seulement : des nombres par jour, aucune donnée personnelle, aucun texte de recherche, rien n’est envoyé.',
  place: {
    kiosk: 'Borne',
    event: 'Événement',
    none: 'aucun',
    option: '{date} · {kiosk} · {event}',
    presentation: '{place} · présentation',
  },
  ignored: {
    event:
      'Le nom d’événement « {value} » a été ignoré : utilisez de 1 à 40 lettres minuscules, chiffres et tirets, par exemple foire-yaounde-2026.',
    name: 'Le nom de borne « {value} » a été ignoré : utilisez de 1 à 40 lettres minuscules, chiffres et tirets, par exemple stand-a.',
  },
  countsWarning: {
    clock:
      'L’horloge de cette borne semble fausse : elle indique le {today}, mais des comptes existent pour des jours plus tardifs ({count}, jusqu’au {last}). Ils sont gardés : remettez l’horloge à l’heure, puis vérifiez les jours avant d’exporter.',
    unsaved:
      'Ces comptes n’ont pas pu être enregistrés sur cette borne (stockage plein ou bloqué) : ils seront perdus au rechargement de la page. Exportez‑les en CSV maintenant.',
    setAside:
      'Le fichier des comptes de cette borne n’a pas pu être lu : il a été mis de côté, intact, sous le nom {files} dans le dossier de données de l’application, et les comptes repartent de zéro. Conservez ce fichier : il peut contenir des comptes antérieurs.',
  },
  dayLabel: 'Jour',
  today: 'Aujourd’hui ({date})',
  verdict: {
    visits: { one: '{count} visite', other: '{count} visites' },
    reached: '{percent} % d’entre elles ont atteint un code QR de l’appli',
    median: 'la moitié a duré {duration} ou plus',
    noVisits: 'Aucune visite ce jour-là pour l’instant.',
  },
  summary: {
    searches: 'Recherches dans la console',
    qr: 'Codes QR ouverts d’un toucher',
  },
  duration: '{minutes} min {seconds} s',
  seconds: '{seconds} s',
  nothingCounted: 'Rien de compté pour l’instant.',
  charts: {
    perDay: 'Visites par jour',
    lengths: 'Durée des visites',
    languages: 'Langue choisie',
    routes: 'Pages vues',
    sections: 'Sections de l’accueil vues',
    qr: 'Codes QR ouverts d’un toucher, par type',
    faq: 'Questions de la FAQ ouvertes',
    shown: 'Codes QR de l’appli à l’écran',
    reached: 'Visites qui ont atteint un code QR de l’appli',
  },
  oncePerSession: 'Visites où c’est arrivé au moins une fois.',
  columns: { item: 'Quoi', count: 'Nombre' },
  bucket: '{from}–{to} {unit}',
  lastBucket: '{from} {unit} ou plus',
  names: {
    routes: {
      '/': 'Accueil',
      '/console': 'Console de documents',
      '/videos': 'Vidéos éducatives',
      '/privacy-policy': 'Politique de confidentialité',
      '/terms-of-use': 'Conditions d’utilisation',
      other: 'Page introuvable',
    },
    sections: {
      home: 'Haut de la page',
      features: 'Fonctionnalités',
      multimedia: 'Multimédia',
      'mobile-learning': 'Apprentissage mobile',
      articles: 'Articles',
      pricing: 'Tarifs',
      testimonials: 'Témoignages',
      faq: 'FAQ',
    },
    qr: {
      store: 'Magasin d’applis',
      whatsapp: 'WhatsApp',
      email: 'E-mail',
      social: 'Réseaux sociaux',
      blog: 'Blog',
      video: 'Vidéo',
      other: 'Autre',
    },
    shown: {
      attract: 'Écran d’accueil animé (fois où il est revenu)',
      'hero-qr': 'Haut de la page (visites, 5 s ou plus)',
      presentation: 'Diapositives d’une présentation',
    },
    reached: {
      tapped: 'Ont touché un lien vers l’appli',
      seen: 'Ont vu un code QR de l’appli 5 s (sans toucher)',
    },
    slides: {
      home: 'Ouverture',
      'feature-workspace': 'Fonctionnalité : espace de travail',
      'feature-sharing': 'Fonctionnalité : partage communautaire',
      'feature-anywhere': 'Fonctionnalité : apprendre partout',
      'feature-organized': 'Fonctionnalité : apprentissage organisé',
      multimedia: 'Multimédia',
      'mobile-learning': 'Apprentissage mobile',
      articles: 'Articles',
      pricing: 'Tarifs',
      testimonials: 'Témoignages',
      faq: 'FAQ',
      closing: 'Scanne pour télécharger',
    },
  },
  exportCsv: 'Exporter en CSV',
  exported: {
    saving: 'Enregistrement…',
    saved: 'Enregistré dans Documents › {folder} sous le nom {file}.',
    refused:
      'Non enregistré : le dossier Documents › {folder} est inutilisable sur cet ordinateur. Les comptes sont toujours là : ne les effacez pas.',
    failed:
      'Non enregistré : le fichier n’a pas pu être écrit (le disque est peut-être plein). Les comptes sont toujours là : ne les effacez pas, et exportez à nouveau.',
  },
  printPoster: 'Imprimer une affiche pour cet événement',
  clear: 'Effacer tous les comptes',
  clearConfirm:
    'Effacer tous les comptes de cette borne, d’aujourd’hui et des jours passés ? C’est définitif.',
  clearYes: 'Oui, tout effacer',
  clearNo: 'Les garder',
  close: 'Fermer',
};
