import type { FeatureId } from '@/features/domiko/domiko-features';
import { t, type Screen } from './screen-types';

type Pair = readonly [Screen, Screen];

/** Screens of the everyday features: what the household uses from the sofa. */
export const livingScreens = {
  intro: [
    {
      device: 'tablet',
      alt: t(
        'The {app} home screen on a tablet: temperatures, lights, shades, alarm, scenes and the music playing',
        'L’écran d’accueil de {app} sur tablette : températures, lumières, volets, alarme, scénarios et musique en cours',
      ),
      title: t('Good evening, Claire', 'Bonsoir Claire'),
      subtitle: t('Home · everything is in order', 'Maison · tout est en ordre'),
      tab: 0,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: t('Inside', 'Intérieur'), value: t('21.5°', '21,5°') },
              { label: t('Outside', 'Extérieur'), value: '14°', tone: 'info' },
            ],
          },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'bulb', label: t('Lights', 'Lumières'), state: t('4 on', '4 allumées'), active: true },
              { icon: 'blinds', label: t('Shades', 'Volets'), state: t('Closed', 'Fermés') },
              { icon: 'shield', label: t('Alarm', 'Alarme'), state: t('Night', 'Nuit'), active: true },
              { icon: 'thermometer', label: t('Heating', 'Chauffage'), state: t('Comfort', 'Confort') },
              { icon: 'cctv', label: t('Cameras', 'Caméras'), state: t('4 online', '4 en ligne') },
              { icon: 'zap', label: t('Energy', 'Énergie'), state: '1,8 kW' },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Scenes', 'Scénarios'), action: t('All', 'Tout') },
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: t('Welcome', 'Arrivée'), trailing: { kind: 'chevron' } },
              { icon: 'film', label: t('Cinema', 'Cinéma'), trailing: { kind: 'chevron' } },
              { icon: 'moon', label: t('Good night', 'Bonne nuit'), trailing: { kind: 'chevron' } },
            ],
          },
          { kind: 'label', text: t('Living room', 'Salon') },
          {
            kind: 'media',
            title: 'Blue in Green',
            artist: 'Miles Davis',
            progress: 0.42,
            cover: 1,
          },
        ],
      ],
    },
    {
      device: 'phone',
      alt: t(
        'The rooms of the house in {app} on a phone, each with its lights and temperature',
        'Les pièces de la maison dans {app} sur téléphone, chacune avec ses lumières et sa température',
      ),
      title: t('Rooms', 'Pièces'),
      subtitle: t('Ground floor', 'Rez-de-chaussée'),
      tab: 1,
      columns: [
        [
          {
            kind: 'segmented',
            options: [t('Ground', 'RDC'), t('Upstairs', 'Étage'), t('Outside', 'Extérieur')],
            selected: 0,
          },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              {
                icon: 'sofa',
                label: t('Living room', 'Salon'),
                state: t('3 lights · 21°', '3 lumières · 21°'),
                active: true,
              },
              {
                icon: 'kitchen',
                label: t('Kitchen', 'Cuisine'),
                state: t('1 light · 20°', '1 lumière · 20°'),
                active: true,
              },
              { icon: 'tv', label: t('Cinema', 'Cinéma'), state: t('Off · 19°', 'Éteint · 19°') },
              { icon: 'doorOpen', label: t('Entrance', 'Entrée'), state: t('Off · 19°', 'Éteint · 19°') },
            ],
          },
          {
            kind: 'notice',
            icon: 'sun',
            title: t('Sunset at 20:58', 'Coucher du soleil à 20 h 58'),
            body: t('Shades close automatically', 'Les volets se fermeront seuls'),
            time: '',
          },
          {
            kind: 'buttons',
            buttons: [
              { label: t('All off', 'Tout éteindre'), icon: 'power', tone: 'neutral' },
              { label: t('Leave', 'Départ'), icon: 'lock', tone: 'accent' },
            ],
          },
        ],
      ],
    },
  ],

  lighting: [
    {
      device: 'phone',
      alt: t(
        'Lighting of the living room in {app} on a phone: two dimmers, three switches and the lighting moods',
        'L’éclairage du salon dans {app} sur téléphone : deux variateurs, trois interrupteurs et les ambiances',
      ),
      title: t('Living room', 'Salon'),
      subtitle: t('3 lights on', '3 lumières allumées'),
      back: true,
      tab: 1,
      columns: [
        [
          { kind: 'slider', icon: 'bulb', label: t('Ceiling', 'Plafonnier'), value: 0.8, text: '80 %' },
          { kind: 'slider', icon: 'bulb', label: t('Floor lamp', 'Lampadaire'), value: 0.45, text: '45 %' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: t('Wall lights', 'Appliques'), trailing: { kind: 'toggle', on: true } },
              { icon: 'bulb', label: t('Bookcase', 'Bibliothèque'), trailing: { kind: 'toggle', on: false } },
              { icon: 'bulb', label: t('LED strip', 'Ruban LED'), trailing: { kind: 'toggle', on: false } },
            ],
          },
          { kind: 'label', text: t('Moods', 'Ambiances') },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Reading', 'Lecture'), tone: 'neutral' },
              { label: t('Dinner', 'Dîner'), tone: 'accent' },
              { label: t('Evening', 'Soirée'), tone: 'neutral' },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Lighting of the whole house in {app} on a tablet: every room, colour temperature and the all-off button',
        'L’éclairage de toute la maison dans {app} sur tablette : chaque pièce, la température de couleur et le bouton tout éteindre',
      ),
      title: t('Lighting', 'Éclairage'),
      subtitle: t('7 lights on in 4 rooms', '7 lumières allumées dans 4 pièces'),
      tab: 0,
      columns: [
        [
          { kind: 'label', text: t('Rooms', 'Pièces') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sofa',
                label: t('Living room', 'Salon'),
                detail: '3 / 5',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'kitchen',
                label: t('Kitchen', 'Cuisine'),
                detail: '2 / 4',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'bed',
                label: t('Bedroom', 'Chambre'),
                detail: '0 / 3',
                trailing: { kind: 'toggle', on: false },
              },
              {
                icon: 'doorOpen',
                label: t('Hallway', 'Couloir'),
                detail: '1 / 2',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sprout',
                label: t('Garden', 'Jardin'),
                detail: '1 / 6',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'car',
                label: t('Garage', 'Garage'),
                detail: '0 / 2',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Kitchen island', 'Îlot cuisine') },
          { kind: 'slider', icon: 'bulb', label: t('Level', 'Intensité'), value: 0.65, text: '65 %' },
          { kind: 'slider', icon: 'sun', label: t('White', 'Blanc'), value: 0.3, text: '2 700 K' },
          {
            kind: 'tiles',
            columns: 2,
            tiles: [
              { icon: 'sun', label: t('Day', 'Jour'), state: '100 %' },
              { icon: 'moon', label: t('Night', 'Nuit'), state: '15 %', active: true },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('All off', 'Tout éteindre'), icon: 'power', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  shades: [
    {
      device: 'phone',
      alt: t(
        'Shades of the ground floor in {app} on a phone, with their position and open, stop and close buttons',
        'Les volets du rez-de-chaussée dans {app} sur téléphone, avec leur position et les boutons ouvrir, stop et fermer',
      ),
      title: t('Shades', 'Volets'),
      subtitle: t('Ground floor', 'Rez-de-chaussée'),
      tab: 1,
      columns: [
        [
          {
            kind: 'shades',
            shades: [
              { label: t('Living', 'Salon'), position: 0.15 },
              { label: t('Kitchen', 'Cuisine'), position: 0.55 },
              { label: t('Office', 'Bureau'), position: 1 },
            ],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Open', 'Ouvrir'), tone: 'neutral' },
              { label: 'Stop', tone: 'neutral' },
              { label: t('Close', 'Fermer'), tone: 'accent' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: t('Bay window', 'Baie vitrée'),
                trailing: { kind: 'value', text: t('Open', 'Ouvert') },
              },
              { icon: 'blinds', label: t('Skylight', 'Velux'), trailing: { kind: 'value', text: '30 %' } },
              {
                icon: 'sun',
                label: t('Awning', 'Store banne'),
                trailing: { kind: 'value', text: t('Closed', 'Fermé') },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Shade schedules in {app} on a tablet: opening at sunrise, closing at sunset and sun protection',
        'La programmation des volets dans {app} sur tablette : ouverture au lever du soleil, fermeture au coucher et protection solaire',
      ),
      title: t('Shades', 'Volets'),
      subtitle: t('Schedules and sun protection', 'Programmes et protection solaire'),
      tab: 2,
      columns: [
        [
          { kind: 'label', text: t('Bedrooms', 'Chambres') },
          {
            kind: 'shades',
            shades: [
              { label: t('Parents', 'Parents'), position: 1 },
              { label: 'Léa', position: 0.7 },
            ],
          },
          { kind: 'slider', icon: 'blinds', label: 'Léa', value: 0.3, text: '30 %' },
          {
            kind: 'buttons',
            buttons: [{ label: t('Open all', 'Tout ouvrir'), tone: 'neutral' }],
          },
        ],
        [
          { kind: 'label', text: t('Automatic', 'Automatique') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sun',
                label: t('Sunrise', 'Lever'),
                detail: t('Opens at 07:12', 'Ouvre à 7 h 12'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sunset',
                label: t('Sunset', 'Coucher'),
                detail: t('Closes at 20:58', 'Ferme à 20 h 58'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'thermometer',
                label: t('Heat', 'Chaleur'),
                detail: t('Above 28 °C', 'Au-delà de 28 °C'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'moon',
                label: t('Holidays', 'Vacances'),
                detail: t('Random', 'Aléatoire'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'sun',
            title: t('Sun protection', 'Protection solaire'),
            body: t('South side at 50 %', 'Façade sud à 50 %'),
            time: '',
          },
        ],
      ],
    },
  ],

  cameras: [
    {
      device: 'phone',
      alt: t(
        'The driveway camera live in {app} on a phone, with the latest motion events',
        'La caméra de l’allée en direct dans {app} sur téléphone, avec les derniers mouvements détectés',
      ),
      title: t('Driveway', 'Allée'),
      subtitle: t('Camera · 4K', 'Caméra · 4K'),
      back: true,
      tab: 0,
      columns: [
        [
          { kind: 'camera', label: t('Driveway', 'Allée'), time: '21:14:06', scene: 'driveway', live: true },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Photo', 'Photo'), icon: 'camera', tone: 'neutral' },
              { label: t('Gate', 'Portail'), icon: 'lockOpen', tone: 'accent' },
            ],
          },
          { kind: 'label', text: t('Today', 'Aujourd’hui') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'car',
                label: t('Car arriving', 'Voiture arrivée'),
                detail: '19:42',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'footprints',
                label: t('Person', 'Personne'),
                detail: '17:05',
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'package',
                label: t('Delivery', 'Livraison'),
                detail: '11:30',
                trailing: { kind: 'chevron' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Four cameras side by side in {app} on a tablet: driveway, garden, front door and living room',
        'Quatre caméras côte à côte dans {app} sur tablette : allée, jardin, porte d’entrée et salon',
      ),
      title: t('Cameras', 'Caméras'),
      subtitle: t('4 cameras online', '4 caméras en ligne'),
      tab: 0,
      columns: [
        [
          { kind: 'camera', label: t('Driveway', 'Allée'), time: '21:14:06', scene: 'driveway', live: true },
          { kind: 'camera', label: t('Front door', 'Entrée'), time: '21:14:06', scene: 'door', live: true },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'cctv',
                label: t('Recording', 'Enregistrer'),
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'bell', label: t('Alerts', 'Alertes'), trailing: { kind: 'toggle', on: true } },
            ],
          },
        ],
        [
          { kind: 'camera', label: t('Garden', 'Jardin'), time: '21:14:06', scene: 'garden', live: true },
          {
            kind: 'camera',
            label: t('Living room', 'Salon'),
            time: '21:14:06',
            scene: 'living',
            live: false,
          },
          {
            kind: 'notice',
            icon: 'footprints',
            title: t('Motion', 'Mouvement'),
            body: t('Garden, 20:51', 'Jardin, 20 h 51'),
            time: '',
          },
        ],
      ],
    },
  ],

  alarm: [
    {
      device: 'phone',
      alt: t(
        'Disarming the alarm in {app} on a phone: the code keypad',
        'Désarmement de l’alarme dans {app} sur téléphone : le clavier du code',
      ),
      title: t('Alarm', 'Alarme'),
      subtitle: t('Armed · night mode', 'Armée · mode nuit'),
      back: true,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'shield',
            title: t('Enter your code', 'Saisissez votre code'),
            body: t('to disarm the alarm', 'pour désarmer l’alarme'),
            time: '',
            tone: 'success',
          },
          { kind: 'spacer', height: 8 },
          { kind: 'keypad', code: 2 },
          {
            kind: 'buttons',
            buttons: [{ label: t('Panic', 'Panique'), icon: 'siren', tone: 'danger' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Alarm status in {app} on a tablet: arming modes, every zone and the event log',
        'L’état de l’alarme dans {app} sur tablette : modes d’armement, toutes les zones et le journal des événements',
      ),
      title: t('Alarm', 'Alarme'),
      subtitle: t('Armed at 22:30 by Claire', 'Armée à 22 h 30 par Claire'),
      tab: 0,
      columns: [
        [
          {
            kind: 'segmented',
            options: [t('Off', 'Arrêt'), t('Night', 'Nuit'), t('Away', 'Absence')],
            selected: 1,
          },
          { kind: 'label', text: t('Zones', 'Zones') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'doorClosed',
                label: t('Front door', 'Entrée'),
                trailing: { kind: 'value', text: t('Closed', 'Fermée'), tone: 'success' },
              },
              {
                icon: 'blinds',
                label: t('Bay window', 'Baie vitrée'),
                trailing: { kind: 'value', text: t('Closed', 'Fermée'), tone: 'success' },
              },
              {
                icon: 'activity',
                label: t('Hall motion', 'Détecteur hall'),
                trailing: { kind: 'value', text: t('Idle', 'Repos'), tone: 'success' },
              },
              {
                icon: 'car',
                label: t('Garage', 'Garage'),
                trailing: { kind: 'value', text: t('Open', 'Ouvert'), tone: 'danger' },
              },
              {
                icon: 'flame',
                label: t('Smoke', 'Fumée'),
                trailing: { kind: 'value', text: 'OK', tone: 'success' },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Log', 'Journal') },
          {
            kind: 'notice',
            icon: 'alert',
            title: t('Garage open', 'Garage ouvert'),
            body: t('Zone excluded', 'Zone exclue'),
            time: '22:30',
            tone: 'danger',
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: t('Night mode', 'Mode nuit'),
            body: t('Armed by Claire', 'Armée par Claire'),
            time: '22:30',
            tone: 'success',
          },
          {
            kind: 'notice',
            icon: 'lockOpen',
            title: t('Disarmed', 'Désarmée'),
            body: t('By Thomas', 'Par Thomas'),
            time: '07:10',
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Disarm', 'Désarmer'), icon: 'lockOpen', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  climate: [
    {
      device: 'phone',
      alt: t(
        'Heating of the living room in {app} on a phone: setpoint dial, mode and room temperatures',
        'Le chauffage du salon dans {app} sur téléphone : cadran de consigne, mode et températures des pièces',
      ),
      title: t('Living room', 'Salon'),
      subtitle: t('Now 20.8 °C · 48 % humidity', 'Actuellement 20,8 °C · humidité 48 %'),
      back: true,
      tab: 1,
      columns: [
        [
          {
            kind: 'dial',
            value: t('21.5°', '21,5°'),
            caption: t('Setpoint', 'Consigne'),
            level: 0.62,
            mode: t('Heating', 'Chauffage'),
            icon: 'flame',
          },
          {
            kind: 'segmented',
            options: ['Auto', t('Comfort', 'Confort'), 'Éco', t('Frost', 'Hors-gel')],
            selected: 1,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bed',
                label: t('Bedroom', 'Chambre'),
                trailing: { kind: 'value', text: t('19.0°', '19,0°') },
              },
              {
                icon: 'bath',
                label: t('Bathroom', 'Salle de bain'),
                trailing: { kind: 'value', text: t('22.5°', '22,5°'), tone: 'accent' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Air conditioning and heating of every room in {app} on a tablet, with fan speed',
        'La climatisation et le chauffage de chaque pièce dans {app} sur tablette, avec la vitesse de ventilation',
      ),
      title: t('Climate', 'Climat'),
      subtitle: t('Summer · cooling', 'Été · rafraîchissement'),
      tab: 0,
      columns: [
        [
          { kind: 'label', text: t('Rooms', 'Pièces') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sofa',
                label: t('Living room', 'Salon'),
                detail: t('Target 24°', 'Cible 24°'),
                trailing: { kind: 'value', text: t('25.1°', '25,1°'), tone: 'info' },
              },
              {
                icon: 'bed',
                label: t('Bedroom', 'Chambre'),
                detail: t('Target 22°', 'Cible 22°'),
                trailing: { kind: 'value', text: t('22.4°', '22,4°'), tone: 'info' },
              },
              {
                icon: 'kitchen',
                label: t('Kitchen', 'Cuisine'),
                detail: t('Off', 'Arrêt'),
                trailing: { kind: 'value', text: t('26.0°', '26,0°') },
              },
              {
                icon: 'user',
                label: t('Office', 'Bureau'),
                detail: t('Target 23°', 'Cible 23°'),
                trailing: { kind: 'value', text: t('23.2°', '23,2°'), tone: 'info' },
              },
            ],
          },
          {
            kind: 'stats',
            stats: [
              { label: t('Outside', 'Extérieur'), value: '31°', tone: 'accent' },
              { label: t('Humidity', 'Humidité'), value: '52 %' },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Living room', 'Salon') },
          {
            kind: 'dial',
            value: '24°',
            caption: t('Target', 'Cible'),
            level: 0.45,
            mode: t('Cooling', 'Froid'),
            icon: 'snowflake',
          },
          { kind: 'slider', icon: 'fan', label: t('Fan', 'Ventilation'), value: 0.5, text: '2 / 4' },
        ],
      ],
    },
  ],

  audio: [
    {
      device: 'phone',
      alt: t(
        'Music playing in the living room in {app} on a phone, with the volume and the other rooms',
        'La musique du salon dans {app} sur téléphone, avec le volume et les autres pièces',
      ),
      title: t('Music', 'Musique'),
      subtitle: t('Living room + Kitchen', 'Salon + Cuisine'),
      tab: 0,
      columns: [
        [
          { kind: 'media', title: 'So What', artist: 'Miles Davis · Kind of Blue', progress: 0.35, cover: 0 },
          { kind: 'slider', icon: 'volume', label: t('Volume', 'Volume'), value: 0.4, text: '40' },
          { kind: 'label', text: t('Also playing in', 'Écouter aussi dans') },
          {
            kind: 'rows',
            rows: [
              { icon: 'kitchen', label: t('Kitchen', 'Cuisine'), trailing: { kind: 'check', on: true } },
              { icon: 'sprout', label: t('Terrace', 'Terrasse'), trailing: { kind: 'check', on: false } },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Multiroom audio in {app} on a tablet: sources and each room with its own music and volume',
        'L’audio multiroom dans {app} sur tablette : les sources et chaque pièce avec sa musique et son volume',
      ),
      title: t('Multiroom audio', 'Audio multiroom'),
      subtitle: t('3 rooms playing', '3 pièces en écoute'),
      tab: 0,
      columns: [
        [
          { kind: 'label', text: t('Sources', 'Sources') },
          {
            kind: 'rows',
            rows: [
              { icon: 'music', label: 'Spotify', trailing: { kind: 'check', on: true } },
              {
                icon: 'radio',
                label: t('Radio', 'Radio'),
                detail: 'FIP',
                trailing: { kind: 'check', on: false },
              },
              { icon: 'wifi', label: 'AirPlay', trailing: { kind: 'check', on: false } },
              { icon: 'tv', label: t('TV sound', 'Son TV'), trailing: { kind: 'check', on: false } },
            ],
          },
          { kind: 'media', title: 'Clair de lune', artist: 'Debussy', progress: 0.7, cover: 2 },
        ],
        [
          { kind: 'label', text: t('Rooms', 'Pièces') },
          { kind: 'slider', icon: 'sofa', label: t('Living', 'Salon'), value: 0.4, text: '40' },
          { kind: 'slider', icon: 'kitchen', label: t('Kitchen', 'Cuisine'), value: 0.25, text: '25' },
          { kind: 'slider', icon: 'sprout', label: t('Terrace', 'Terrasse'), value: 0.6, text: '60' },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: t('Bedroom', 'Chambre'), trailing: { kind: 'toggle', on: false } },
              {
                icon: 'bath',
                label: t('Bathroom', 'Salle de bain'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
        ],
      ],
    },
  ],

  video: [
    {
      device: 'phone',
      alt: t(
        'The cinema room remote in {app} on a phone: sources, navigation pad and volume',
        'La télécommande de la salle cinéma dans {app} sur téléphone : sources, pavé de navigation et volume',
      ),
      title: t('Cinema', 'Cinéma'),
      subtitle: t('Projector · Apple TV', 'Vidéoprojecteur · Apple TV'),
      back: true,
      columns: [
        [
          { kind: 'segmented', options: ['Apple TV', 'TV', 'Blu-ray'], selected: 0 },
          { kind: 'spacer', height: 4 },
          { kind: 'dpad' },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Menu', 'Menu'), tone: 'neutral' },
              { label: t('Home', 'Accueil'), tone: 'neutral' },
            ],
          },
          { kind: 'slider', icon: 'volume', label: t('Volume', 'Volume'), value: 0.55, text: '-18 dB' },
          {
            kind: 'buttons',
            buttons: [{ label: t('Turn off the room', 'Éteindre la salle'), icon: 'power', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Video distribution in {app} on a tablet: which source plays on which screen, and the cinema scene',
        'La distribution vidéo dans {app} sur tablette : quelle source sur quel écran, et le scénario cinéma',
      ),
      title: t('Video', 'Vidéo'),
      subtitle: t('4 screens · 5 sources', '4 écrans · 5 sources'),
      tab: 0,
      columns: [
        [
          { kind: 'label', text: t('Screens', 'Écrans') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'film',
                label: t('Cinema', 'Cinéma'),
                detail: 'Apple TV',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'tv',
                label: t('Living room', 'Salon'),
                detail: 'Canal+',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'bed',
                label: t('Bedroom', 'Chambre'),
                detail: 'Netflix',
                trailing: { kind: 'toggle', on: false },
              },
              {
                icon: 'kitchen',
                label: t('Kitchen', 'Cuisine'),
                detail: t('Cameras', 'Caméras'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          { kind: 'camera', label: 'Apple TV', time: '20:45', scene: 'living', live: false },
        ],
        [
          { kind: 'label', text: t('Cinema scene', 'Scénario cinéma') },
          {
            kind: 'flow',
            items: [
              { icon: 'film', label: t('Press', 'Appui'), detail: t('Movie night', 'Soirée film') },
              { icon: 'blinds', label: t('Shades', 'Volets'), detail: t('Close', 'Fermeture') },
              { icon: 'bulb', label: t('Lights', 'Lumières'), detail: t('Dim to 10 %', 'Tamisées 10 %') },
              { icon: 'tv', label: t('Projector', 'Projecteur'), detail: t('Screen down', 'Écran descendu') },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Start', 'Lancer'), icon: 'play', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  intercom: [
    {
      device: 'phone',
      alt: t(
        'A visitor rings at the gate: the intercom call in {app} on a phone, with answer, open and decline buttons',
        'Un visiteur sonne au portail : l’appel de l’interphone dans {app} sur téléphone, avec les boutons répondre, ouvrir et refuser',
      ),
      title: t('Front door', 'Entrée'),
      subtitle: t('Someone is at the door', 'Quelqu’un sonne à la porte'),
      columns: [
        [
          {
            kind: 'camera',
            label: t('Front door', 'Porte d’entrée'),
            time: '18:32:10',
            scene: 'door',
            live: true,
          },
          { kind: 'spacer', height: 6 },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Answer', 'Répondre'), icon: 'phone', tone: 'success' },
              { label: t('Decline', 'Refuser'), icon: 'hangUp', tone: 'danger' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Open the door', 'Ouvrir la porte'), icon: 'lockOpen', tone: 'accent' }],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Gate', 'Portail'), icon: 'doorOpen', tone: 'neutral' },
              { label: t('Light', 'Éclairer'), icon: 'bulb', tone: 'neutral' },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'An intercom conversation in {app} on a tablet, with the door camera, the microphone and the call history',
        'Une conversation à l’interphone dans {app} sur tablette, avec la caméra de la porte, le micro et l’historique des appels',
      ),
      title: t('Intercom', 'Interphone'),
      subtitle: t('In call · 00:42', 'En communication · 00:42'),
      tab: 0,
      columns: [
        [
          {
            kind: 'camera',
            label: t('Front door', 'Porte d’entrée'),
            time: '18:32:52',
            scene: 'door',
            live: true,
          },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Mute', 'Micro'), icon: 'mic', tone: 'neutral' },
              { label: t('Hang up', 'Raccrocher'), icon: 'hangUp', tone: 'danger' },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Open the door', 'Ouvrir la porte'), icon: 'lockOpen', tone: 'accent' }],
          },
        ],
        [
          { kind: 'label', text: t('Calls', 'Appels') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bellRing',
                label: t('Front door', 'Entrée'),
                detail: t('Today 18:32', 'Aujourd’hui 18 h 32'),
                trailing: { kind: 'value', text: t('Now', 'En cours'), tone: 'success' },
              },
              {
                icon: 'package',
                label: t('Gate', 'Portail'),
                detail: t('Today 11:30', 'Aujourd’hui 11 h 30'),
                trailing: { kind: 'value', text: t('Opened', 'Ouvert') },
              },
              {
                icon: 'bellRing',
                label: t('Gate', 'Portail'),
                detail: t('Yesterday', 'Hier'),
                trailing: { kind: 'value', text: t('Missed', 'Manqué'), tone: 'danger' },
              },
            ],
          },
          { kind: 'label', text: t('Ring on', 'Sonner sur') },
          {
            kind: 'rows',
            rows: [
              { icon: 'phone', label: t('Phones', 'Téléphones'), trailing: { kind: 'toggle', on: true } },
              { icon: 'tv', label: t('Living TV', 'TV salon'), trailing: { kind: 'toggle', on: true } },
            ],
          },
        ],
      ],
    },
  ],
} satisfies Partial<Record<FeatureId, Pair>>;
