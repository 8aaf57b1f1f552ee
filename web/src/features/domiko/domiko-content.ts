import type { Localized } from '@/i18n/bilingual';
import type { FeatureId } from './domiko-features';

export interface SectionCopy {
  /** A short kicker above the title. */
  eyebrow: string;
  title: string;
  text: string[];
  points: string[];
}

/** The app page's long copy; `{app}` and `{brand}` are the configured app and control-system names. */
export const domikoContent: Localized<Record<FeatureId, SectionCopy>> = {
  en: {
    intro: {
      eyebrow: 'The app',
      title: '{app}, the whole house in one app',
      text: [
        '{app} is the home control app we designed for the installations we build. It is built around your {brand} home processor: the app talks to it directly, so every light, shade, camera and scene answers at once, without a detour through someone else’s cloud.',
        'The same interface follows you on iPhone and iPad, Android phones and tablets, Mac, Windows and in any web browser.',
      ],
      points: [
        'Available on iOS, Android, macOS, Windows and the Web',
        'Built around your {brand} home processor',
        'Set up and maintained by your integrator',
      ],
    },
    lighting: {
      eyebrow: 'Lighting',
      title: 'Light every room the way you like it',
      text: [
        'Switch and dim each light, adjust the colour temperature and recall the moods prepared for each room: reading, dinner, evening. A single touch switches off the whole house when you leave.',
      ],
      points: ['Dimmers, switches and LED strips', 'Moods per room', 'One button for all off'],
    },
    shades: {
      eyebrow: 'Shades',
      title: 'Shades, blinds and awnings at the right height',
      text: [
        'See the position of every shade at a glance and set it to the percent. Let them open at sunrise, close at sunset and lower on the south side when the heat rises.',
      ],
      points: ['Exact position, stop at any time', 'Sunrise and sunset schedules', 'Sun and heat protection'],
    },
    cameras: {
      eyebrow: 'Cameras',
      title: 'Your cameras, live, wherever you are',
      text: [
        'Watch each camera live in high definition, or all of them side by side on a tablet. Motion, arrivals and deliveries are listed by time, and the gate opens from the same screen.',
      ],
      points: ['Live view of every camera', 'Events listed by time', 'Open the gate from the picture'],
    },
    alarm: {
      eyebrow: 'Alarm',
      title: 'The alarm, armed and disarmed in a second',
      text: [
        'Arm the house for the night or for your absence, disarm it with your code, and see the state of every door, window and detector. The log tells you who armed and disarmed, and when.',
      ],
      points: ['Night and away modes', 'State of every zone', 'A clear event log'],
    },
    climate: {
      eyebrow: 'Heating and air conditioning',
      title: 'The right temperature in every room',
      text: [
        'Set the temperature room by room, choose comfort, eco or frost protection, and switch to cooling in summer. Current temperature, setpoint and humidity are always in view.',
      ],
      points: ['Heating and cooling per room', 'Comfort, eco and frost modes', 'Fan speed and humidity'],
    },
    audio: {
      eyebrow: 'Multiroom audio',
      title: 'Music in every room, or the same everywhere',
      text: [
        'Choose a source, play it in one room or several, and set each volume separately. Streaming services, radio, AirPlay and the TV sound are all reached from the same screen.',
      ],
      points: [
        'One source per room, or grouped rooms',
        'Volume room by room',
        'Streaming, radio, AirPlay and TV',
      ],
    },
    video: {
      eyebrow: 'Video',
      title: 'Every screen and every source, one remote',
      text: [
        'Send any source to any screen in the house and drive it with a remote designed for the room. The cinema scene closes the shades, dims the lights and lowers the screen for you.',
      ],
      points: ['Video distribution across the house', 'A remote for each room', 'Cinema scene in one touch'],
    },
    intercom: {
      eyebrow: 'Intercom',
      title: 'See who is at the door, and answer from anywhere',
      text: [
        'When someone rings, the call reaches your phones, tablets and TV with the door camera picture. Talk, open the door or the gate, or decline, even when you are away.',
      ],
      points: ['Video call on every device', 'Open the door or the gate', 'History of calls and visits'],
    },
    energy: {
      eyebrow: 'Energy charts',
      title: 'Understand where your energy goes',
      text: [
        'Follow consumption and solar production by the hour, day, month or year, and see the share of heating, hot water and the car. Clear charts help you spot what to change.',
      ],
      points: ['Live power and history', 'Solar production and self-consumption', 'Share of each use'],
    },
    watering: {
      eyebrow: 'Watering',
      title: 'A garden watered at the right time',
      text: [
        'Program each zone, adjust durations with the seasons and start a cycle by hand when needed. When rain is forecast, the next cycle is skipped to save water.',
      ],
      points: ['Zones and start times', 'Seasonal adjustment', 'Pause when rain is expected'],
    },
    sensors: {
      eyebrow: 'Batteries and sensors',
      title: 'Every sensor watched, every battery in view',
      text: [
        'Doors, windows, motion, smoke, leaks, temperature and humidity: each sensor shows its state and battery level. Those that need attention come first, well before they stop working.',
      ],
      points: ['Battery level of each sensor', 'Open doors and windows', 'Temperature and humidity curves'],
    },
    notifications: {
      eyebrow: 'Notifications',
      title: 'Told at once when something matters',
      text: [
        'A water leak, a doorbell, the alarm, a garage left open, a weak battery: {app} lets you know straight away. Choose which events notify each device and set quiet hours for the night.',
      ],
      points: ['Alerts for security and for the house', 'Chosen device by device', 'Quiet hours'],
    },
    privacy: {
      eyebrow: 'Privacy',
      title: 'Straight to your processor, nothing collected',
      text: [
        '{app} talks directly to your {brand} processor, on your home network or through your secure remote access. No account with us, no copy of your house somewhere else.',
        'Notifications are delivered by a third-party messaging service, which receives only what it needs: an installation token, the device model, language, time zone, system version, and the app’s identifier and version. Apart from that, the app collects nothing.',
      ],
      points: ['Direct link with the processor', 'No account, no tracking', 'Only what notifications need'],
    },
    automations: {
      eyebrow: 'Automations',
      title: 'A house that runs by itself',
      text: [
        'Describe what should happen, and when: at sunset, if nobody is home, close the shades, light the path and arm the alarm. Wake-up, arrival, night and holidays work the same way.',
      ],
      points: [
        'Triggers by time, sun or event',
        'Conditions on presence and state',
        'Switch each automation on or off',
      ],
    },
    users: {
      eyebrow: 'Multi-user rights',
      title: 'Each person sees only what concerns them',
      text: [
        'Give everyone their own access. For each user, choose the rooms and the functions they may use: the children keep their bedroom and the music, the housekeeper gets the entrance on her days.',
      ],
      points: ['Rooms filtered per user', 'Functions filtered per user', 'Temporary guest access'],
    },
    sites: {
      eyebrow: 'Multi-site',
      title: 'Your home, your chalet and your office in one app',
      text: [
        'Add a site by scanning the QR code your integrator gives you: the processor address and your rights are set up in a second. Then go from one site to another with a tap.',
      ],
      points: ['New site by QR code', 'Several sites on one device', 'Remote access to each site'],
    },
    siteSetup: {
      eyebrow: 'Site setup',
      title: 'A site ready in a few steps',
      text: [
        'Name the site, enter the address of the {brand} processor and test the connection. Then arrange floors and rooms so that the app matches the house exactly.',
      ],
      points: ['Guided steps', 'Local and remote addresses', 'Floors and rooms in your order'],
    },
    drivers: {
      eyebrow: 'Driver setup',
      title: 'Drivers read straight from the {brand} project',
      text: [
        '{app} reads the drivers of your {brand} project: shades, alarm, heating, weather station, TV. Link each one to a function of the app and choose how its outputs appear.',
      ],
      points: [
        'Drivers found on the processor',
        'Each output linked to a room',
        'Connection state at a glance',
      ],
    },
    devices: {
      eyebrow: 'Device setup',
      title: 'Every device named, placed and shown where you want it',
      text: [
        'Give each device a clear name, a room, a type and an icon, and choose whether it appears on the home screen, in all off or in voice control.',
      ],
      points: ['Names and icons', 'Room and type', 'Home screen and all off'],
    },
  },
  fr: {
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
  },
};
