import type { StaticCopy } from '../types';

/** English static-HTML copy (see StaticCopy). */
export const en: StaticCopy = {
  share: {
    title: '{brand} · Study app for Cameroonian secondary schools',
    description:
      'Lessons, corrections, exam papers, podcasts, videos and quizzes for Seconde to Terminale. Free for Seconde (A4, C), every lycée class before Première.',
    imageAlt: '{brand}: study app for Seconde, Première and Terminale, on Google Play',
  },
  bootFailed: {
    message: '{brand} could not finish loading. Check your connection and try again.',
    retry: 'Retry',
    kioskMessage:
      '{brand} could not start on this kiosk. It tries again by itself. Staff: check the network connection, or restart the kiosk.',
  },
  belowFloor: {
    message:
      'This browser is too old to open this page of the {brand} website. The {brand} app works on your phone, and the legal pages open here.',
    privacyPolicy: 'Privacy Policy',
    termsOfUse: 'Terms of Use',
  },
  staticPage: {
    backToApp: 'Open the {brand} website',
  },
  notFound: {
    title: 'Page not found · {brand}',
    heading: 'This page does not exist',
    message:
      'The address may be mistyped, or the page has moved. Everything on the site starts from the home page.',
    home: 'Go to the home page',
  },
  offline: {
    title: 'Offline · {brand}',
    heading: 'You are offline',
    message:
      'This page is not saved on this device yet. The pages you have opened before still work without a connection.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
};
