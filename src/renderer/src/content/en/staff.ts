import type { StaffCopy } from '../types';

/** English copy of the staff (see StaffCopy). */
export const en: StaffCopy = {
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
    presentation: '{place} · presentation',
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
    setAside:
      'The counts file on this kiosk could not be read: it was moved aside, unchanged, as {files} in the app’s data folder, and counting started again from zero. Keep that file: it may hold earlier counts.',
  },
  dayLabel: 'Day',
  today: 'Today ({date})',
  verdict: {
    visits: { one: '{count} visit', other: '{count} visits' },
    reached: '{percent}% of them reached a store QR code',
    median: 'half of them lasted {duration} or more',
    noVisits: 'No visits on this day yet.',
  },
  summary: {
    searches: 'Console searches',
    qr: 'QR codes tapped for',
  },
  duration: '{minutes} min {seconds} s',
  seconds: '{seconds} s',
  nothingCounted: 'Nothing counted yet.',
  charts: {
    perDay: 'Sessions per day',
    lengths: 'Length of visits',
    languages: 'Language chosen',
    routes: 'Pages seen',
    sections: 'Landing sections seen',
    qr: 'QR codes tapped for, by kind',
    faq: 'FAQ questions opened',
    shown: 'Store QR codes on screen',
    reached: 'Visits that reached a store QR code',
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
    shown: {
      attract: 'Attract loop (times it came back)',
      'hero-qr': 'Top of the page (visits, 5 s or more)',
      presentation: 'Presentation slides',
    },
    reached: {
      tapped: 'Tapped a store link',
      seen: 'Saw a store QR code for 5 s (no tap)',
    },
    slides: {
      home: 'Opening',
      'feature-workspace': 'Feature: workspace',
      'feature-sharing': 'Feature: community sharing',
      'feature-anywhere': 'Feature: learn anywhere',
      'feature-organized': 'Feature: organized learning',
      multimedia: 'Multimedia',
      'mobile-learning': 'Mobile learning',
      articles: 'Articles',
      pricing: 'Pricing',
      testimonials: 'Testimonials',
      faq: 'FAQ',
      closing: 'Scan to download',
    },
  },
  exportCsv: 'Export CSV',
  exported: {
    saving: 'Saving…',
    saved: 'Saved in Documents › {folder} as {file}.',
    refused:
      'Not saved: the folder Documents › {folder} cannot be used on this computer. The counts are still here: do not clear them.',
    failed:
      'Not saved: the file could not be written (the disk may be full). The counts are still here: do not clear them, and export again.',
  },
  printPoster: 'Print a poster for this event',
  clear: 'Clear all counts',
  clearConfirm:
    'Clear every count on this kiosk, today’s and earlier days’? This cannot be undone.',
  clearYes: 'Yes, clear all counts',
  clearNo: 'Keep them',
  close: 'Close',
};
