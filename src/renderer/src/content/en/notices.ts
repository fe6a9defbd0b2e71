import type { NoticesCopy } from '../types';

/** English copy of the notices (see NoticesCopy). */
export const en: NoticesCopy = {
  updateReady: 'A new version is available.',
  reload: 'Reload',
  offlineLink:
    'You are offline: this link needs the internet. It will work again once you are back online.',
  languageOffline:
    'This language ({language}) could not load: it is not saved on this device yet. Try again once you are online.',
  presenterOffline:
    'The slides are not saved on this device: open this site once online on this computer, then they work offline.',
  dismiss: 'Dismiss',
  offlineQr: {
    title: 'You are offline: open it on a phone',
    hint: 'Point a phone’s camera at the code: the link opens there, on the phone’s own connection.',
    imageLabel: 'QR code for {url}',
    close: 'Close',
  },
};
