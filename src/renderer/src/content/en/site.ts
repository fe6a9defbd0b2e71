import type { SiteCopy } from '../types';

/** English copy. `{brand}`, `{year}` and friends are filled in by lib/template. */
export const en: SiteCopy = {
  meta: {
    description:
      '{brand}: lessons, corrections, exam papers, podcasts, videos and quizzes for Cameroonian Seconde, Première and Terminale students, aligned with the official curriculum.',
    titles: {
      home: 'Study app for Seconde, Première and Terminale',
      console: 'Document Console',
      videos: 'Educational Videos',
      privacy: 'Privacy Policy',
      terms: 'Terms of Use',
      error: 'Page not found',
      unavailable: 'Page unavailable',
    },
  },
  nav: {
    mainLabel: 'Main',
    toggleLabel: 'Menu',
    closeLabel: 'Close the menu',
    entries: [
      { section: 'home', label: 'Home' },
      { section: 'features', label: 'Features' },
      { section: 'pricing', label: 'Pricing' },
      { section: 'faq', label: 'FAQ' },
    ],
    download: 'Download App',
    storeMarkLabel: '{brand} on Google Play',
    languageLabel: 'Language',
  },
  footer: {
    tagline:
      'The study companion of Cameroonian lycée students: lessons, corrections and exam papers in your pocket.',
    quickLinksHeading: 'Quick links',
    legalHeading: 'Legal',
    privacy: 'Privacy Policy',
    terms: 'Terms of Use',
    consoleLink: 'Document Console',
    videosLink: 'Educational Videos',
    storeLink: 'Get the app',
    contactHeading: 'Contact',
    emailLabel: 'Email',
    whatsappButton: 'Chat on WhatsApp',
    whatsappGreeting: 'Hello {brand}! I have a question about the app.',
    socialHeading: 'Follow us',
    social: {
      facebook: '{brand} on Facebook',
      instagram: '{brand} on Instagram',
      tiktok: '{brand} on TikTok',
      youtube: '{brand} on YouTube',
    },
    rights: '© {year} {brand}. All rights reserved.',
  },
  appScreens: {
    correction:
      'The {brand} app on a phone: the correction of a Terminale C maths exercise, step by step',
    quiz: 'The {brand} app on a phone: a physics quiz, question 3 of 10, the right answer ticked',
    documents:
      'The {brand} app on a phone: past papers to search, filter by subject and keep offline',
    sharing:
      'The {brand} app on a phone: documents classmates shared, each with how many found it useful',
  },
  landing: {
    hero: {
      title: 'Succeed from Seconde to Terminale with {brand}',
      lead: 'Lessons, corrections, exam papers, community document sharing, podcasts, videos and quizzes, all aligned with the official Cameroonian curriculum, in one app on your phone.',
      free: 'Free for Seconde (A4, C), every lycée class before Première.',
      price: 'Première and Terminale: {price} a month with {plan}.',
      storeButton: 'Get it on Google Play',
      platform: 'Android app, not on iPhone yet.',
      platformApple: 'On an iPhone or iPad? {brand} is an Android app: it is not on iPhone yet.',
      blogLink: 'Read our articles',
    },
    features: {
      heading: 'Everything you need to study',
      intro: 'Built with students and teachers for the way you really revise.',
      samplesLink: 'See sample exam papers',
      items: [
        {
          id: 'workspace',
          title: 'Workspace',
          description:
            'Your lessons, notes and exercises in one place, ready when you open the app.',
        },
        {
          id: 'sharing',
          title: 'Community Sharing',
          description:
            'Share and find documents with students from every region, checked by the community.',
        },
        {
          id: 'anywhere',
          title: 'Learn Anywhere',
          description:
            'Download once and revise on the bus, at home or during a power cut. Offline revision comes with every plan, Freemium included.',
        },
        {
          id: 'organized',
          title: 'Organized Learning',
          description:
            'Content sorted by classroom, subject and chapter, so you never search for long.',
        },
      ],
    },
    multimedia: {
      heading: 'Learn by listening, looking and playing',
      intro: 'Different ways to understand the same chapter.',
      samplesLink: 'See sample videos',
      items: [
        {
          id: 'podcast',
          title: 'Podcasts',
          description: 'Short audio lessons to review a chapter while you walk or travel.',
          imageAlt: 'Headphones with sound waves',
        },
        {
          id: 'gallery',
          title: 'Gallery',
          description: 'Diagrams, maps and summary sheets to remember the essentials at a glance.',
          imageAlt: 'A grid of pictures with a diagram and a map',
        },
        {
          id: 'quizzes',
          title: 'Quizzes',
          description:
            'Quick quizzes with instant corrections to check what you know before the exam.',
          imageAlt: 'A quiz card with a ticked answer',
        },
      ],
    },
    checklist: {
      heading: 'Mobile learning that fits your life',
      intro: 'Why students choose to study on their phone with {brand}:',
      benefits: [
        'Lessons and corrections that follow the official curriculum',
        'Past exam papers with detailed corrections',
        'Works with little data: download once, revise offline',
        'Podcasts, videos and quizzes for every learning style',
        'Documents shared and checked by a community of students',
        'Free for Seconde (A4, C), every lycée class before Première',
      ],
      classroomsHeading: 'Classrooms',
      subjectsHeading: 'Subjects',
    },
    articles: {
      heading: 'Latest articles',
      intro: 'Advice and news from our articles site.',
      readMore: 'Read the article',
      items: [
        {
          title: 'How to prepare for the Probatoire in eight weeks',
          description:
            'A week-by-week revision plan with past papers, rest days and the chapters that come up most.',
          path: 'probatoire-eight-week-plan',
          date: '2024-02-26',
          id: 'study-plan',
          imageAlt: 'A calendar with ticked revision days',
        },
        {
          title: 'Five habits of students who pass the Baccalauréat',
          description:
            'Regular practice, good sleep and smart use of corrections: what top students do differently.',
          path: 'five-baccalaureat-habits',
          date: '2024-10-07',
          id: 'exam-tips',
          imageAlt: 'An exam paper with a pencil and a light bulb',
        },
      ],
    },
    pricing: {
      heading: 'Simple pricing',
      intro: 'Start free. Upgrade when you want everything.',
      free: 'Free',
      plans: [
        {
          id: 'freemium',
          name: 'Freemium',
          period: 'forever',
          features: [
            'All content for Seconde (A4, C), every lycée class before Première',
            'Community document sharing',
            'A selection of quizzes',
          ],
          buttonText: 'Start for free',
          popular: false,
        },
        {
          id: 'solo',
          name: 'Solo',
          period: 'per month',
          features: [
            'Every lesson, correction and exam paper',
            'Podcasts and videos',
            'Unlimited quizzes',
          ],
          buttonText: 'Choose Solo',
          popular: true,
          badge: 'Most Popular',
        },
        {
          id: 'solo-plus',
          name: 'Solo+',
          period: 'per {months} months',
          features: ['Everything in Solo', 'Priority help on WhatsApp'],
          buttonText: 'Choose Solo+',
          popular: false,
        },
      ],
      perMonth: 'That is {price} a month.',
      saving: 'Save {percent}% vs. {months} months of {plan} at {price}.',
      savingBadge: 'Save {percent}%',
      offline: 'Offline revision comes with every plan, Freemium included.',
    },
    testimonials: {
      heading: 'What students say',
      ratingLabel: 'Rated 5 out of 5',
      quote: '“{content}”',
      items: [
        {
          id: 'aicha',
          name: 'Aïcha N.',
          role: 'Terminale D',
          initials: 'AN',
          content:
            'The corrected exam papers helped me understand my mistakes in physics. I revise every evening on my phone.',
        },
        {
          id: 'junior',
          name: 'Junior T.',
          role: 'Première C',
          initials: 'JT',
          content:
            'The maths quizzes are quick and the corrections are clear. I download the lessons at school and read them at home.',
        },
        {
          id: 'grace',
          name: 'Grâce M.',
          role: 'Seconde A4',
          initials: 'GM',
          content:
            'It is free for my class and the history podcasts are my favourite way to learn on the way to school.',
        },
      ],
    },
    faq: {
      heading: 'Frequently asked questions',
      items: [
        {
          id: 'what',
          question: 'What is {brand}?',
          answer:
            '{brand} is a study app for Cameroonian secondary-school students. It gives you lessons, corrections, exam papers, community document sharing, podcasts, videos and quizzes, aligned with the official curriculum.',
        },
        {
          id: 'classes',
          question: 'Which classes and subjects are covered?',
          answer:
            'Terminale A4, C and D; Première A4, C and D; Seconde A4 and C. Subjects: Mathematics, Physics, Chemistry, Biology, Literature, Philosophy, History and Geography.',
        },
        {
          id: 'free',
          question: 'Is the app free?',
          answer:
            'Yes for Seconde (A4, C), every lycée class before Première: everything is free. From Première on, the Freemium plan stays free and Solo or Solo+ unlock all content.',
        },
        {
          id: 'plans',
          question: 'How do the plans and payment work?',
          answer:
            'Solo costs {soloPrice} a month. Solo+ costs {soloPlusPrice} for {soloPlusMonths} months, that is {soloPlusMonthly} a month: you save {soloPlusSaving}% against {soloPlusMonths} months of Solo. You subscribe and pay inside the app; there is no automatic payment on this website.',
        },
        {
          id: 'data',
          question: 'Does it work with little data?',
          answer:
            'Yes. Lessons and papers are light: download them once on Wi-Fi, then study without data. Offline revision comes with every plan, Freemium included.',
        },
        {
          id: 'help',
          question: 'How do I get help?',
          answer:
            'Write to us by email or on WhatsApp from the links at the bottom of this page. We answer within one school day.',
        },
      ],
    },
  },
  console: {
    heading: 'Document Console',
    intro: 'Search the sample catalogue of lessons, corrections and exam papers.',
    searchLabel: 'Search by title or subject',
    searchPlaceholder: 'e.g. Mathematics',
    classroomLabel: 'Classroom',
    subjectLabel: 'Subject',
    yearLabel: 'Year',
    all: 'All',
    filters: 'Filters',
    filtersOn: 'Filters ({count})',
    columns: {
      title: 'Title',
      classroom: 'Classroom',
      subject: 'Subject',
      year: 'Year',
      download: 'Download',
    },
    download: 'Download',
    downloadHint: 'Download {title} in the app',
    count: {
      one: 'Showing {shown} of {total} documents',
      other: 'Showing {shown} of {total} documents',
    },
    emptySearch: 'No document matches “{search}”.',
    clearSearch: 'Clear the search',
    emptyFilters: 'No document matches these filters.',
    clear: 'Clear filters',
    appHas: {
      one: '{subject}: the {brand} app has {count} lesson or correction, {levels}.',
      other: '{subject}: the {brand} app has {count} lessons and corrections, {levels}.',
    },
    appLevels: { lycee: 'from Seconde to Terminale', terminale: 'for Terminale' },
    appHasAll:
      'The {brand} app has every lesson, correction and exam paper of the lycée, from Seconde to Terminale.',
    appNoticeTitle: 'Documents are downloaded in the app',
    appNotice:
      'This catalogue is a sample. Install the {brand} app to download lessons, corrections and exam papers to your phone.',
    appNoticeButton: 'Get it on Google Play',
    close: 'Close',
    pagination: {
      label: 'Result pages',
      previous: 'Previous',
      next: 'Next',
      page: 'Page {page} of {pages}',
    },
  },
  videos: {
    heading: 'Educational Videos',
    intro: 'Short videos that explain one idea at a time.',
    views: '{views} views',
    viewsExact: '{count} views',
    durationLabel: 'Duration',
    watchOn: 'Watch on YouTube',
    opensVideo: '(opens YouTube in a new tab)',
    items: {
      quadratic: {
        title: 'Solving quadratic equations',
        description: 'The discriminant method step by step, with two worked examples.',
      },
      newton: {
        title: 'Newton’s laws in ten minutes',
        description: 'Inertia, force and action–reaction explained with everyday examples.',
      },
      essay: {
        title: 'Writing a philosophy essay',
        description: 'From the question to the plan: how to build a clear argument.',
      },
    },
  },
  subjects: {
    Mathematics: 'Mathematics',
    Physics: 'Physics',
    Chemistry: 'Chemistry',
    Biology: 'Biology',
    Literature: 'Literature',
    Philosophy: 'Philosophy',
    History: 'History',
    Geography: 'Geography',
  },
  error: {
    notFoundStatus: '404 Not Found',
    notFoundExplanation: 'The page you asked for does not exist. It may have moved.',
    otherExplanation: 'Something went wrong while showing this page.',
    loadFailedStatus: 'This page could not load',
    offlineExplanation: 'It is not saved on this device yet. Try again once you are online.',
    loadFailedExplanation: 'The connection dropped while it was loading.',
    retry: 'Try again',
    home: 'Back to the home page',
  },
  common: { newTab: '(opens in a new tab)', colon: ':', skipToContent: 'Skip to content' },
};
