import type { FeatureId } from './domiko-features';
import type { SectionCopy } from './domiko-content';

export const domikoContentFr: Record<FeatureId, SectionCopy> = {
  intro: {
    eyebrow: 'L’application',
    title: '{app}, toute la maison dans une seule application',
    text: [
      '{app} est l’application de pilotage que nous avons conçue pour les installations que nous réalisons. Elle est construite autour de votre processeur domotique {brand} : l’application dialogue directement avec lui, si bien que chaque lumière, volet, caméra ou scénario répond immédiatement, sans détour par le cloud d’un tiers.',
      'La même interface vous suit sur iPhone et iPad, sur smartphones et tablettes Android, sur Mac, sur Windows et dans n’importe quel navigateur web.',
    ],
    points: [
      'Disponible sur iOS, Android, macOS, Windows et le Web',
      'Construite autour de votre processeur {brand}',
      'Installée et suivie par votre intégrateur',
    ],
  },
  lighting: {
    eyebrow: 'Éclairage',
    title: 'Chaque pièce éclairée comme vous l’aimez',
    text: [
      'Allumez et variez chaque lumière, réglez la température de couleur et rappelez les ambiances préparées pour chaque pièce : lecture, dîner, soirée. Une seule touche éteint toute la maison quand vous partez.',
    ],
    points: [
      'Variateurs, interrupteurs et rubans LED',
      'Ambiances par pièce',
      'Un bouton pour tout éteindre',
    ],
  },
  shades: {
    eyebrow: 'Volets',
    title: 'Volets, stores et bannes à la bonne hauteur',
    text: [
      'Voyez d’un coup d’œil la position de chaque volet et réglez-la au pourcent près. Laissez-les s’ouvrir au lever du soleil, se fermer au coucher et descendre côté sud quand la chaleur monte.',
    ],
    points: [
      'Position exacte, arrêt à tout moment',
      'Programmes lever et coucher du soleil',
      'Protection solaire et chaleur',
    ],
  },
  cameras: {
    eyebrow: 'Caméras',
    title: 'Vos caméras en direct, où que vous soyez',
    text: [
      'Regardez chaque caméra en direct et en haute définition, ou toutes côte à côte sur une tablette. Mouvements, arrivées et livraisons sont listés à l’heure près, et le portail s’ouvre depuis le même écran.',
    ],
    points: [
      'Vue en direct de chaque caméra',
      'Événements classés par heure',
      'Ouverture du portail depuis l’image',
    ],
  },
  alarm: {
    eyebrow: 'Alarme',
    title: 'L’alarme armée ou désarmée en une seconde',
    text: [
      'Armez la maison pour la nuit ou pour votre absence, désarmez-la avec votre code et voyez l’état de chaque porte, fenêtre et détecteur. Le journal indique qui a armé ou désarmé, et à quelle heure.',
    ],
    points: ['Modes nuit et absence', 'État de chaque zone', 'Un journal des événements clair'],
  },
  climate: {
    eyebrow: 'Chauffage et climatisation',
    title: 'La bonne température dans chaque pièce',
    text: [
      'Réglez la température pièce par pièce, choisissez confort, éco ou hors-gel, et passez en rafraîchissement l’été. Température actuelle, consigne et humidité restent toujours sous vos yeux.',
    ],
    points: [
      'Chauffage et climatisation par pièce',
      'Modes confort, éco et hors-gel',
      'Ventilation et humidité',
    ],
  },
  audio: {
    eyebrow: 'Audio multiroom',
    title: 'Une musique par pièce, ou la même partout',
    text: [
      'Choisissez une source, diffusez-la dans une pièce ou dans plusieurs et réglez chaque volume séparément. Services de streaming, radio, AirPlay et son de la télévision se retrouvent sur le même écran.',
    ],
    points: [
      'Une source par pièce, ou des pièces groupées',
      'Volume pièce par pièce',
      'Streaming, radio, AirPlay et TV',
    ],
  },
  video: {
    eyebrow: 'Vidéo',
    title: 'Tous les écrans, toutes les sources, une seule télécommande',
    text: [
      'Envoyez n’importe quelle source vers n’importe quel écran de la maison et pilotez-la avec une télécommande pensée pour la pièce. Le scénario cinéma ferme les volets, tamise les lumières et descend l’écran pour vous.',
    ],
    points: [
      'Distribution vidéo dans toute la maison',
      'Une télécommande par pièce',
      'Le scénario cinéma en une touche',
    ],
  },
  intercom: {
    eyebrow: 'Interphone',
    title: 'Voyez qui sonne, et répondez de partout',
    text: [
      'Quand on sonne, l’appel arrive sur vos téléphones, vos tablettes et la télévision avec l’image de la caméra de la porte. Parlez, ouvrez la porte ou le portail, ou refusez l’appel, même à distance.',
    ],
    points: [
      'Appel vidéo sur chaque appareil',
      'Ouverture de la porte ou du portail',
      'Historique des appels et des visites',
    ],
  },
  energy: {
    eyebrow: 'Graphiques d’énergie',
    title: 'Comprenez où part votre énergie',
    text: [
      'Suivez la consommation et la production solaire à l’heure, au jour, au mois ou à l’année, et voyez la part du chauffage, de l’eau chaude ou de la voiture. Des graphiques clairs vous montrent quoi changer.',
    ],
    points: [
      'Puissance instantanée et historique',
      'Production solaire et autoconsommation',
      'Part de chaque usage',
    ],
  },
  watering: {
    eyebrow: 'Arrosage',
    title: 'Un jardin arrosé au bon moment',
    text: [
      'Programmez chaque zone, ajustez les durées selon la saison et lancez un arrosage à la main quand il le faut. Quand la pluie est annoncée, le cycle suivant est annulé pour économiser l’eau.',
    ],
    points: ['Zones et heures de départ', 'Ajustement saisonnier', 'Pause quand la pluie est annoncée'],
  },
  sensors: {
    eyebrow: 'Piles et capteurs',
    title: 'Chaque capteur surveillé, chaque pile sous contrôle',
    text: [
      'Portes, fenêtres, mouvement, fumée, fuites, température et humidité : chaque capteur affiche son état et le niveau de sa pile. Ceux qui demandent votre attention passent en tête, bien avant de tomber en panne.',
    ],
    points: [
      'Niveau de pile de chaque capteur',
      'Portes et fenêtres ouvertes',
      'Courbes de température et d’humidité',
    ],
  },
  notifications: {
    eyebrow: 'Notifications',
    title: 'Prévenu tout de suite quand c’est important',
    text: [
      'Une fuite d’eau, la sonnette, l’alarme, un garage resté ouvert, une pile faible : {app} vous prévient aussitôt. Choisissez les événements signalés sur chaque appareil et fixez des heures calmes pour la nuit.',
    ],
    points: ['Alertes de sécurité et de la maison', 'Choisies appareil par appareil', 'Heures calmes'],
  },
  privacy: {
    eyebrow: 'Confidentialité',
    title: 'En direct avec votre processeur, rien de collecté',
    text: [
      '{app} dialogue directement avec votre processeur {brand}, sur le réseau de la maison ou par votre accès distant sécurisé. Pas de compte chez nous, pas de copie de votre maison ailleurs.',
      'Les notifications passent par un service de messagerie tiers, qui ne reçoit que le nécessaire : un jeton d’installation, le modèle de l’appareil, la langue, le fuseau horaire, la version du système, ainsi que l’identifiant et la version de l’application. En dehors de cela, l’application ne collecte rien.',
    ],
    points: [
      'Liaison directe avec le processeur',
      'Ni compte, ni pistage',
      'Seulement ce qu’exigent les notifications',
    ],
  },
  automations: {
    eyebrow: 'Automatismes',
    title: 'Une maison qui s’occupe d’elle-même',
    text: [
      'Décrivez ce qui doit se passer, et quand : au coucher du soleil, si personne n’est là, fermer les volets, éclairer l’allée et armer l’alarme. Réveil, arrivée, nuit et vacances fonctionnent de la même façon.',
    ],
    points: [
      'Déclenchement par l’heure, le soleil ou un événement',
      'Conditions de présence et d’état',
      'Chaque automatisme activable à volonté',
    ],
  },
  users: {
    eyebrow: 'Droits multi-utilisateurs',
    title: 'Chacun ne voit que ce qui le concerne',
    text: [
      'Donnez à chacun son propre accès. Pour chaque utilisateur, choisissez les pièces et les fonctions qu’il peut utiliser : les enfants gardent leur chambre et la musique, la personne qui fait le ménage a l’entrée les jours où elle vient.',
    ],
    points: [
      'Pièces filtrées par utilisateur',
      'Fonctions filtrées par utilisateur',
      'Accès invité temporaire',
    ],
  },
  sites: {
    eyebrow: 'Multi-site',
    title: 'Votre maison, votre chalet et votre bureau dans une seule application',
    text: [
      'Ajoutez un site en scannant le QR code que vous remet votre intégrateur : l’adresse du processeur et vos droits sont configurés en une seconde. Passez ensuite d’un site à l’autre d’une simple touche.',
    ],
    points: [
      'Nouveau site par QR code',
      'Plusieurs sites sur un même appareil',
      'Accès à distance à chaque site',
    ],
  },
  siteSetup: {
    eyebrow: 'Configuration du site',
    title: 'Un site prêt en quelques étapes',
    text: [
      'Nommez le site, saisissez l’adresse du processeur {brand} et testez la connexion. Organisez ensuite les étages et les pièces pour que l’application corresponde exactement à la maison.',
    ],
    points: ['Des étapes guidées', 'Adresses locale et distante', 'Étages et pièces dans votre ordre'],
  },
  drivers: {
    eyebrow: 'Configuration des drivers',
    title: 'Les drivers lus directement dans le projet {brand}',
    text: [
      '{app} lit les drivers de votre projet {brand} : volets, alarme, chauffage, station météo, téléviseur. Associez chacun à une fonction de l’application et choisissez comment ses sorties apparaissent.',
    ],
    points: [
      'Drivers trouvés sur le processeur',
      'Chaque sortie associée à une pièce',
      'État de connexion en un coup d’œil',
    ],
  },
  devices: {
    eyebrow: 'Configuration des appareils',
    title: 'Chaque appareil nommé, placé et affiché où vous le voulez',
    text: [
      'Donnez à chaque appareil un nom clair, une pièce, un type et une icône, et choisissez s’il apparaît sur l’écran d’accueil, dans « tout éteindre » ou dans la commande vocale.',
    ],
    points: ['Noms et icônes', 'Pièce et type', 'Écran d’accueil et « tout éteindre »'],
  },
};
