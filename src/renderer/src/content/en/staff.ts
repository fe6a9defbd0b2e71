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
    lowRoom:
      'This kiosk’s storage is nearly full: the next counts may not be saved. Export the CSV now; clearing the counts (or this browser’s other site data) makes room.',
    nearlyFull:
      '{count} of the {max} day entries this kiosk keeps are used: each new day now drops the oldest ({oldest}), exported or not. Export the CSV now, then clear the counts.',
  },
  dayLabel: 'Day',
  today: 'Today ({date})',
  verdict: {
    visits: { one: '{count} visit', other: '{count} visits' },
    passersBy: { one: '{count} passer-by', other: '{count} passers-by' },
    reached: '{percent}% of visits reached a store QR code',
    median: 'half of them lasted {duration} or more',
    noVisits: 'No visits on this day yet.',
    presentations: { one: '{count} presentation', other: '{count} presentations' },
    slidesShown: { one: '{count} slide shown', other: '{count} slides shown' },
    slideTime: '{duration} on slides',
  },
  definitions: [
    'A visit: someone touched the kiosk and stayed 5 s or more, from the first touch to the last. A passer-by: touched it and was gone within 5 s; counted apart, never as a visit.',
    'A store QR code is reached when a visit tapped a store link, or had a code on screen for 5 s while someone was there (a touch within the last 30 s).',
    '“Half of them lasted”: the median of the visits’ own lengths, shown from 5 visits on.',
  ],
  presentationNote:
    'A presentation counts the slides shown and the seconds on each. It cannot tell who looked or who scanned a code: no share of visits here.',
  timeline: {
    hours: 'Hour by hour, {date}',
    days: 'Day by day, event: {event}',
    visits: 'Visits',
    passersBy: 'Passers-by',
    reached: 'Reached a store code',
    hour: 'Hour',
    day: 'Day',
    hourLabel: '{hour} h',
    presentations: 'Presentations',
  },
  stand: {
    title: 'The whole stand',
    intro:
      'Read the CSV files other kiosks of this event exported (from a USB stick, say): their figures show here beside this kiosk’s, and export as one CSV. Nothing is added to this kiosk’s own counts.',
    pick: 'Read other kiosks’ CSV files',
    read: 'Read {file}: {kiosks}, {days}.',
    otherEvent: 'Not read: {file} is from the event “{event}”, not this kiosk’s.',
    broken: 'Not read: {file} is not a usage CSV exported by a kiosk (or it is damaged).',
    duplicate: 'Not counted again: every day in {file} was already read.',
    kiosks: { one: '{count} kiosk', other: '{count} kiosks' },
    exportMerged: 'Export the stand’s CSV',
    unnamed: 'unnamed kiosk',
  },
  summary: {
    searches: 'Console searches',
    qr: 'QR codes tapped for',
  },
  duration: '{minutes} min {seconds} s',
  seconds: '{seconds} s',
  nothingCounted: 'Nothing counted yet.',
  charts: {
    perDay: 'Visitors per day (visits and passers-by)',
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
      'hero-qr': 'Top of the page (visits, 5 s or more, someone there)',
    },
    reached: {
      tapped: 'Tapped a store link',
      seen: 'Saw a store QR code for 5 s, someone there (no tap)',
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
    downloaded: 'Saved to your Downloads folder as {file}.',
  },
  printPoster: 'Print a poster for this event',
  clear: 'Clear all counts',
  clearConfirm:
    'Clear every count on this kiosk, today’s and earlier days’? This cannot be undone.',
  clearYes: 'Yes, clear all counts',
  clearNo: 'Keep them',
  close: 'Close',
};
