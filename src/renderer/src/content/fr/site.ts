import type { SiteCopy } from '../types';

/** Copie française. Same type as the English: a missing key fails type-checking. */
export const fr: SiteCopy = {
  meta: {
    description:
      '{brand} : cours, corrigés, sujets d’examen, podcasts, vidéos et quiz pour les élèves camerounais de Seconde, Première et Terminale, conformes au programme officiel.',
    titles: {
      home: 'Appli de révision pour la Seconde, la Première et la Terminale',
      console: 'Console de documents',
      videos: 'Vidéos éducatives',
      privacy: 'Politique de confidentialité',
      terms: 'Conditions d’utilisation',
      error: 'Page introuvable',
      unavailable: 'Page indisponible',
    },
  },
  nav: {
    mainLabel: 'Principal',
    toggleLabel: 'Menu principal',
    closeLabel: 'Fermer le menu',
    entries: [
      { section: 'home', label: 'Accueil' },
      { section: 'features', label: 'Fonctionnalités' },
      { section: 'pricing', label: 'Tarifs' },
      { section: 'faq', label: 'Questions' },
    ],
    download: 'Télécharger l’appli',
    storeMarkLabel: '{brand} sur Google Play',
    languageLabel: 'Langue',
  },
  footer: {
    tagline:
      'Le compagnon de révision des lycéens camerounais : cours, corrigés et sujets d’examen dans ta poche.',
    quickLinksHeading: 'Liens rapides',
    legalHeading: 'Informations légales',
    privacy: 'Politique de confidentialité',
    terms: 'Conditions d’utilisation',
    consoleLink: 'Console de documents',
    videosLink: 'Vidéos éducatives',
    storeLink: 'Obtenir l’appli',
    contactHeading: 'Contact',
    emailLabel: 'E-mail',
    whatsappButton: 'Discuter sur WhatsApp',
    whatsappGreeting: 'Bonjour {brand} ! J’ai une question sur l’appli.',
    socialHeading: 'Suis‑nous',
    social: {
      facebook: '{brand} sur Facebook',
      instagram: '{brand} sur Instagram',
      tiktok: '{brand} sur TikTok',
      youtube: '{brand} sur YouTube',
    },
    rights: '© {year} {brand}. Tous droits réservés.',
  },
  appScreens: {
    correction:
      'L’appli {brand} sur un téléphone\u00a0: le corrigé d’un exercice de maths de Terminale C, étape par étape',
    quiz: 'L’appli {brand} sur un téléphone\u00a0: un quiz de physique, question 3 sur 10, la bonne réponse cochée',
    documents:
      'L’appli {brand} sur un téléphone\u00a0: des sujets d’examen à chercher, filtrer par matière et garder hors ligne',
    sharing:
      'L’appli {brand} sur un téléphone\u00a0: des documents partagés par la classe, chacun avec le nombre d’élèves à qui il a servi',
  },
  landing: {
    hero: {
      title: 'Réussis de la Seconde à la Terminale avec {brand}',
      lead: 'Cours, corrigés, sujets d’examen, partage de documents entre élèves, podcasts, vidéos et quiz, conformes au programme officiel camerounais, dans une seule appli sur ton téléphone.',
      free: 'Gratuit en Seconde (A4, C), toutes les classes du lycée avant la Première.',
      price: 'Première et Terminale : {price} par mois avec {plan}.',
      storeButton: 'Disponible sur Google Play',
      platform: 'Appli Android, pas encore sur iPhone.',
      platformApple:
        'Sur iPhone ou iPad ? {brand} est une appli Android : elle n’est pas encore sur iPhone.',
      blogLink: 'Lire nos articles',
    },
    features: {
      heading: 'Tout ce qu’il faut pour réviser',
      intro: 'Conçue avec des élèves et des enseignants, pour ta vraie façon de réviser.',
      samplesLink: 'Voir des sujets d’examen',
      items: [
        {
          id: 'workspace',
          title: 'Espace de travail',
          description:
            'Tes cours, notes et exercices au même endroit, prêts dès que tu ouvres l’appli.',
        },
        {
          id: 'sharing',
          title: 'Partage communautaire',
          description:
            'Partage et trouve des documents avec des élèves de toutes les régions, vérifiés par la communauté.',
        },
        {
          id: 'anywhere',
          title: 'Apprendre partout',
          description:
            'Télécharge une fois et révise dans le car, à la maison ou pendant une coupure. La révision hors ligne est comprise dans chaque offre, Freemium aussi.',
        },
        {
          id: 'organized',
          title: 'Apprentissage organisé',
          description:
            'Contenus classés par classe, matière et chapitre : tu ne cherches jamais longtemps.',
        },
      ],
    },
    multimedia: {
      heading: 'Apprendre en écoutant, en regardant et en jouant',
      intro: 'Plusieurs façons de comprendre le même chapitre.',
      samplesLink: 'Voir des vidéos d’exemple',
      items: [
        {
          id: 'podcast',
          title: 'Podcasts',
          description: 'De courtes leçons audio pour revoir un chapitre en marchant ou en voyage.',
          imageAlt: 'Un casque audio et des ondes sonores',
        },
        {
          id: 'gallery',
          title: 'Galerie',
          description:
            'Schémas, cartes et fiches de synthèse pour retenir l’essentiel d’un coup d’œil.',
          imageAlt: 'Une grille d’images avec un schéma et une carte',
        },
        {
          id: 'quizzes',
          title: 'Quiz',
          description:
            'Des quiz rapides avec correction immédiate pour vérifier tes acquis avant l’examen.',
          imageAlt: 'Une carte de quiz avec une bonne réponse cochée',
        },
      ],
    },
    checklist: {
      heading: 'L’apprentissage mobile qui s’adapte à ta vie',
      intro: 'Pourquoi les élèves révisent sur leur téléphone avec {brand} :',
      benefits: [
        'Des cours et corrigés conformes au programme officiel',
        'Des sujets d’examen des années passées avec corrigés détaillés',
        'Peu de données : télécharge une fois, révise hors ligne',
        'Podcasts, vidéos et quiz pour chaque façon d’apprendre',
        'Des documents partagés et vérifiés par une communauté d’élèves',
        'Gratuit en Seconde (A4, C), toutes les classes du lycée avant la Première',
      ],
      classroomsHeading: 'Classes',
      subjectsHeading: 'Matières',
    },
    articles: {
      heading: 'Derniers articles',
      intro: 'Conseils et actualités de notre site d’articles.',
      readMore: 'Lire l’article',
      items: [
        {
          title: 'Préparer le Probatoire en huit semaines',
          description:
            'Un plan de révision semaine par semaine, avec sujets passés, jours de repos et chapitres les plus fréquents.',
          path: 'probatoire-eight-week-plan',
          date: '2024-02-26',
          id: 'study-plan',
          imageAlt: 'Un calendrier avec des jours de révision cochés',
        },
        {
          title: 'Cinq habitudes des élèves qui réussissent le Baccalauréat',
          description:
            'Pratique régulière, bon sommeil et bon usage des corrigés : ce que font les meilleurs élèves.',
          path: 'five-baccalaureat-habits',
          date: '2024-10-07',
          id: 'exam-tips',
          imageAlt: 'Une copie d’examen avec un crayon et une ampoule',
        },
      ],
    },
    pricing: {
      heading: 'Des tarifs simples',
      intro: 'Commence gratuitement. Passe à l’offre complète quand tu veux.',
      free: 'Gratuit',
      plans: [
        {
          id: 'freemium',
          name: 'Freemium',
          period: 'pour toujours',
          features: [
            'Tous les contenus de la Seconde (A4, C), toutes les classes du lycée avant la Première',
            'Partage de documents entre élèves',
            'Une sélection de quiz',
          ],
          buttonText: 'Commencer gratuitement',
          popular: false,
        },
        {
          id: 'solo',
          name: 'Solo',
          period: 'par mois',
          features: [
            'Tous les cours, corrigés et sujets d’examen',
            'Podcasts et vidéos',
            'Quiz illimités',
          ],
          buttonText: 'Choisir Solo',
          popular: true,
          badge: 'Le plus populaire',
        },
        {
          id: 'solo-plus',
          name: 'Solo+',
          period: 'pour {months} mois',
          features: ['Tout Solo', 'Aide prioritaire sur WhatsApp'],
          buttonText: 'Choisir Solo+',
          popular: false,
        },
      ],
      perMonth: 'Soit {price} par mois.',
      saving: 'Tu économises {percent} % par rapport à {months} mois de {plan} à {price}.',
      savingBadge: 'Tu économises {percent} %',
      offline: 'La révision hors ligne est comprise dans chaque offre, Freemium aussi.',
    },
    testimonials: {
      heading: 'Ce que disent les élèves',
      ratingLabel: 'Noté 5 sur 5',
      quote: '« {content} »',
      items: [
        {
          id: 'aicha',
          name: 'Aïcha N.',
          role: 'Terminale D',
          initials: 'AN',
          content:
            'Les sujets corrigés m’ont aidée à comprendre mes erreurs en physique. Je révise tous les soirs sur mon téléphone.',
        },
        {
          id: 'junior',
          name: 'Junior T.',
          role: 'Première C',
          initials: 'JT',
          content:
            'Les quiz de maths sont rapides et les corrections claires. Je télécharge les cours au lycée et je les lis à la maison.',
        },
        {
          id: 'grace',
          name: 'Grâce M.',
          role: 'Seconde A4',
          initials: 'GM',
          content:
            'C’est gratuit pour ma classe, et les podcasts d’histoire sont ma façon préférée d’apprendre sur le chemin de l’école.',
        },
      ],
    },
    faq: {
      heading: 'Questions fréquentes',
      items: [
        {
          id: 'what',
          question: 'Qu’est-ce que {brand} ?',
          answer:
            '{brand} est une appli de révision pour les élèves du secondaire au Cameroun. Elle propose des cours, des corrigés, des sujets d’examen, le partage de documents entre élèves, des podcasts, des vidéos et des quiz, conformes au programme officiel.',
        },
        {
          id: 'classes',
          question: 'Quelles classes et matières sont couvertes ?',
          answer:
            'Terminale A4, C et D ; Première A4, C et D ; Seconde A4 et C. Matières : mathématiques, physique, chimie, biologie, littérature, philosophie, histoire et géographie.',
        },
        {
          id: 'free',
          question: 'L’appli est-elle gratuite ?',
          answer:
            'Oui en Seconde (A4, C), toutes les classes du lycée avant la Première : tout est gratuit. À partir de la Première, l’offre Freemium reste gratuite et Solo ou Solo+ débloquent tous les contenus.',
        },
        {
          id: 'plans',
          question: 'Comment fonctionnent les offres et le paiement ?',
          answer:
            'Solo coûte {soloPrice} par mois. Solo+ coûte {soloPlusPrice} pour {soloPlusMonths} mois, soit {soloPlusMonthly} par mois : tu économises {soloPlusSaving} % par rapport à {soloPlusMonths} mois de Solo. L’abonnement et le paiement se font dans l’appli ; ce site ne prélève rien.',
        },
        {
          id: 'data',
          question: 'Ça marche avec peu de données ?',
          answer:
            'Oui. Les cours et sujets sont légers : télécharge‑les une fois en Wi-Fi, puis révise sans données. La révision hors ligne est comprise dans chaque offre, Freemium aussi.',
        },
        {
          id: 'help',
          question: 'Comment obtenir de l’aide ?',
          answer:
            'Écris‑nous par e-mail ou sur WhatsApp grâce aux liens en bas de cette page. Nous répondons en un jour d’école.',
        },
      ],
    },
  },
  console: {
    heading: 'Console de documents',
    intro: 'Cherche dans le catalogue d’exemple de cours, corrigés et sujets d’examen.',
    searchLabel: 'Rechercher par titre ou matière',
    searchPlaceholder: 'ex. Mathématiques',
    classroomLabel: 'Classe',
    subjectLabel: 'Matière',
    yearLabel: 'Année',
    all: 'Toutes',
    filters: 'Filtres',
    filtersOn: 'Filtres ({count})',
    columns: {
      title: 'Titre',
      classroom: 'Classe',
      subject: 'Matière',
      year: 'Année',
      download: 'Téléchargement',
    },
    download: 'Télécharger',
    downloadHint: 'Télécharger {title} dans l’appli',
    count: {
      one: '{shown} document affiché sur {total}',
      other: '{shown} documents affichés sur {total}',
    },
    emptySearch: 'Aucun document ne correspond à « {search} ».',
    clearSearch: 'Effacer la recherche',
    emptyFilters: 'Aucun document ne correspond à ces filtres.',
    clear: 'Effacer les filtres',
    appHas: {
      one: '{subject} : l’appli {brand} a {count} cours ou corrigé, {levels}.',
      other: '{subject} : l’appli {brand} a {count} cours et corrigés, {levels}.',
    },
    appLevels: { lycee: 'de la Seconde à la Terminale', terminale: 'pour la Terminale' },
    appHasAll:
      'L’appli {brand} a tous les cours, corrigés et sujets d’examen du lycée, de la Seconde à la Terminale.',
    appNoticeTitle: 'Les documents se téléchargent dans l’appli',
    appNotice:
      'Ce catalogue est un exemple. Installe l’appli {brand} pour télécharger cours, corrigés et sujets d’examen sur ton téléphone.',
    appNoticeButton: 'Disponible sur Google Play',
    close: 'Fermer',
    pagination: {
      label: 'Pages de résultats',
      previous: 'Précédent',
      next: 'Suivant',
      page: 'Page {page} sur {pages}',
    },
  },
  videos: {
    heading: 'Vidéos éducatives',
    intro: 'De courtes vidéos qui expliquent une idée à la fois.',
    views: '{views} vues',
    viewsExact: '{count} vues',
    durationLabel: 'Durée',
    watchOn: 'Regarder sur YouTube',
    opensVideo: '(ouvre YouTube dans un nouvel onglet)',
    items: {
      quadratic: {
        title: 'Résoudre les équations du second degré',
        description: 'La méthode du discriminant pas à pas, avec deux exemples corrigés.',
      },
      newton: {
        title: 'Les lois de Newton en dix minutes',
        description: 'Inertie, force et action–réaction expliquées avec des exemples du quotidien.',
      },
      essay: {
        title: 'Rédiger une dissertation de philosophie',
        description: 'De la question au plan : construire une argumentation claire.',
      },
    },
  },
  subjects: {
    Mathematics: 'Mathématiques',
    Physics: 'Physique',
    Chemistry: 'Chimie',
    Biology: 'Biologie',
    Literature: 'Littérature',
    Philosophy: 'Philosophie',
    History: 'Histoire',
    Geography: 'Géographie',
  },
  error: {
    notFoundStatus: '404 : page introuvable',
    notFoundExplanation: 'La page demandée n’existe pas. Elle a peut-être été déplacée.',
    otherExplanation: 'Un problème est survenu en affichant cette page.',
    loadFailedStatus: 'Cette page n’a pas pu se charger',
    offlineExplanation:
      'Elle n’est pas encore enregistrée sur cet appareil. Réessaie une fois en ligne.',
    loadFailedExplanation: 'La connexion a été coupée pendant son chargement.',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
  },
  common: {
    newTab: '(s’ouvre dans un nouvel onglet)',
    colon: ' :',
    skipToContent: 'Aller au contenu',
  },
};
