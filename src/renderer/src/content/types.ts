/**
 * The shape of all visible copy. Every language is one object of type
 * SiteCopy, so a missing or extra translation fails type-checking.
 */
import type { KioskTag } from '@shared/kioskTags';
import type { SiteRoute } from '@shared/routes';
import type { ShortPlacement } from '@shared/shortStoreLink';
import type { StoreReach } from '@shared/usageSchema';
import type { VideoId } from '@shared/videoLinks';
import type { AppScreenId } from '@shared/appScreenFiles';
import type { Subject } from './catalogue';
import type { FeatureId, SectionId } from './sections';
import type { SlideId } from './slides';

/** The site's languages: one list, in src/shared/locales.ts. */
export type { Locale } from '@shared/locales';

/** The landing sections and the features' items, listed in page order in sections.ts. */
export type { FeatureId, SectionId };

/** The site's routes (hash paths), from the one route table. */
export type { SiteRoute };

/**
 * Ids of the copy's list items: every language lists the same ids, so a
 * translation missing an item, or with one too many, fails
 * translations.test.ts naming it. Counts the spec fixes are in spec.test.ts.
 */
export type ArticleId = 'study-plan' | 'exam-tips';
export type TestimonialId = 'aicha' | 'junior' | 'grace';
export type FaqId = 'what' | 'classes' | 'free' | 'plans' | 'data' | 'help';
export type PlanId = 'freemium' | 'solo' | 'solo-plus';
export type LegalPageId = 'privacy' | 'terms';

export interface NavCopy {
  mainLabel: string;
  toggleLabel: string;
  /** The menu button's name while the menu is open (it shows ✕). */
  closeLabel: string;
  entries: { section: SectionId; label: string }[];
  /** The menu's store button (the desktop bar's too): "Download App", as the specification names it. */
  download: string;
  /** The name of the top bar's store mark, told apart from the menu's button. Uses {brand} */
  storeMarkLabel: string;
  languageLabel: string;
}

export interface FooterCopy {
  tagline: string;
  quickLinksHeading: string;
  legalHeading: string;
  privacy: string;
  terms: string;
  consoleLink: string;
  videosLink: string;
  /** The store link among the quick links. */
  storeLink: string;
  contactHeading: string;
  emailLabel: string;
  whatsappButton: string;
  whatsappGreeting: string;
  socialHeading: string;
  social: { facebook: string; instagram: string; tiktok: string; youtube: string };
  rights: string;
}

export interface Feature {
  /** Also picks the feature's icon. */
  id: FeatureId;
  title: string;
  description: string;
}

export interface MultimediaItem {
  id: 'podcast' | 'gallery' | 'quizzes';
  title: string;
  description: string;
  imageAlt: string;
}

export interface Article {
  title: string;
  description: string;
  /** Where the article sits on the configured blog, relative to its URL, e.g. `exam-tips`. */
  path: string;
  /** ISO date, YYYY-MM-DD */
  date: string;
  /** Also picks the article's vignette. */
  id: ArticleId;
  imageAlt: string;
}

/** A plan's words; its price and months are data, in content/offer.ts. */
export interface PricingPlan {
  id: PlanId;
  name: string;
  /** Uses {months}, the months the price pays for */
  period: string;
  features: string[];
  buttonText: string;
  popular: boolean;
  /** Its own badge ("Most Popular"); a plan that saves shows pricing.savingBadge instead. */
  badge?: string;
}

export interface PricingCopy {
  heading: string;
  intro: string;
  free: string;
  plans: PricingPlan[];
  /** Under a plan of several months; uses {price} (a month's share) */
  perMonth: string;
  /** A plan's saving with its basis; uses {percent}, {months}, {plan} and {price} (the compared plan's name and monthly price) */
  saving: string;
  /** Uses {percent} */
  savingBadge: string;
  /** What every plan gets offline, said in the same words in the features and the FAQ (offline.test.ts). */
  offline: string;
}

export interface Testimonial {
  id: TestimonialId;
  name: string;
  role: string;
  /** Shown in the generated avatar. */
  initials: string;
  content: string;
}

export interface Faq {
  id: FaqId;
  question: string;
  /** Uses {brand} and the offer's placeholders ({soloPrice}, {soloPlusSaving}…: lib/offer.ts offerValues) */
  answer: string;
}

export interface LandingCopy {
  hero: {
    title: string;
    lead: string;
    free: string;
    /** Beside the free line, in the first screen: the paid classes' monthly price. Uses {price} (the Solo plan's month, lib/offer.ts) and {plan} (its name) */
    price: string;
    storeButton: string;
    /** Under the store button: the app is for Android only. */
    platform: string;
    /** The same, louder, to a visitor on an iPhone or iPad. Uses {brand} */
    platformApple: string;
    blogLink: string;
  };
  /** samplesLink: to the console's sample papers. */
  features: { heading: string; intro: string; items: Feature[]; samplesLink: string };
  /** samplesLink: to the sample videos. */
  multimedia: { heading: string; intro: string; items: MultimediaItem[]; samplesLink: string };
  checklist: {
    heading: string;
    intro: string;
    benefits: string[];
    classroomsHeading: string;
    subjectsHeading: string;
  };
  articles: { heading: string; intro: string; readMore: string; items: Article[] };
  pricing: PricingCopy;
  testimonials: {
    heading: string;
    ratingLabel: string;
    /** A testimonial between the language's quotation marks; uses {content} */
    quote: string;
    items: Testimonial[];
  };
  faq: { heading: string; items: Faq[] };
}

/** Which lycée years a subject's lessons cover in the app (content/appLibrary.ts). */
export type LevelSpan = 'lycee' | 'terminale';

export interface ConsoleCopy {
  heading: string;
  intro: string;
  searchLabel: string;
  searchPlaceholder: string;
  classroomLabel: string;
  subjectLabel: string;
  yearLabel: string;
  all: string;
  /** The phone's button that unfolds the three selects. */
  filters: string;
  /** The same, with selects set. Uses {count} */
  filtersOn: string;
  columns: { title: string; classroom: string; subject: string; year: string; download: string };
  download: string;
  downloadHint: string;
  /** Uses {shown} and {total}; the form follows {shown}. */
  count: PluralForms;
  /** The search alone finds nothing. Uses {search} */
  emptySearch: string;
  clearSearch: string;
  /** The search finds something (or is empty), the filters leave none of it. */
  emptyFilters: string;
  clear: string;
  /**
   * Under an empty result for one subject: what the app has for it.
   * Uses {subject}, {brand}, {count} and {levels}; the form follows {count}.
   */
  appHas: PluralForms;
  /** The {levels} of appHas, by the years a subject covers. */
  appLevels: Record<LevelSpan, string>;
  /** Under an empty result for no one subject. Uses {brand} */
  appHasAll: string;
  appNoticeTitle: string;
  appNotice: string;
  appNoticeButton: string;
  close: string;
  pagination: { label: string; previous: string; next: string; page: string };
}

/** The sample videos, pairing each video's media with its copy (ids in src/shared/videoLinks.ts). */
export type { VideoId };

/** A count-bearing text in the forms Intl.PluralRules picks from (lib/plural.ts). */
export interface PluralForms {
  one: string;
  other: string;
}

export interface VideosCopy {
  heading: string;
  intro: string;
  /** Uses {views} */
  views: string;
  /** Uses {count} */
  viewsExact: string;
  durationLabel: string;
  /** Shown on every card: where its link plays the video. */
  watchOn: string;
  /** What a screen reader hears after a card's title: where its link goes. */
  opensVideo: string;
  items: Record<VideoId, { title: string; description: string }>;
}

export interface LegalSection {
  /** The same in every language (see FaqId). */
  id: string;
  heading: string;
  paragraphs: string[];
}

export interface LegalCopy {
  title: string;
  updated?: string;
  intro: string;
  sections: LegalSection[];
}

/** Legal pages, kept out of SiteCopy so they load with their own route chunks. */
export type LegalCopies = Record<LegalPageId, LegalCopy>;

export interface SiteCopy {
  meta: {
    description: string;
    titles: {
      home: string;
      console: string;
      videos: string;
      privacy: string;
      terms: string;
      error: string;
      /** A page that threw, or whose code did not arrive. */
      unavailable: string;
    };
  };
  nav: NavCopy;
  footer: FooterCopy;
  /** What each drawn screen of the app shows, said to a screen reader (its image's alt). Uses {brand} */
  appScreens: Record<AppScreenId, string>;
  landing: LandingCopy;
  console: ConsoleCopy;
  videos: VideosCopy;
  /** Display names of the subjects; the console filters keep matching the data values. */
  subjects: Record<Subject, string>;
  error: {
    /** The status line of an unknown address, below the router's English title. */
    notFoundStatus: string;
    notFoundExplanation: string;
    otherExplanation: string;
    /** A page whose code did not arrive: offline and not kept, or a link that dropped. */
    loadFailedStatus: string;
    offlineExplanation: string;
    loadFailedExplanation: string;
    retry: string;
    home: string;
  };
  common: {
    newTab: string;
    /** After a label ("Email: …"): French puts a no-break space before the colon. */
    colon: string;
    /** The first Tab's stop: past the top bar to the page's own content. */
    skipToContent: string;
  };
}

/** The app's screens the site shows, drawn by us (components/appScreens). */
export type { AppScreenId };

/**
 * The words drawn on the app's screens: the build writes them into one SVG
 * file per screen and language (tooling/appScreens), so they never ship in
 * the site's JavaScript. Each line is drawn as it is, never wrapped: keep to
 * the lengths drawAppScreen.test.ts checks.
 */
export interface AppScreensCopy {
  correction: {
    /** The top bar's title and, under it, the paper. */
    title: string;
    paper: string;
    /** Subject and class, as the app's chip shows them: "Maths · Terminale C". */
    chip: string;
    statementHeading: string;
    statement: string;
    /** The same in every language. */
    equation: string;
    steps: { id: string; heading: string; formulas: string[] }[];
    conclusion: string;
    /** The set of solutions, in the language's notation. */
    solution: string;
    next: string;
  };
  quiz: {
    title: string;
    chip: string;
    /** How far the student is: "Question 3/10". */
    progress: string;
    /** Two lines. */
    question: [string, string];
    answers: { id: string; text: string; correct: boolean }[];
    feedback: string;
    next: string;
  };
  documents: {
    title: string;
    search: string;
    filters: { id: string; label: string; selected: boolean }[];
    items: { id: string; title: string; meta: string; offline: boolean }[];
    /** Beside a document kept on the phone. */
    offline: string;
  };
  /** The class's shared documents: who shared what, and how many found it useful. */
  sharing: {
    title: string;
    /** Under the title: the class. */
    group: string;
    items: { id: string; initials: string; name: string; title: string; useful: string }[];
    share: string;
  };
}

/** The attract loop's slides, in the order they play, and `store`: the caption of its QR code, on every slide. */
export type AttractSlideId = 'lessons' | 'papers' | 'offline' | 'price' | 'store';

export interface KioskCopy {
  stillThere: string;
  /** Uses {seconds} */
  countdown: string;
  stay: string;
  qrTitle: Record<'store' | 'blog' | 'whatsapp' | 'email' | 'social' | 'video' | 'other', string>;
  qrHint: string;
  qrImageLabel: string;
  /** The address or number written out beside the code; uses {text}. `store`: a kiosk's short store address. */
  qrTypeIt: { email: string; whatsapp: string; store: string };
  openHere: string;
  close: string;
  heroQr: string;
  /** Before a short store address written out under a permanent code (hero, attract loop). */
  orType: string;
  /** Over the logo while staff hold it: the PIN pad opens at the end. */
  staffHold: string;
  attract: {
    /** Shown in both languages at once: "Touch to discover" / "Touchez pour découvrir". */
    prompt: string;
    /** One-line benefits; `price` uses {price}. */
    slides: Record<AttractSlideId, string>;
    /** The price slide's figure leads with what costs nothing: "Free". */
    free: string;
    /** Under it, the paid plan; uses {price}. */
    paid: string;
  };
}

/**
 * Copy that only the build writes, into static HTML: the pages' share tags and
 * failed-start notice, the share image and the static legal pages. Never imported by the app, so it costs the bundle nothing.
 */
export interface StaticCopy {
  share: {
    /** og:title and twitter:title; uses {brand} */
    title: string;
    /** og:description and twitter:description */
    description: string;
    /** og:image:alt; uses {brand} */
    imageAlt: string;
  };
  bootFailed: {
    /** Uses {brand} */
    message: string;
    retry: string;
    /** A kiosk's notice, for staff: it retries by itself and has no link. Uses {brand} */
    kioskMessage: string;
  };
  /** Below the oldest engine the site supports (browserslist): what a deep link to the app's pages says instead. */
  belowFloor: {
    /** Uses {brand} */
    message: string;
    privacyPolicy: string;
    termsOfUse: string;
  };
  staticPage: {
    /** Uses {brand} */
    backToApp: string;
  };
  /** The prerendered "page not found" (404.html, fr/404.html) a host serves for an address it does not have. */
  notFound: {
    /** The document's title; uses {brand} */
    title: string;
    heading: string;
    message: string;
    /** The link to the landing page in this language */
    home: string;
  };
  /**
   * What the offline service worker answers for a page this device has not kept
   * (offline.html, fr/offline.html), when the network is gone: a language page typed by hand,
   * a mistyped address.
   */
  offline: {
    /** The document's title; uses {brand} */
    title: string;
    heading: string;
    message: string;
    /** The link that loads the same address again */
    retry: string;
    /** The link to the landing page this device keeps */
    home: string;
  };
}

/** The band that ends the landing page before the footer: one last word and the store link. */
export interface ClosingCtaCopy {
  heading: string;
  text: string;
}

/**
 * Presenter mode's own words (features/present): what a slide deck adds to the
 * landing page's copy, which its slides show as they are.
 */
export interface PresentCopy {
  /** The deck's name for screen readers; uses {brand} */
  label: string;
  /** Under the deck's name: the keys that drive it. */
  keys: string;
  /** Uses {current} and {total} */
  position: string;
  /** Told to screen readers at each slide; uses {position} and {title} */
  announce: string;
  /** The screen is black (B or .); said when it goes black. */
  blanked: string;
  /** Under the corner's QR code. */
  scan: string;
  /** Before the short address a student can type; uses {address} */
  orVisit: string;
  /** The QR code's accessible name; uses {url} */
  qrLabel: string;
  /** The closing slide's heading. */
  closing: string;
  controls: { previous: string; next: string; leave: string };
  /** The FAQ slide: one line for each question, where the page has a paragraph. */
  faqAnswers: Record<FaqId, string>;
  /** Offered at a deck's first key or click when it was opened from an address. */
  fullScreenOffer: { text: string; accept: string; decline: string };
  /** After Escape out of the deck: the deck waits, the address still opens it. */
  paused: { text: string; resume: string; back: string };
  /** `?`: the keys, each with what it does, in the deck's language. */
  help: {
    title: string;
    keys: ReadonlyArray<{ id: string; keys: string; does: string }>;
  };
  /** O: every slide as a grid. */
  overview: string;
  /** A slide number being typed before Enter; uses {number} */
  jump: string;
  /** The presenter view (S), on the presenter's own screen. */
  view: {
    /** The window's name; uses {brand} */
    label: string;
    current: string;
    next: string;
    /** Under "next" on the last slide. */
    end: string;
    notes: string;
    elapsed: string;
    clock: string;
    /** Said when the browser refused to open a window. */
    blocked: string;
  };
}

/** What the presenter says on each slide: the presenter view only, never the audience's screen. */
export type SpeakerNotes = Record<SlideId, string>;

/** The installed app's names in the web manifests; read by the build (tooling/pwa), never shipped in a chunk. */
export interface WebAppCopy {
  /** Uses {brand} */
  name: string;
  description: string;
  /** The kiosk install's name. Uses {brand} */
  kioskName: string;
  shortcuts: { console: string; videos: string };
}

/** The update and offline notices: their own chunk, fetched only when one shows. */
export interface NoticesCopy {
  updateReady: string;
  reload: string;
  /** An outbound link was followed with the network off. */
  offlineLink: string;
  /** The other language was chosen and its copy could not load (offline, not kept yet). Uses {language} */
  languageOffline: string;
  /** `?present=1` opened offline on a device that has not kept the slides (features/present/keepOffline.ts). */
  presenterOffline: string;
  dismiss: string;
  /** The same link's QR code, for a phone with its own network (a presenter's audience). */
  offlineQr: {
    title: string;
    hint: string;
    /** Uses {url} */
    imageLabel: string;
    close: string;
  };
}

/** The staff's PIN pad and usage view (a browser kiosk's PIN, the shell's staff chord). */
export interface StaffCopy {
  pin: {
    title: string;
    prompt: string;
    /** Uses {count} */
    typed: PluralForms;
    erase: string;
    enter: string;
    cancel: string;
    wrong: string;
    /** After too many wrong PINs; uses {seconds} */
    locked: string;
  };
  title: string;
  privacy: string;
  /** This kiosk's name and event, and how a day of another kiosk or event reads in the day list. */
  place: {
    kiosk: string;
    event: string;
    /** Shown for a kiosk with no name, or no event. */
    none: string;
    /** Uses {date}, {kiosk}, {event} */
    option: string;
    /** A presentation's counts in the list of days; uses {place} (the date, kiosk and event). */
    presentation: string;
  };
  /** Start-up values that were not usable; each uses {value}. */
  ignored: Record<KioskTag, string>;
  /** Warnings about the counts themselves. */
  countsWarning: {
    /** Days stored after tomorrow on the kiosk's clock; uses {today}, {count} and {last}. */
    clock: string;
    /** The last save failed: the counts live in memory only. */
    unsaved: string;
    /** The shell could not read its counts file and moved it aside; {files} names it, {count} how many. */
    setAside: string;
    /**
     * Days stored near the limit kept (MAX_USAGE_DAYS): the oldest go next, exported
     * or not. Uses {count}, {max} and {oldest}.
     */
    nearlyFull: string;
    /** The browser's storage has little room left: a save may soon be refused. */
    lowRoom: string;
  };
  dayLabel: string;
  /** Uses {date} */
  today: string;
  /**
   * The view's first line, "did the stand work?": the day's visits, the share
   * of them that reached a store QR code, how long half the visits lasted.
   */
  verdict: {
    /** Uses {count} */
    visits: PluralForms;
    /** Uses {percent}, a whole number */
    reached: string;
    /** Uses {count} */
    passersBy: PluralForms;
    /** Uses {duration} */
    median: string;
    /** A day with no visit. */
    noVisits: string;
    /** A presentation's day: what a presentation can measure. Uses {count}. */
    presentations: PluralForms;
    /** Uses {count} */
    slidesShown: PluralForms;
    /** Uses {duration} */
    slideTime: string;
  };
  /** What a visit, a passer-by and a store code reached are, under the figures. */
  definitions: string[];
  /** Under a presentation's figures: what it can and cannot measure. */
  presentationNote: string;
  /** The per-hour and per-day charts (SVG, a table behind each). */
  timeline: {
    /** Uses {date} */
    hours: string;
    /** Uses {event} (the event's name, or `none`) */
    days: string;
    /** Column heads, and the chart's legend. */
    visits: string;
    passersBy: string;
    reached: string;
    hour: string;
    day: string;
    /** An hour's label on the chart; uses {hour}. */
    hourLabel: string;
    /** A presentation's per-day chart. */
    presentations: string;
  };
  /** Other kiosks' CSV files, read to show the stand as a whole. */
  stand: {
    title: string;
    intro: string;
    pick: string;
    /** Uses {file}, {kiosks} (names) and {days} */
    read: string;
    /** Uses {file} and {event} */
    otherEvent: string;
    /** Uses {file} */
    broken: string;
    /** Uses {file}: every day it holds was already read. */
    duplicate: string;
    /** Uses {count}: kiosks in the report. */
    kiosks: PluralForms;
    exportMerged: string;
    /** A kiosk with no name. */
    unnamed: string;
  };
  summary: { searches: string; qr: string };
  /** Uses {minutes} and {seconds} */
  duration: string;
  /** Under a minute; uses {seconds} */
  seconds: string;
  /** A table whose every count is zero: its rows are left out. */
  nothingCounted: string;
  charts: {
    perDay: string;
    lengths: string;
    languages: string;
    routes: string;
    sections: string;
    qr: string;
    faq: string;
    shown: string;
    reached: string;
  };
  /** What a per-session tally means, under its chart. */
  oncePerSession: string;
  columns: { item: string; count: string };
  /** Session-length bucket labels: {from}, {to} and {unit} (s or min); the last has no {to}. */
  bucket: string;
  lastBucket: string;
  /** Names of counted keys (languages go by LANGUAGE_NAMES, FAQ keys by their question). */
  names: {
    /** `other` is the not-found view. */
    routes: Record<SiteRoute | 'other', string>;
    sections: Record<SectionId, string>;
    qr: Record<KioskQrKind, string>;
    /** Where a store code stayed on screen (src/shared/shortStoreLink.ts). */
    shown: Record<ShortPlacement, string>;
    reached: Record<StoreReach, string>;
    /** A presentation's slides (content/slides.ts), in the CSV. */
    slides: Record<SlideId, string>;
  };
  exportCsv: string;
  /**
   * How the shell's save of the CSV ended, as main reports it (a browser says nothing: its
   * own download bar does). {folder} is the export folder in Documents, {file} the name main
   * gave the file. Staff clear the counts after an export: only `saved` may sound like success.
   */
  exported: {
    /** Until main answers. */
    saving: string;
    /** Uses {folder} and {file} */
    saved: string;
    /** Main could not use the folder; uses {folder} */
    refused: string;
    /** The file was not written through (a full disk, say). */
    failed: string;
    /** A browser kiosk: the browser saved it; uses {file}. */
    downloaded: string;
  };
  /** Opens the print view (posters, flyers) tagged with the kiosk's event. */
  printPoster: string;
  clear: string;
  clearConfirm: string;
  clearYes: string;
  clearNo: string;
  close: string;
}

export type KioskQrKind = keyof KioskCopy['qrTitle'];

/** The kiosk's on-screen keyboard: its region's name and the names of its action keys. */
export interface KeyboardCopy {
  label: string;
  keys: {
    backspace: string;
    space: string;
    done: string;
    close: string;
    accents: string;
    letters: string;
  };
}

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
  /** A browser kiosk's print action: a QR code of this view on the website. */
  printElsewhere: string;
  printElsewhereNote: string;
  /** Shown in the shell only: it writes the PDF itself. */
  savePdf: string;
  /** The shell saved the sheet; {folder} is its folder in Documents. */
  saved: string;
  notSaved: string;
  /** {event}: the event, written as text. */
  event: string;
  /** {example}: eventExample, shown as code that does not break across lines. */
  noEvent: string;
  eventExample: string;
  /** {event}: what was given, written as text. */
  invalidEvent: string;
  scan: string;
  orType: string;
  /** {url}: the store link the QR code holds. */
  qrLabel: string;
  plansHeading: string;
  sheetLabel: string;
  /** The switch that puts every language on one sheet. */
  bilingual: string;
  /** The form on screen that writes the address's event, stand and date (features/poster/PosterForm.tsx). */
  form: {
    heading: string;
    event: string;
    eventHint: string;
    /** An event typed that is not a slug; uses {given} and {suggestion}. */
    notAnEvent: string;
    /** Uses {suggestion}. */
    useSuggestion: string;
    stand: string;
    standHint: string;
    date: string;
    dateHint: string;
    apply: string;
  };
  /** Where and when to find the stand, on the sheet; {stand} as given, {date} written out. */
  where: { stand: string; date: string; both: string };
  /** On screen: a stand or date given that the sheet does not print; uses {stand} or {date}. */
  invalidStand: string;
  invalidDate: string;
  /** Printed large enough to read at 1 m on an A6 flyer; uses {number}, and {site} (the site's address). */
  contact: { whatsapp: string; site: string };
}
