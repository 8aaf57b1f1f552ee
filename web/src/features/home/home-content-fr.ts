import type { HomeContent } from './home-content';

export const homeContentFr: HomeContent = {
  hero: {
    eyebrow: 'Intégrateur indépendant · Domotique, audio-vidéo, sécurité',
    title: 'Une maison qui vous répond, simplement et sans faille.',
    lead: 'Nous concevons, installons et programmons des installations complètes : éclairage, volets, climat, audio multiroom, home cinéma, caméras et alarme, réunis dans une commande unique et intuitive. Depuis plus de 15 ans, un seul intégrateur suit chaque projet, de la première esquisse au service après-vente.',
    primary: 'Parler de votre projet',
    secondary: 'Découvrir l’application {app}',
    imageAlt:
      'Une maison contemporaine au crépuscule, fenêtres éclairées d’une lumière chaude, un téléviseur allumé dans le salon et la piscine illuminée au premier plan.',
    facts: [
      { value: '15+', label: 'années d’expérience' },
      { value: '{brand}', label: 'programmation certifiée' },
      { value: '1', label: 'interlocuteur, de l’étude au service après-vente' },
    ],
    scenes: [
      { room: 'Salon', state: 'Ambiance soirée · 40 %' },
      { room: 'Alarme', state: 'Périmétrie activée' },
      { room: 'Jardin', state: 'Éclairage jusqu’à 23 h' },
    ],
  },
  trades: {
    eyebrow: 'Nos métiers',
    title: 'Trois métiers, un seul système cohérent',
    lead: 'Chaque pièce est pensée comme un tout : ce que vous voyez, ce que vous entendez et ce qui vous protège suivent la même logique et répondent aux mêmes claviers, télécommandes et à la même application.',
    items: [
      {
        title: 'Domotique',
        text: 'Éclairage, volets, chauffage et climatisation, arrosage et énergie, orchestrés par des scénarios qui suivent votre journée.',
        points: [
          'Scénarios d’éclairage et variation',
          'Volets et stores motorisés',
          'Climat, arrosage et suivi de l’énergie',
        ],
      },
      {
        title: 'Audio-vidéo',
        text: 'De la musique dans chaque pièce, un home cinéma qui démarre d’une seule touche, la vidéo distribuée là où vous en avez besoin.',
        points: ['Audio multiroom', 'Home cinéma et salles multimédia', 'Distribution vidéo et interphonie'],
      },
      {
        title: 'Sécurité',
        text: 'Alarme, caméras et contrôle d’accès qui vivent avec le reste de la maison, et non à côté.',
        points: ['Alarme intrusion', 'Caméras et enregistrement', 'Contrôle d’accès et portiers'],
      },
    ],
  },
  process: {
    eyebrow: 'Méthode',
    title: 'Le déroulement d’un projet',
    lead: 'Un parcours clair avec un seul interlocuteur, que vous construisiez, rénoviez ou fassiez évoluer une installation existante.',
    steps: [
      {
        title: 'Écoute et visite',
        text: 'Nous parlons de votre façon de vivre, de vos attentes et de vos contraintes, puis nous visitons les lieux ou étudions les plans.',
      },
      {
        title: 'Étude et proposition',
        text: 'Choix des équipements, plans de câblage et devis détaillé, avec un budget expliqué ligne par ligne.',
      },
      {
        title: 'Suivi de projet',
        text: 'Nous coordonnons le travail avec votre architecte, votre électricien et les autres corps de métier pour que chaque câble soit au bon endroit.',
      },
      {
        title: 'Programmation et mise en service',
        text: 'Scénarios, claviers, interfaces et application sont programmés selon vos habitudes, puis testés pièce par pièce.',
      },
      {
        title: 'Remise et accompagnement',
        text: 'Une prise en main avec toute la famille, une documentation, puis une assistance à distance et des ajustements au fil de vos besoins.',
      },
    ],
  },
  platform: {
    eyebrow: 'Le système de pilotage',
    title: 'Construit sur {brand}, programmé avec soin',
    text: [
      'Nous programmons le processeur domotique {brand}, une plateforme reconnue pour sa fiabilité et pour l’étendue des équipements qu’elle pilote. Elle réunit éclairage, audio-vidéo, climat et sécurité, et continue de fonctionner en local même sans internet.',
      'Programmeur certifié, nous écrivons les drivers dont votre installation a besoin lorsqu’ils n’existent pas, et nous faisons évoluer le système au fil des années sans repartir de zéro.',
    ],
    link: 'Nos prestations',
    hubLabel: 'Ce que le processeur domotique réunit',
    hub: ['Éclairage', 'Volets', 'Climat', 'Audio', 'Vidéo', 'Caméras', 'Alarme', 'Interphonie'],
  },
  offers: {
    eyebrow: 'Pour aller plus loin',
    title: 'Une application, des prestations et des drivers',
    app: {
      title: 'L’application {app}',
      text: 'Pilotez toute la maison depuis un téléphone, une tablette ou un ordinateur : iOS, Android, macOS, Windows et Web.',
      link: 'Découvrir l’application',
    },
    services: {
      title: 'Prestations',
      text: 'Étude, suivi de projet et programmation, pour les particuliers comme pour les professionnels.',
      link: 'Voir nos prestations',
    },
    store: {
      title: 'Boutique de drivers',
      text: 'Des drivers pour le processeur {brand} : Velux, Risco, Netatmo et d’autres, documentés et prêts à installer.',
      link: 'Visiter la boutique',
    },
  },
  installer: {
    eyebrow: 'Installateurs',
    title: 'Vous installez, nous programmons',
    text: 'Électriciens, installateurs audio-vidéo et intégrateurs : appuyez-vous sur un programmeur certifié pour vos projets {brand}, de l’étude à la mise en service.',
    link: 'L’espace installateurs',
  },
  contact: {
    title: 'Parlons de votre maison',
    text: 'Présentez-nous votre projet : une construction, une rénovation ou une installation à moderniser. Nous vous répondons rapidement et personnellement.',
    link: 'Nous contacter',
  },
};
