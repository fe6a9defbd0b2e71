import type { LegalCopies } from '../types';

export const en: LegalCopies = {
  privacy: {
    title: 'Privacy Policy',
    updated: 'Last updated {date}',
    intro:
      'This notice explains, in plain words, what the {brand} app and this website collect, why, and what you can ask of us.',
    sections: [
      {
        id: 'collected',
        heading: 'What the app collects and why',
        paragraphs: [
          'Your account details (name, phone number or email, classroom) so that you can sign in and see content for your class.',
          'Your progress (lessons opened, quiz results, downloads) so that the app can remember where you stopped and suggest what to revise.',
          'Payment confirmations from the mobile-money operator when you subscribe. We never see or keep your mobile-money PIN.',
          'Documents you choose to share with the community, with your display name.',
        ],
      },
      {
        id: 'website',
        heading: 'What this website collects',
        paragraphs: [
          'Nothing beyond what our web host records in its standard access logs (address, date, page requested), kept for security for at most 30 days.',
          'This website sets one cookie, named “lang”, and only when you choose a language with the EN | FR switch. It holds that choice (“en” or “fr”) so that our server opens the site in your language next time; it lasts one year (365 days), then your browser deletes it. Your browser also keeps the same choice in its local storage, under “lyceo.locale”. Nothing else is stored on your device, and nothing is sent anywhere: the cookie goes only to this website, which reads it to pick the language. This website uses no trackers and no advertising, and loads nothing from other websites.',
          'Our demonstration kiosks at fairs and libraries count how they are used, in the kiosk’s own local storage and nowhere else (on a kiosk only, never on your phone): per day, how many visits started and roughly how long they lasted, which language, pages and sections were chosen, which kinds of QR code were shown, which FAQ questions were opened and how many searches were made (never what was typed). These are numbers only, with nothing that identifies a visitor; they are never sent anywhere, our staff read them on the kiosk and can clear them, and the oldest day is dropped after 120 days.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Who we share it with',
        paragraphs: [
          'We do not sell your data. We share it only with the services that run the app (hosting, payment) and only as much as they need, or when the law requires it.',
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        paragraphs: [
          'You can ask to see, correct or delete your data, or close your account, at any time. If you are under 18, a parent or guardian can ask on your behalf.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          'Write to {email} for any question about your data. We answer within 30 days.',
        ],
      },
    ],
  },
  terms: {
    title: 'Terms of Use',
    intro:
      'These terms are the rules for using the {brand} app and this website. Please read them: they are short.',
    sections: [
      {
        id: 'accepting',
        heading: 'Accepting these terms',
        paragraphs: [
          'By creating an account or using the app, you accept these terms. If you do not accept them, do not use the app.',
        ],
      },
      {
        id: 'age',
        heading: 'Minimum age',
        paragraphs: [
          'You must be at least 13 years old to create an account. If you are under 18, a parent or guardian should read these terms with you.',
        ],
      },
      {
        id: 'account',
        heading: 'Your account',
        paragraphs: [
          'The account holder is responsible for the account and for everything done with it.',
          'Do not share your password or sign-in codes with anyone. Tell us at once if you think someone else uses your account.',
        ],
      },
      {
        id: 'forbidden',
        heading: 'What you must not do',
        paragraphs: [
          'Do not upload files that contain viruses or any malicious code, or that try to harm the app or other users.',
          'Do not use the app for anything illegal, including sharing content you have no right to share.',
        ],
      },
      {
        id: 'licence',
        heading: 'Content and licence',
        paragraphs: [
          'Lessons, corrections and exam papers are for your personal study. You may not resell them or publish them elsewhere.',
          'When you share a document, you confirm you may share it and you allow other students to read it in the app.',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspension and termination',
        paragraphs: [
          'We may suspend or close an account that breaks these terms. You may close your account at any time.',
        ],
      },
      {
        id: 'changes',
        heading: 'Changes',
        paragraphs: [
          'We may update these terms. We will tell you in the app before important changes take effect.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Questions about these terms: {email}.'],
      },
    ],
  },
};
