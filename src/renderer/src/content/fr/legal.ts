import type { LegalCopies } from '../types';

export const fr: LegalCopies = {
  privacy: {
    title: 'Politique de confidentialité',
    updated: 'Dernière mise à jour le {date}',
    intro:
      'Cette notice explique simplement ce que l’appli {brand} et ce site collectent, pourquoi, et ce que vous pouvez nous demander.',
    sections: [
      {
        heading: 'Ce que l’appli collecte et pourquoi',
        paragraphs: [
          'Les informations de votre compte (nom, numéro de téléphone ou e-mail, classe) pour vous connecter et afficher les contenus de votre classe.',
          'Votre progression (cours ouverts, résultats des quiz, téléchargements) pour reprendre là où vous vous êtes arrêté et suggérer quoi réviser.',
          'Les confirmations de paiement de l’opérateur de mobile money quand vous vous abonnez. Nous ne voyons ni ne gardons jamais votre code secret.',
          'Les documents que vous choisissez de partager avec la communauté, avec votre nom d’affichage.',
        ],
      },
      {
        heading: 'Ce que ce site collecte',
        paragraphs: [
          'Rien de plus que ce que notre hébergeur enregistre dans ses journaux d’accès habituels (adresse, date, page demandée), gardés au plus 30 jours pour la sécurité.',
          'Ce site ne dépose aucun cookie, n’utilise aucun traceur ni publicité, et ne charge rien depuis d’autres sites.',
          'Nos bornes de démonstration, dans les salons et les bibliothèques, comptent comment elles sont utilisées, sur la borne elle-même et nulle part ailleurs : par jour, combien de visites ont commencé et leur durée approximative, quelles langue, pages et sections ont été choisies, quels types de code QR ont été affichés, quelles questions de la FAQ ont été ouvertes et combien de recherches ont été faites (jamais ce qui a été tapé). Ce ne sont que des nombres, sans rien qui identifie un visiteur ; ils ne sont jamais envoyés nulle part, notre personnel les lit sur la borne et peut les effacer, et le jour le plus ancien est supprimé au bout de 120 jours.',
        ],
      },
      {
        heading: 'Avec qui nous les partageons',
        paragraphs: [
          'Nous ne vendons pas vos données. Nous les partageons seulement avec les services qui font fonctionner l’appli (hébergement, paiement), dans la mesure nécessaire, ou quand la loi l’exige.',
        ],
      },
      {
        heading: 'Vos droits',
        paragraphs: [
          'Vous pouvez à tout moment demander à voir, corriger ou supprimer vos données, ou fermer votre compte. Si vous avez moins de 18 ans, un parent ou tuteur peut le demander pour vous.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: [
          'Écrivez à {email} pour toute question sur vos données. Nous répondons sous 30 jours.',
        ],
      },
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    intro:
      'Ces conditions sont les règles d’utilisation de l’appli {brand} et de ce site. Lisez-les : elles sont courtes.',
    sections: [
      {
        heading: 'Acceptation des conditions',
        paragraphs: [
          'En créant un compte ou en utilisant l’appli, vous acceptez ces conditions. Si vous ne les acceptez pas, n’utilisez pas l’appli.',
        ],
      },
      {
        heading: 'Âge minimum',
        paragraphs: [
          'Vous devez avoir au moins 13 ans pour créer un compte. Si vous avez moins de 18 ans, lisez ces conditions avec un parent ou un tuteur.',
        ],
      },
      {
        heading: 'Votre compte',
        paragraphs: [
          'Le titulaire du compte est responsable du compte et de tout ce qui est fait avec.',
          'Ne partagez votre mot de passe ou vos codes de connexion avec personne. Prévenez-nous immédiatement si vous pensez que quelqu’un d’autre utilise votre compte.',
        ],
      },
      {
        heading: 'Ce qui est interdit',
        paragraphs: [
          'N’envoyez pas de fichiers contenant des virus ou du code malveillant, ou qui cherchent à nuire à l’appli ou aux autres utilisateurs.',
          'N’utilisez pas l’appli à des fins illégales, y compris pour partager des contenus que vous n’avez pas le droit de partager.',
        ],
      },
      {
        heading: 'Contenus et licence',
        paragraphs: [
          'Les cours, corrigés et sujets d’examen sont destinés à votre étude personnelle. Vous ne pouvez ni les revendre ni les publier ailleurs.',
          'Quand vous partagez un document, vous confirmez en avoir le droit et permettez aux autres élèves de le lire dans l’appli.',
        ],
      },
      {
        heading: 'Suspension et résiliation',
        paragraphs: [
          'Nous pouvons suspendre ou fermer un compte qui enfreint ces conditions. Vous pouvez fermer votre compte à tout moment.',
        ],
      },
      {
        heading: 'Modifications',
        paragraphs: [
          'Nous pouvons modifier ces conditions. Nous vous prévenons dans l’appli avant tout changement important.',
        ],
      },
      {
        heading: 'Contact',
        paragraphs: ['Questions sur ces conditions : {email}.'],
      },
    ],
  },
};
