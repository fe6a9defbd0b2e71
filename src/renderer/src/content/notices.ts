import type { Locale, NoticesCopy } from './types';

/** Copy of the update and offline notices: imported by their chunk only, both languages (a few words). */
export const noticesCopies: Record<Locale, NoticesCopy> = {
  en: {
    updateReady: 'A new version is available.',
    reload: 'Reload',
    offlineLink:
      'You are offline: this link needs the internet. It will work again once you are back online.',
    dismiss: 'Dismiss',
  },
  fr: {
    updateReady: 'Une nouvelle version est disponible.',
    reload: 'Recharger',
    offlineLink:
      'Tu es hors ligne : ce lien a besoin d’internet. Il marchera de nouveau dès ton retour en ligne.',
    dismiss: 'Fermer',
  },
};
