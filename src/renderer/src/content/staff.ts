import type { Locale, StaffCopy } from './types';

/** Staff-only copy: imported by the staff screens' chunk alone. */
export const staffCopies: Record<Locale, StaffCopy> = {
  en: {
    pin: {
      title: 'Staff access',
      prompt: 'Type the staff PIN.',
      typed: { one: '{count} digit typed', other: '{count} digits typed' },
      erase: 'Erase',
      enter: 'Enter',
      cancel: 'Cancel',
      wrong: 'Wrong PIN. Try again.',
      locked: 'Too many wrong PINs. Try again in {seconds} s.',
    },
    title: 'Kiosk usage',
    privacy:
      'Counted on this kiosk only: numbers per day, no personal data, no search text, nothing sent anywhere.',
    place: {
      kiosk: 'Kiosk',
      event: 'Event',
      none: 'none',
      option: '{date} · {kiosk} · {event}',
    },
    ignored: {
      event:
        'The event name “{value}” was ignored: use 1 to 40 lowercase letters, digits and hyphens, such as foire-yaounde-2026.',
      name: 'The kiosk name “{value}” was ignored: use 1 to 40 lowercase letters, digits and hyphens, such as stand-a.',
    },
    countsWarning: {
      clock:
        'This kiosk’s clock looks wrong: it says {today}, but counts are stored for later days ({count}, up to {last}). They are kept: set the clock right, then check the days before you export.',
      unsaved:
        'These counts could not be saved on this kiosk (its storage is full or blocked): they will be lost when the page reloads. Export them as CSV now.',
    },
    dayLabel: 'Day',
    today: 'Today ({date})',
    summary: {
      sessions: 'Visitor sessions',
      median: 'Median visit',
      searches: 'Console searches',
      qr: 'QR codes shown',
    },
    duration: '{minutes} min {seconds} s',
    none: '—',
    charts: {
      perDay: 'Sessions per day',
      lengths: 'Length of visits',
      languages: 'Language chosen',
      routes: 'Pages seen',
      sections: 'Landing sections seen',
      qr: 'QR codes shown, by kind',
      faq: 'FAQ questions opened',
    },
    oncePerSession: 'Sessions that did it at least once.',
    columns: { item: 'What', count: 'Count' },
    bucket: '{from}–{to} {unit}',
    lastBucket: '{from} {unit} or more',
    names: {
      routes: {
        '/': 'Home',
        '/console': 'Document Console',
        '/videos': 'Educational Videos',
        '/privacy-policy': 'Privacy Policy',
        '/terms-of-use': 'Terms of Use',
        other: 'Page not found',
      },
      sections: {
        home: 'Top of the page',
        features: 'Features',
        multimedia: 'Multimedia',
        'mobile-learning': 'Mobile learning',
        articles: 'Articles',
        pricing: 'Pricing',
        testimonials: 'Testimonials',
        faq: 'FAQ',
      },
      qr: {
        store: 'App store',
        whatsapp: 'WhatsApp',
        email: 'Email',
        social: 'Social media',
        blog: 'Blog',
        video: 'Video',
        other: 'Other',
      },
    },
    exportCsv: 'Export CSV',
    printPoster: 'Print a poster for this event',
    clear: 'Clear all counts',
    clearConfirm:
      'Clear every count on this kiosk, today’s and earlier days’? This cannot be undone.',
    clearYes: 'Yes, clear all counts',
    clearNo: 'Keep them',
    close: 'Close',
  },
  fr: {
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
      'Compté sur cette borne seulement : des nombres par jour, aucune donnée personnelle, aucun texte de recherche, rien n’est envoyé.',
    place: {
      kiosk: 'Borne',
      event: 'Événement',
      none: 'aucun',
      option: '{date} · {kiosk} · {event}',
    },
    ignored: {
      event:
        'Le nom d’événement « {value} » a été ignoré : utilisez de 1 à 40 lettres minuscules, chiffres et tirets, par exemple foire-yaounde-2026.',
      name: 'Le nom de borne « {value} » a été ignoré : utilisez de 1 à 40 lettres minuscules, chiffres et tirets, par exemple stand-a.',
    },
    countsWarning: {
      clock:
        'L’horloge de cette borne semble fausse : elle indique le {today}, mais des comptes existent pour des jours plus tardifs ({count}, jusqu’au {last}). Ils sont gardés : remettez l’horloge à l’heure, puis vérifiez les jours avant d’exporter.',
      unsaved:
        'Ces comptes n’ont pas pu être enregistrés sur cette borne (stockage plein ou bloqué) : ils seront perdus au rechargement de la page. Exportez-les en CSV maintenant.',
    },
    dayLabel: 'Jour',
    today: 'Aujourd’hui ({date})',
    summary: {
      sessions: 'Visites',
      median: 'Visite médiane',
      searches: 'Recherches dans la console',
      qr: 'Codes QR affichés',
    },
    duration: '{minutes} min {seconds} s',
    none: '—',
    charts: {
      perDay: 'Visites par jour',
      lengths: 'Durée des visites',
      languages: 'Langue choisie',
      routes: 'Pages vues',
      sections: 'Sections de l’accueil vues',
      qr: 'Codes QR affichés, par type',
      faq: 'Questions de la FAQ ouvertes',
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
    },
    exportCsv: 'Exporter en CSV',
    printPoster: 'Imprimer une affiche pour cet événement',
    clear: 'Effacer tous les comptes',
    clearConfirm:
      'Effacer tous les comptes de cette borne, d’aujourd’hui et des jours passés ? C’est définitif.',
    clearYes: 'Oui, tout effacer',
    clearNo: 'Les garder',
    close: 'Fermer',
  },
};
