import type { ServicesContent } from './services-content';

export const servicesContentFr: ServicesContent = {
  eyebrow: 'Prestations',
  title: 'Du premier plan à la dernière ligne de code',
  lead: 'Que vous soyez particulier, architecte ou installateur, nous prenons en charge ce qui fait la réussite d’un projet : la conception, la coordination sur le chantier et la programmation.',
  services: [
    {
      title: 'Étude et conception',
      text: 'Analyse des besoins, choix des équipements, plans de câblage et de baie, architecture réseau et devis détaillé : chaque choix est fait avant la fermeture des cloisons.',
    },
    {
      title: 'Suivi de projet',
      text: 'Réunions de chantier, coordination avec l’électricien et les autres corps de métier, contrôles à chaque étape et un seul interlocuteur jusqu’à la réception.',
    },
    {
      title: 'Programmation',
      text: 'Scénarios, claviers, télécommandes, écrans tactiles et application, programmés selon vos habitudes, puis testés, documentés et ajustés dans le temps.',
    },
  ],
  expertise: {
    title: 'Un programmeur certifié qui développe aussi',
    text: [
      'Nous sommes programmeur certifié {brand} : nous connaissons la plateforme en profondeur, du processeur domotique jusqu’aux interfaces que votre famille utilise chaque jour.',
      'Quand une installation demande plus que le catalogue, nous le développons. Drivers pour le processeur en C#, interfaces web en HTML5 et React, applications mobiles et de bureau en Flutter, comme notre propre application de pilotage.',
    ],
  },
  logos: {
    eyebrow: 'Technologies',
    title: 'Les outils de notre métier',
    lead: 'Certifications, langages et standards que nous utilisons chaque jour sur vos projets.',
    names: {
      certified: 'Programmeur certifié',
      csharp: 'C#',
      flutter: 'Flutter',
      html5: 'HTML5',
      knx: 'KNX',
      brand: '{brand}',
    },
  },
  cta: { text: 'Un projet, un driver à développer, une installation à reprendre ?', link: 'Parlons-en' },
};
