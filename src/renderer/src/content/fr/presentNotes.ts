import type { SpeakerNotes } from '../types';

/**
 * Notes du présentateur en français, une par diapositive : dans le mode
 * présentateur seulement, et dans un module à part, pour que la fenêtre du
 * public ne les télécharge jamais.
 */
export const fr: SpeakerNotes = {
  home: 'Présente-toi, puis demande qui révise sur son téléphone. {brand} met le programme du lycée dans une seule appli ; la Seconde est gratuite.',
  'feature-workspace':
    'Montre le quiz : une question, la bonne réponse cochée, l’explication. L’élève s’entraîne seul et voit tout de suite où il en est.',
  'feature-sharing':
    'Les élèves partagent leurs fiches et leurs anciens sujets avec la classe ; chaque document est vérifié avant d’être publié.',
  'feature-anywhere':
    'Sujets et cours se téléchargent une fois en Wi-Fi, puis s’ouvrent sans données : demande qui n’a plus de forfait avant la fin du mois.',
  'feature-organized':
    'Tout suit le programme officiel, par classe et par matière : un corrigé du Bac, étape par étape.',
  multimedia:
    'Des podcasts pour le trajet, de courtes vidéos, des quiz après chaque leçon : trois façons de réviser le même chapitre.',
  'mobile-learning': 'Lis deux avantages à voix haute et demande lequel compte le plus pour eux.',
  articles:
    'Notre blog donne chaque semaine des conseils d’examen ; ces deux articles sont les plus lus avant le Bac.',
  pricing:
    'Freemium reste gratuit. Solo se paie au mois ; Solo+ revient moins cher sur trois mois. Le paiement se fait dans l’appli, jamais sur le site.',
  testimonials:
    'De vrais élèves de trois villes. Invite un élève de la salle qui utilise {brand} à dire un mot.',
  faq: 'Prends les questions de la salle ; voici celles qu’on entend le plus.',
  closing:
    'Laisse cette diapositive pendant que les élèves scannent. Ceux qui n’ont pas de téléphone peuvent taper {address} chez eux.',
};
