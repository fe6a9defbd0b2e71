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
    lowRoom:
      'Le stockage de cette borne est presque plein : les prochains comptes risquent de ne pas être enregistrés. Exportez le CSV maintenant ; effacer les comptes (ou les autres données de sites de ce navigateur) libère de la place.',
    nearlyFull:
      '{count} des {max} journées que garde cette borne sont utilisées : chaque nouvelle journée efface désormais la plus ancienne ({oldest}), exportée ou non. Exportez le CSV maintenant, puis effacez les comptes.',
  },
  dayLabel: 'Jour',
  today: 'Aujourd’hui ({date})',
  verdict: {
    visits: { one: '{count} visite', other: '{count} visites' },
    passersBy: { one: '{count} passant', other: '{count} passants' },
    reached: '{percent} % des visites ont atteint un code QR de l’appli',
    median: 'la moitié a duré {duration} ou plus',
    noVisits: 'Aucune visite ce jour-là pour l’instant.',
    presentations: { one: '{count} présentation', other: '{count} présentations' },
    slidesShown: { one: '{count} diapositive montrée', other: '{count} diapositives montrées' },
    slideTime: '{duration} de diapositives',
  },
  definitions: [
    'Une visite : quelqu’un a touché la borne et est resté 5 s ou plus, du premier toucher au dernier. Un passant : l’a touchée et était reparti en moins de 5 s ; compté à part, jamais comme une visite.',
    'Un code QR de l’appli est atteint quand une visite a touché un lien vers l’appli, ou a eu un code à l’écran 5 s pendant que quelqu’un était là (un toucher dans les 30 dernières secondes).',
    '« La moitié a duré » : la médiane des durées des visites elles-mêmes, affichée à partir de 5 visites.',
  ],
  presentationNote:
    'Une présentation compte les diapositives montrées et les secondes passées sur chacune. Elle ne peut pas savoir qui a regardé ni qui a scanné un code : pas de part des visites ici.',
  timeline: {
    hours: 'Heure par heure, {date}',
    days: 'Jour par jour, événement : {event}',
    visits: 'Visites',
    passersBy: 'Passants',
    reached: 'Ont atteint un code de l’appli',
    hour: 'Heure',
    day: 'Jour',
    hourLabel: '{hour} h',
    presentations: 'Présentations',
  },
  stand: {
    title: 'Tout le stand',
    intro:
      'Lisez les fichiers CSV exportés par les autres bornes de cet événement (depuis une clé USB, par exemple) : leurs chiffres s’affichent ici à côté de ceux de cette borne, et s’exportent en un seul CSV. Rien n’est ajouté aux comptes de cette borne.',
    pick: 'Lire les CSV d’autres bornes',
    read: '{file} lu : {kiosks}, {days}.',
    otherEvent: 'Non lu : {file} vient de l’événement « {event} », pas de celui de cette borne.',
    broken: 'Non lu : {file} n’est pas un CSV de comptes exporté par une borne (ou il est abîmé).',
    duplicate: 'Pas compté deux fois : chaque jour de {file} avait déjà été lu.',
    kiosks: { one: '{count} borne', other: '{count} bornes' },
    exportMerged: 'Exporter le CSV du stand',
    unnamed: 'borne sans nom',
  },
  summary: {
    searches: 'Recherches dans la console',
    qr: 'Codes QR ouverts d’un toucher',
  },
  duration: '{minutes} min {seconds} s',
  seconds: '{seconds} s',
  nothingCounted: 'Rien de compté pour l’instant.',
  charts: {
    perDay: 'Visiteurs par jour (visites et passants)',
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
      'hero-qr': 'Haut de la page (visites, 5 s ou plus, quelqu’un présent)',
    },
    reached: {
      tapped: 'Ont touché un lien vers l’appli',
      seen: 'Ont vu un code QR de l’appli 5 s, quelqu’un présent (sans toucher)',
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
    downloaded: 'Enregistré dans votre dossier Téléchargements sous le nom {file}.',
  },
  printPoster: 'Imprimer une affiche pour cet événement',
  clear: 'Effacer tous les comptes',
  clearConfirm:
    'Effacer tous les comptes de cette borne, d’aujourd’hui et des jours passés ? C’est définitif.',
  clearYes: 'Oui, tout effacer',
  clearNo: 'Les garder',
  close: 'Fermer',
};
