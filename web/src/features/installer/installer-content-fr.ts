import type { InstallerContent } from './installer-content';

export const installerContentFr: InstallerContent = {
  header: {
    eyebrow: 'Espace installateurs',
    title: 'Votre partenaire de programmation {brand}',
    text: 'Vous remportez le chantier et posez les équipements ; nous concevons le système avec vous et le programmons au niveau d’exigence de vos clients. Électriciens, installateurs audio-vidéo et intégrateurs s’appuient sur nous pour livrer des maisons connectées qui fonctionnent dès le premier jour, et durablement.',
    cta: 'Parler d’un projet',
    imageAlt:
      'Plan d’une maison avec ses équipements domotiques, claviers, enceintes, caméra et processeur, reliés par des passages de câbles.',
  },
  sections: [
    {
      id: 'introduction',
      eyebrow: 'Introduction',
      title: 'Un expert à vos côtés, pas un concurrent',
      text: [
        'Depuis plus de 15 ans, nous programmons des systèmes domotiques, audio-vidéo et de sécurité. Nous travaillons sous votre marque et en votre nom : votre client reste le vôtre, et nous restons en coulisses si vous ne souhaitez pas notre présence sur place.',
      ],
      points: [
        'Programmation en marque blanche sur demande',
        'Disponibilités planifiées selon votre chantier',
        'Devis clairs, au projet ou à la journée',
      ],
    },
    {
      id: 'service',
      eyebrow: 'Prestation',
      title: 'Du devis à la réception',
      text: [
        'Nous vous aidons à dimensionner l’installation, à choisir les équipements et à dessiner les plans de câblage et de baie. Sur place, nous mettons le système en service avec votre équipe, puis formons votre client et remettons une documentation complète.',
      ],
      points: [
        'Accompagnement avant-vente et listes de matériel',
        'Plans de câblage, de réseau et de baie',
        'Mise en service, formation et documentation',
      ],
    },
    {
      id: 'control-system',
      eyebrow: 'Système de pilotage',
      title: 'La plateforme {brand}, maîtrisée',
      text: [
        'Nous sommes programmeur certifié {brand}. Le processeur domotique réunit éclairage, volets, climat, audio-vidéo, caméras, alarme et interphonie, et nous savons tirer le meilleur de chacun, y compris des équipements tiers grâce à des drivers dédiés.',
      ],
      points: [
        'Programmation certifiée {brand}',
        'Drivers pour Velux, Risco, Netatmo et d’autres',
        'Maintenance à distance et mises à jour du système',
      ],
    },
    {
      id: 'programming',
      eyebrow: 'Programmation',
      title: 'Une programmation qui dure',
      text: [
        'Des projets propres et documentés, lisibles par un autre programmeur : un nommage cohérent, des scénarios qui suivent les habitudes de votre client et des interfaces qui restent simples. Quand un besoin dépasse le standard, nous le développons, en C# pour les drivers, en HTML5 et React ou en Flutter pour les interfaces.',
      ],
      points: [
        'Scénarios, claviers, écrans tactiles et application',
        'Drivers sur mesure en C#',
        'Interfaces sur mesure en HTML5/React et Flutter',
      ],
    },
  ],
};
