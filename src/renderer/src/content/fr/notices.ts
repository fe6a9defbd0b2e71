import type { NoticesCopy } from '../types';

/** French copy of the notices (see NoticesCopy). */
export const fr: NoticesCopy = {
  updateReady: 'Une nouvelle version est disponible.',
  reload: 'Recharger',
  offlineLink:
    'Tu es hors ligne : ce lien a besoin d’internet. Il marchera de nouveau dès ton retour en ligne.',
  languageOffline:
    'Cette langue ({language}) n’a pas pu se charger : elle n’est pas encore enregistrée sur cet appareil. Réessaie une fois en ligne.',
  presenterOffline:
    'Les diapositives ne sont pas enregistrées sur cet appareil : ouvre ce site une fois en ligne sur cet ordinateur, ensuite elles marchent hors ligne.',
  dismiss: 'Fermer',
  offlineQr: {
    title: 'Tu es hors ligne : ouvre‑le sur un téléphone',
    hint: 'Vise le code avec l’appareil photo d’un téléphone : le lien s’ouvre dessus, avec sa propre connexion.',
    imageLabel: 'Code QR de {url}',
    close: 'Fermer',
  },
};
