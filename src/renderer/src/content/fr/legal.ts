import type { LegalCopies } from '../types';

export const fr: LegalCopies = {
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour le {date}',
    intro:
      'Cette notice explique simplement ce que l’appli {brand} et ce site collectent, pourquoi, et ce que tu peux nous demander.',
    sections: [
      {
        id: 'collected',
        heading: 'Ce que l’appli collecte et pourquoi',
        paragraphs: [
          'Les informations de ton compte (nom, numéro de téléphone ou e-mail, classe) pour te connecter et afficher les contenus de ta classe.',
          'Ta progression (cours ouverts, résultats des quiz, téléchargements) pour reprendre là où tu t’es arrêté et suggérer quoi réviser.',
          'Les confirmations de paiement de l’opérateur de mobile money quand tu t’abonnes. Nous ne voyons ni ne gardons jamais ton code secret.',
          'Les documents que tu choisis de partager avec la communauté, avec ton nom d’affichage.',
        ],
      },
      {
        id: 'website',
        heading: 'Ce que ce site collecte',
        paragraphs: [
          'Rien de plus que ce que notre hébergeur enregistre dans ses journaux d’accès habituels (adresse, date, page demandée), gardés au plus 30 jours pour la sécurité.',
          'Ce site dépose un seul cookie, nommé « lang », et seulement quand tu choisis une langue avec le sélecteur EN | FR. Il garde ce choix (« en » ou « fr ») pour que notre serveur ouvre le site dans ta langue la prochaine fois ; il dure un an (365 jours), puis ton navigateur le supprime. Ton navigateur garde aussi ce même choix dans son stockage local, sous « lyceo.locale ». Rien d’autre n’est enregistré sur ton appareil, et rien n’est envoyé nulle part : le cookie ne va qu’à ce site, qui le lit pour choisir la langue. Ce site n’utilise aucun traceur ni publicité, et ne charge rien depuis d’autres sites.',
          'Nos bornes de démonstration, dans les salons et les bibliothèques, comptent comment elles sont utilisées, dans le stockage local de la borne elle-même et nulle part ailleurs (sur une borne seulement, jamais sur ton téléphone) : par jour, combien de visites ont commencé et leur durée approximative, quelle langue, quelles pages et sections ont été choisies, quels types de code QR ont été affichés, quelles questions de la FAQ ont été ouvertes et combien de recherches ont été faites (jamais ce qui a été tapé). Ce ne sont que des nombres, sans rien qui identifie un visiteur ; ils ne sont jamais envoyés nulle part, notre personnel les lit sur la borne et peut les effacer, et le jour le plus ancien est supprimé au bout de 120 jours.',
        ],
      },
      {
        id: 'sharing',
        heading: 'Avec qui nous les partageons',
        paragraphs: [
          'Nous ne vendons pas tes données. Nous les partageons seulement avec les services qui font fonctionner l’appli (hébergement, paiement), dans la mesure nécessaire, ou quand la loi l’exige.',
        ],
      },
      {
        id: 'rights',
        heading: 'Tes droits',
        paragraphs: [
          'Tu peux à tout moment demander à voir, corriger ou supprimer tes données, ou fermer ton compte. Si tu as moins de 18 ans, un parent ou tuteur peut le demander pour toi.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: [
          'Écris à {email} pour toute question sur tes données. Nous répondons sous 30 jours.',
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    intro:
      'Ces conditions sont les règles d’utilisation de l’appli {brand} et de ce site. Lis‑les : elles sont courtes.',
    sections: [
      {
        id: 'accepting',
        heading: 'Acceptation des conditions',
        paragraphs: [
          'En créant un compte ou en utilisant l’appli, tu acceptes ces conditions. Si tu ne les acceptes pas, n’utilise pas l’appli.',
        ],
      },
      {
        id: 'age',
        heading: 'Âge minimum',
        paragraphs: [
          'Tu dois avoir au moins 13 ans pour créer un compte. Si tu as moins de 18 ans, lis ces conditions avec un parent ou un tuteur.',
        ],
      },
      {
        id: 'account',
        heading: 'Ton compte',
        paragraphs: [
          'Le titulaire du compte est responsable du compte et de tout ce qui est fait avec.',
          'Ne partage ton mot de passe ou tes codes de connexion avec personne. Préviens‑nous immédiatement si tu penses que quelqu’un d’autre utilise ton compte.',
        ],
      },
      {
        id: 'forbidden',
        heading: 'Ce qui est interdit',
        paragraphs: [
          'N’envoie pas de fichiers contenant des virus ou du code malveillant, ou qui cherchent à nuire à l’appli ou aux autres utilisateurs.',
          'N’utilise pas l’appli à des fins illégales, y compris pour partager des contenus que tu n’as pas le droit de partager.',
        ],
      },
      {
        id: 'licence',
        heading: 'Contenus et licence',
        paragraphs: [
          'Les cours, corrigés et sujets d’examen sont destinés à ton étude personnelle. Tu ne peux ni les revendre ni les publier ailleurs.',
          'Quand tu partages un document, tu confirmes en avoir le droit et permets aux autres élèves de le lire dans l’appli.',
        ],
      },
      {
        id: 'suspension',
        heading: 'Suspension et résiliation',
        paragraphs: [
          'Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions. Tu peux fermer ton compte à tout moment.',
        ],
      },
      {
        id: 'changes',
        heading: 'Modifications',
        paragraphs: [
          'Nous pouvons modifier ces conditions. Nous te prévenons dans l’appli avant tout changement important.',
        ],
      },
      {
        id: 'contact',
        heading: 'Contact',
        paragraphs: ['Questions sur ces conditions : {email}.'],
      },
    ],
  },
};
