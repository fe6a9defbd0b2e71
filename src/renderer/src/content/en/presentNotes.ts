import type { SpeakerNotes } from '../types';

/**
 * English speaker notes, one a slide: shown in the presenter view only, and
 * in a module of their own, so the audience's window never downloads them.
 */
export const en: SpeakerNotes = {
  home: 'Introduce yourself, then ask who revises on their phone. {brand} puts the lycée programme in one app; Seconde is free.',
  'feature-workspace':
    'Show the quiz: a question, the answer ticked, the explanation. Students practise alone and see at once where they stand.',
  'feature-sharing':
    'Students share their own notes and past papers with the class; every document is checked before it is published.',
  'feature-anywhere':
    'Papers and lessons download once on Wi-Fi, then open with no data: ask who runs out of data before the end of the month.',
  'feature-organized':
    'Everything follows the official curriculum, by class and subject: a worked Bac correction, step by step.',
  multimedia:
    'Podcasts for the bus, short videos, quizzes after each lesson: three ways to revise the same chapter.',
  'mobile-learning': 'Read two benefits aloud and ask which matters most to them.',
  articles: 'Our blog gives exam advice each week; these two are the most read before the Bac.',
  pricing:
    'Freemium stays free. Solo is by the month; Solo+ saves money over three months. Payment is in the app, never on the site.',
  testimonials:
    'Real students from three towns. Invite a student in the room who uses {brand} to say a word.',
  faq: 'Take questions from the room; these are the ones we hear most.',
  closing:
    'Leave this slide up while students scan. Those without a phone can type {address} at home.',
};
