import type { NoticesCopy } from '../types';

/** English copy of the notices (see NoticesCopy). */
export const en: NoticesCopy = {
  updateReady: 'A new version is available.',
  reload: 'Reload',
  offlineLink:
    'You are offline: this link needs the internet. It will work again once you are back online.',
  dismiss: 'Dismiss',
};
