import type { FeatureId } from '@/features/domiko/domiko-features';
import { t, type Screen } from './screen-types';

type Pair = readonly [Screen, Screen];

/** Screens of the features that watch over the house, share it and set it up. */
export const managingScreens = {
  energy: [
    {
      device: 'phone',
      alt: t(
        'Today’s electricity use in {app} on a phone: hourly chart, solar production and self-consumption',
        'La consommation électrique du jour dans {app} sur téléphone : graphique heure par heure, production solaire et autoconsommation',
      ),
      title: t('Energy', 'Énergie'),
      subtitle: t('Today', 'Aujourd’hui'),
      tab: 0,
      columns: [
        [
          {
            kind: 'segmented',
            options: [t('Day', 'Jour'), t('Week', 'Semaine'), t('Month', 'Mois')],
            selected: 0,
          },
          {
            kind: 'chart',
            style: 'bars',
            title: t('Consumption', 'Consommation'),
            value: t('14.2 kWh', '14,2 kWh'),
            data: [
              0.4, 0.3, 0.3, 0.3, 0.4, 0.6, 1.1, 1.4, 0.9, 0.7, 0.6, 0.8, 1.2, 0.9, 0.6, 0.5, 0.7, 1.0, 1.6,
              1.8, 1.3, 0.9, 0.6, 0.5,
            ],
            axis: ['0 h', '6 h', '12 h', '18 h', '24 h'],
            highlight: 19,
            height: 170,
          },
          {
            kind: 'stats',
            stats: [
              { label: t('Solar', 'Solaire'), value: t('9.8 kWh', '9,8 kWh'), tone: 'accent' },
              { label: t('Self-use', 'Autoconso.'), value: '72 %', tone: 'success' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              { icon: 'flame', label: t('Heating', 'Chauffage'), trailing: { kind: 'value', text: '42 %' } },
              {
                icon: 'droplets',
                label: t('Hot water', 'Eau chaude'),
                trailing: { kind: 'value', text: '21 %' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Live power and monthly consumption charts in {app} on a tablet, with the share of each use',
        'Les graphiques de puissance instantanée et de consommation mensuelle dans {app} sur tablette, avec la part de chaque usage',
      ),
      title: t('Energy', 'Énergie'),
      subtitle: t('Main meter and solar panels', 'Compteur général et panneaux solaires'),
      tab: 0,
      columns: [
        [
          {
            kind: 'chart',
            style: 'line',
            title: t('Power now', 'Puissance instantanée'),
            value: t('2.4 kW', '2,4 kW'),
            data: [1.2, 1.4, 1.1, 1.8, 2.6, 2.2, 1.9, 2.8, 3.1, 2.5, 2.0, 2.3, 2.9, 2.4],
            axis: ['18:00', '19:00', '20:00'],
            height: 170,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: t('Heating', 'Chauffage'),
                trailing: { kind: 'value', text: '42 %', tone: 'accent' },
              },
              {
                icon: 'droplets',
                label: t('Hot water', 'Eau chaude'),
                trailing: { kind: 'value', text: '21 %' },
              },
              { icon: 'kitchen', label: t('Kitchen', 'Cuisine'), trailing: { kind: 'value', text: '14 %' } },
              { icon: 'car', label: t('Car', 'Voiture'), trailing: { kind: 'value', text: '12 %' } },
            ],
          },
        ],
        [
          {
            kind: 'chart',
            style: 'bars',
            title: t('This year', 'Cette année'),
            value: '4 820 kWh',
            data: [620, 560, 480, 390, 300, 260, 280, 270, 310, 420, 520, 610],
            axis: [t('Jan', 'janv.'), t('Jun', 'juin'), t('Dec', 'déc.')],
            highlight: 4,
            height: 170,
          },
          {
            kind: 'stats',
            stats: [
              { label: t('Solar', 'Solaire'), value: '3,1 MWh', tone: 'accent' },
              { label: t('vs last year', 'vs l’an dernier'), value: '−8 %', tone: 'success' },
            ],
          },
        ],
      ],
    },
  ],

  watering: [
    {
      device: 'phone',
      alt: t(
        'Garden watering zones in {app} on a phone, with their duration and the water-now button',
        'Les zones d’arrosage du jardin dans {app} sur téléphone, avec leur durée et le bouton arroser maintenant',
      ),
      title: t('Watering', 'Arrosage'),
      subtitle: t('Next run tomorrow at 06:00', 'Prochain arrosage demain à 6 h'),
      tab: 2,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'droplets',
            title: t('Rain expected', 'Pluie annoncée'),
            body: t('Tonight’s cycle skipped', 'Cycle de ce soir annulé'),
            time: '4 mm',
            tone: 'info',
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sprout',
                label: t('Lawn', 'Pelouse'),
                detail: '20 min',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'leaf',
                label: t('Vegetables', 'Potager'),
                detail: '12 min',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sprout',
                label: t('Flower beds', 'Massifs'),
                detail: t('Drip · 30 min', 'Goutte-à-goutte · 30 min'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'leaf',
                label: t('Hedge', 'Haie'),
                detail: '15 min',
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Water now', 'Arroser maintenant'), icon: 'droplets', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'The watering programme in {app} on a tablet: weekly water use, start times and soil moisture',
        'Le programme d’arrosage dans {app} sur tablette : eau consommée dans la semaine, heures de départ et humidité du sol',
      ),
      title: t('Watering', 'Arrosage'),
      subtitle: t('Summer programme', 'Programme d’été'),
      tab: 2,
      columns: [
        [
          {
            kind: 'chart',
            style: 'bars',
            title: t('This week', 'Cette semaine'),
            value: '1 840 L',
            data: [260, 280, 0, 310, 290, 350, 350],
            axis: [t('Mon', 'lun.'), t('Thu', 'jeu.'), t('Sun', 'dim.')],
            highlight: 6,
            height: 160,
          },
          {
            kind: 'stats',
            stats: [
              { label: t('Soil', 'Sol'), value: '34 %', tone: 'info' },
              { label: t('Rain 24 h', 'Pluie 24 h'), value: '0 mm' },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Start times', 'Départs') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'clock',
                label: '06:00',
                detail: t('Lawn, hedge', 'Pelouse, haie'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'clock',
                label: '21:30',
                detail: t('Vegetables', 'Potager'),
                trailing: { kind: 'toggle', on: true },
              },
            ],
          },
          { kind: 'slider', icon: 'droplets', label: t('Seasonal', 'Saison'), value: 0.8, text: '120 %' },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sprout',
                label: t('Skip if rain', 'Pause si pluie'),
                trailing: { kind: 'toggle', on: true },
              },
            ],
          },
        ],
      ],
    },
  ],

  sensors: [
    {
      device: 'phone',
      alt: t(
        'Battery levels of the wireless sensors in {app} on a phone, one of them low',
        'Le niveau des piles des capteurs sans fil dans {app} sur téléphone, dont un faible',
      ),
      title: t('Batteries', 'Piles'),
      subtitle: t('1 sensor to check', '1 capteur à vérifier'),
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: t('Kitchen smoke', 'Fumée cuisine'),
                detail: t('Replace soon', 'À remplacer'),
                trailing: { kind: 'battery', level: 0.12, text: '12 %' },
              },
              {
                icon: 'activity',
                label: t('Hall motion', 'Détecteur hall'),
                detail: t('Seen 2 min ago', 'Vu il y a 2 min'),
                trailing: { kind: 'battery', level: 0.82, text: '82 %' },
              },
              {
                icon: 'doorOpen',
                label: t('Bay window', 'Baie vitrée'),
                detail: t('Closed', 'Fermée'),
                trailing: { kind: 'battery', level: 0.64, text: '64 %' },
              },
              {
                icon: 'droplets',
                label: t('Laundry leak', 'Fuite buanderie'),
                detail: t('Dry', 'Sec'),
                trailing: { kind: 'battery', level: 0.9, text: '90 %' },
              },
              {
                icon: 'thermometer',
                label: t('Cellar', 'Cave'),
                detail: '13,5 °C · 71 %',
                trailing: { kind: 'battery', level: 0.47, text: '47 %' },
              },
              {
                icon: 'lock',
                label: t('Door lock', 'Serrure'),
                detail: t('Locked', 'Verrouillée'),
                trailing: { kind: 'battery', level: 0.58, text: '58 %' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Sensor status in {app} on a tablet: summary, humidity over the day and each sensor’s state',
        'L’état des capteurs dans {app} sur tablette : synthèse, humidité de la journée et état de chaque capteur',
      ),
      title: t('Sensors', 'Capteurs'),
      subtitle: t('24 sensors', '24 capteurs'),
      tab: 3,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: 'OK', value: '23', tone: 'success' },
              { label: t('To check', 'À vérifier'), value: '1', tone: 'danger' },
            ],
          },
          {
            kind: 'chart',
            style: 'line',
            title: t('Cellar humidity', 'Humidité cave'),
            value: '71 %',
            data: [64, 65, 67, 66, 68, 70, 69, 71, 72, 71],
            axis: ['0 h', '12 h', '24 h'],
            height: 160,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'wifi',
                label: t('Signal', 'Signal'),
                trailing: { kind: 'value', text: t('Good', 'Bon'), tone: 'success' },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Open now', 'Ouverts') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: t('Office', 'Bureau'),
                detail: t('Window', 'Fenêtre'),
                trailing: { kind: 'value', text: t('Open', 'Ouverte'), tone: 'accent' },
              },
            ],
          },
          { kind: 'label', text: t('Batteries', 'Piles') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: t('Smoke', 'Fumée'),
                trailing: { kind: 'battery', level: 0.12, text: '12 %' },
              },
              {
                icon: 'activity',
                label: t('Hall', 'Hall'),
                trailing: { kind: 'battery', level: 0.82, text: '82 %' },
              },
              {
                icon: 'doorOpen',
                label: t('Bay', 'Baie'),
                trailing: { kind: 'battery', level: 0.64, text: '64 %' },
              },
              {
                icon: 'droplets',
                label: t('Leak', 'Fuite'),
                trailing: { kind: 'battery', level: 0.9, text: '90 %' },
              },
            ],
          },
        ],
      ],
    },
  ],

  notifications: [
    {
      device: 'phone',
      alt: t(
        'Notifications from {app} on a phone: water leak, doorbell, alarm armed and low battery',
        'Les notifications de {app} sur téléphone : fuite d’eau, sonnette, alarme armée et pile faible',
      ),
      title: t('Notifications', 'Notifications'),
      subtitle: t('Today', 'Aujourd’hui'),
      tab: 0,
      columns: [
        [
          {
            kind: 'notice',
            icon: 'droplets',
            title: t('Water leak', 'Fuite d’eau'),
            body: t('Laundry room · valve closed', 'Buanderie · vanne fermée'),
            time: '21:02',
            tone: 'danger',
          },
          {
            kind: 'notice',
            icon: 'bellRing',
            title: t('Doorbell', 'Sonnette'),
            body: t('Someone at the gate', 'Quelqu’un au portail'),
            time: '18:32',
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: t('Alarm armed', 'Alarme armée'),
            body: t('Away mode, by Thomas', 'Mode absence, par Thomas'),
            time: '08:15',
            tone: 'success',
          },
          {
            kind: 'notice',
            icon: 'battery',
            title: t('Low battery', 'Pile faible'),
            body: t('Kitchen smoke detector', 'Détecteur de fumée cuisine'),
            time: '07:40',
            tone: 'accent',
          },
          {
            kind: 'notice',
            icon: 'car',
            title: t('Garage still open', 'Garage resté ouvert'),
            body: t('Since 30 minutes', 'Depuis 30 minutes'),
            time: '07:30',
            tone: 'info',
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Choosing which events send a notification in {app} on a tablet',
        'Le choix des événements qui envoient une notification dans {app} sur tablette',
      ),
      title: t('Notifications', 'Notifications'),
      subtitle: t('On this device', 'Sur cet appareil'),
      tab: 3,
      columns: [
        [
          { kind: 'label', text: t('Security', 'Sécurité') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'siren',
                label: t('Alarm triggered', 'Intrusion'),
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'shield', label: t('Arming', 'Armement'), trailing: { kind: 'toggle', on: true } },
              { icon: 'bellRing', label: t('Doorbell', 'Sonnette'), trailing: { kind: 'toggle', on: true } },
              {
                icon: 'footprints',
                label: t('Motion', 'Mouvement'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'moon',
            title: t('Quiet hours', 'Heures calmes'),
            body: '22:00 – 07:00',
            time: '',
          },
        ],
        [
          { kind: 'label', text: t('Home', 'Maison') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'droplets',
                label: t('Water leak', 'Fuite d’eau'),
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'flame', label: t('Smoke', 'Fumée'), trailing: { kind: 'toggle', on: true } },
              {
                icon: 'battery',
                label: t('Low battery', 'Pile faible'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'car',
                label: t('Garage open', 'Garage ouvert'),
                trailing: { kind: 'toggle', on: true },
              },
              { icon: 'thermometer', label: t('Frost', 'Gel'), trailing: { kind: 'toggle', on: false } },
            ],
          },
        ],
      ],
    },
  ],

  privacy: [
    {
      device: 'phone',
      alt: t(
        'The connection screen of {app} on a phone: linked directly to the {brand} processor, nothing collected',
        'L’écran de connexion de {app} sur téléphone : liaison directe avec le processeur {brand}, aucune donnée collectée',
      ),
      title: t('Connection', 'Connexion'),
      subtitle: t('House · {brand} processor', 'Maison · processeur {brand}'),
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'stats',
            stats: [
              { label: t('Link', 'Liaison'), value: t('Direct', 'Directe'), tone: 'success' },
              { label: t('Response', 'Réponse'), value: '12 ms' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'wifi',
                label: t('Home network', 'Réseau local'),
                trailing: { kind: 'value', text: t('Connected', 'Connecté'), tone: 'success' },
              },
              {
                icon: 'globe',
                label: t('Remote access', 'Accès distant'),
                trailing: { kind: 'value', text: t('Encrypted', 'Chiffré') },
              },
              {
                icon: 'server',
                label: t('Processor', 'Processeur'),
                trailing: { kind: 'value', text: '192.168.1.20' },
              },
              {
                icon: 'user',
                label: t('Cloud account', 'Compte cloud'),
                trailing: { kind: 'value', text: t('Not needed', 'Inutile') },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'shield',
            title: t('Data stays at home', 'Données chez vous'),
            body: t('{app} collects nothing else', '{app} ne collecte rien d’autre'),
            time: '',
            tone: 'success',
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'The privacy screen of {app} on a tablet: what notifications need, and what is never sent',
        'L’écran de confidentialité de {app} sur tablette : ce dont les notifications ont besoin, et ce qui n’est jamais envoyé',
      ),
      title: t('Privacy', 'Confidentialité'),
      subtitle: t('What leaves this device', 'Ce qui quitte cet appareil'),
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'label', text: t('For notifications', 'Pour les notifications') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bell', label: t('Install token', 'Jeton'), trailing: { kind: 'check', on: true } },
              { icon: 'phone', label: t('Device model', 'Modèle'), trailing: { kind: 'check', on: true } },
              { icon: 'globe', label: t('Language', 'Langue'), trailing: { kind: 'check', on: true } },
              { icon: 'clock', label: t('Time zone', 'Fuseau'), trailing: { kind: 'check', on: true } },
              { icon: 'cpu', label: t('OS version', 'Version OS'), trailing: { kind: 'check', on: true } },
              {
                icon: 'package',
                label: t('App version', 'Version app'),
                trailing: { kind: 'check', on: true },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Never sent', 'Jamais envoyé') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'cctv',
                label: t('Images', 'Images'),
                trailing: { kind: 'value', text: t('Never', 'Jamais') },
              },
              {
                icon: 'activity',
                label: t('Usage', 'Usages'),
                trailing: { kind: 'value', text: t('Never', 'Jamais') },
              },
              {
                icon: 'pin',
                label: t('Location', 'Position'),
                trailing: { kind: 'value', text: t('Never', 'Jamais') },
              },
              {
                icon: 'house',
                label: t('Your home', 'Votre maison'),
                trailing: { kind: 'value', text: t('Never', 'Jamais') },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'server',
            title: t('Direct link', 'Liaison directe'),
            body: t('App ↔ processor', 'Appli ↔ processeur'),
            time: '',
            tone: 'success',
          },
        ],
      ],
    },
  ],

  automations: [
    {
      device: 'phone',
      alt: t(
        'An automation in {app} on a phone: at sunset, if nobody is home, close the shades and switch on the path lights',
        'Un automatisme dans {app} sur téléphone : au coucher du soleil, si personne n’est là, fermer les volets et allumer le chemin',
      ),
      title: t('Evening', 'Soirée'),
      subtitle: t('Automation · active', 'Automatisme · actif'),
      back: true,
      tab: 2,
      columns: [
        [
          {
            kind: 'flow',
            items: [
              { icon: 'sunset', label: t('When', 'Quand'), detail: t('Sunset', 'Coucher du soleil') },
              { icon: 'users', label: t('If', 'Si'), detail: t('Nobody is home', 'Personne à la maison') },
              {
                icon: 'blinds',
                label: t('Then', 'Alors'),
                detail: t('Close all shades', 'Fermer les volets'),
              },
              { icon: 'bulb', label: t('And', 'Et'), detail: t('Path lights 40 %', 'Allée éclairée 40 %') },
              { icon: 'shield', label: t('And', 'Et'), detail: t('Arm away mode', 'Armer en absence') },
            ],
          },
          {
            kind: 'buttons',
            buttons: [
              { label: t('Test', 'Tester'), icon: 'play', tone: 'neutral' },
              { label: t('Save', 'Enregistrer'), tone: 'accent' },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'The list of automations in {app} on a tablet, each with its trigger and on/off switch',
        'La liste des automatismes dans {app} sur tablette, chacun avec son déclencheur et son interrupteur',
      ),
      title: t('Automations', 'Automatismes'),
      subtitle: t('6 active', '6 actifs'),
      tab: 2,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'sunset',
                label: t('Evening', 'Soirée'),
                detail: t('At sunset', 'Au coucher'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'sun',
                label: t('Wake-up', 'Réveil'),
                detail: t('Weekdays 07:00', 'En semaine 7 h'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'droplets',
                label: t('Leak', 'Fuite'),
                detail: t('Close the valve', 'Fermer la vanne'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'car',
                label: t('Arrival', 'Arrivée'),
                detail: t('Gate opens', 'Portail ouvert'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'moon',
                label: t('Night', 'Nuit'),
                detail: '23:30',
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'calendar',
                label: t('Holidays', 'Vacances'),
                detail: t('Presence', 'Simulation'),
                trailing: { kind: 'toggle', on: false },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Wake-up', 'Réveil') },
          {
            kind: 'flow',
            items: [
              { icon: 'clock', label: t('When', 'Quand'), detail: t('07:00, Mon–Fri', '7 h, lun.–ven.') },
              { icon: 'blinds', label: t('Then', 'Alors'), detail: t('Open bedroom', 'Ouvrir chambre') },
              { icon: 'flame', label: t('And', 'Et'), detail: t('Bathroom 23°', 'Salle de bain 23°') },
              { icon: 'music', label: t('And', 'Et'), detail: t('Radio, low', 'Radio, doux') },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('New', 'Nouveau'), icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  users: [
    {
      device: 'phone',
      alt: t(
        'The people who use the house in {app} on a phone, each with a role',
        'Les personnes qui utilisent la maison dans {app} sur téléphone, chacune avec un rôle',
      ),
      title: t('Users', 'Utilisateurs'),
      subtitle: t('4 people', '4 personnes'),
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                initials: 'CM',
                label: 'Claire',
                detail: t('Owner · everything', 'Propriétaire · tout'),
                trailing: { kind: 'chevron' },
              },
              {
                initials: 'TM',
                label: 'Thomas',
                detail: t('Adult · everything', 'Adulte · tout'),
                tone: 'info',
                trailing: { kind: 'chevron' },
              },
              {
                initials: 'LM',
                label: 'Léa',
                detail: t('Child · 3 rooms', 'Enfant · 3 pièces'),
                tone: 'success',
                trailing: { kind: 'chevron' },
              },
              {
                initials: 'SR',
                label: 'Sofia',
                detail: t('Housekeeper · Tue, Fri', 'Ménage · mar., ven.'),
                tone: 'muted',
                trailing: { kind: 'chevron' },
              },
            ],
          },
          {
            kind: 'notice',
            icon: 'users',
            title: t('Guest access', 'Accès invité'),
            body: t('Valid until Sunday', 'Valable jusqu’à dimanche'),
            time: '',
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Add someone', 'Ajouter une personne'), icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Léa’s rights in {app} on a tablet: the rooms and the functions she may use',
        'Les droits de Léa dans {app} sur tablette : les pièces et les fonctions qu’elle peut utiliser',
      ),
      title: 'Léa',
      subtitle: t('Child profile', 'Profil enfant'),
      back: true,
      tab: 3,
      columns: [
        [
          { kind: 'label', text: t('Rooms', 'Pièces') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bed', label: t('Her bedroom', 'Sa chambre'), trailing: { kind: 'check', on: true } },
              { icon: 'sofa', label: t('Living room', 'Salon'), trailing: { kind: 'check', on: true } },
              { icon: 'film', label: t('Cinema', 'Cinéma'), trailing: { kind: 'check', on: true } },
              { icon: 'user', label: t('Office', 'Bureau'), trailing: { kind: 'check', on: false } },
              { icon: 'car', label: t('Garage', 'Garage'), trailing: { kind: 'check', on: false } },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Functions', 'Fonctions') },
          {
            kind: 'rows',
            rows: [
              { icon: 'bulb', label: t('Lighting', 'Éclairage'), trailing: { kind: 'toggle', on: true } },
              { icon: 'music', label: t('Music', 'Musique'), trailing: { kind: 'toggle', on: true } },
              { icon: 'blinds', label: t('Shades', 'Volets'), trailing: { kind: 'toggle', on: true } },
              {
                icon: 'thermometer',
                label: t('Heating', 'Chauffage'),
                trailing: { kind: 'toggle', on: false },
              },
              { icon: 'shield', label: t('Alarm', 'Alarme'), trailing: { kind: 'toggle', on: false } },
              { icon: 'cctv', label: t('Cameras', 'Caméras'), trailing: { kind: 'toggle', on: false } },
            ],
          },
        ],
      ],
    },
  ],

  sites: [
    {
      device: 'phone',
      alt: t(
        'Adding a site in {app} on a phone by scanning the QR code the integrator provides',
        'L’ajout d’un site dans {app} sur téléphone en scannant le QR code fourni par l’intégrateur',
      ),
      title: t('Add a site', 'Ajouter un site'),
      subtitle: t('Scan the code from your integrator', 'Scannez le code de votre intégrateur'),
      back: true,
      columns: [
        [
          { kind: 'qr', caption: t('Hold the code inside the frame', 'Placez le code dans le cadre') },
          {
            kind: 'notice',
            icon: 'check',
            title: t('Chalet recognised', 'Chalet reconnu'),
            body: t('Processor and rights received', 'Processeur et droits reçus'),
            time: '',
            tone: 'success',
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Add the site', 'Ajouter le site'), tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Switching between the house, the chalet and the office in {app} on a tablet',
        'Le passage de la maison au chalet et au bureau dans {app} sur tablette',
      ),
      title: t('My sites', 'Mes sites'),
      subtitle: t('3 sites on this device', '3 sites sur cet appareil'),
      tab: 3,
      columns: [
        [
          {
            kind: 'rows',
            rows: [
              {
                icon: 'house',
                label: t('House', 'Maison'),
                detail: t('Lyon · connected', 'Lyon · connecté'),
                trailing: { kind: 'check', on: true },
              },
              {
                icon: 'pin',
                label: t('Chalet', 'Chalet'),
                detail: t('Megève · remote', 'Megève · à distance'),
                trailing: { kind: 'check', on: false },
              },
              {
                icon: 'building',
                label: t('Office', 'Bureau'),
                detail: t('Villeurbanne', 'Villeurbanne'),
                trailing: { kind: 'check', on: false },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Scan a code', 'Scanner un code'), icon: 'qr', tone: 'accent' }],
          },
        ],
        [
          { kind: 'label', text: t('Chalet', 'Chalet') },
          {
            kind: 'stats',
            stats: [
              { label: t('Inside', 'Intérieur'), value: '12°', tone: 'info' },
              { label: t('Alarm', 'Alarme'), value: t('On', 'Armée'), tone: 'success' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'flame',
                label: t('Pre-heat', 'Préchauffer'),
                detail: t('Friday 16:00', 'Vendredi 16 h'),
                trailing: { kind: 'toggle', on: true },
              },
              {
                icon: 'droplets',
                label: t('Water', 'Eau'),
                detail: t('Valve', 'Vanne'),
                trailing: { kind: 'value', text: t('Off', 'Fermée') },
              },
            ],
          },
        ],
      ],
    },
  ],

  siteSetup: [
    {
      device: 'phone',
      alt: t(
        'Creating a site in {app} on a phone: its name and the address of the {brand} processor',
        'La création d’un site dans {app} sur téléphone : son nom et l’adresse du processeur {brand}',
      ),
      title: t('New site', 'Nouveau site'),
      subtitle: t('Step 2 of 4 · processor', 'Étape 2 sur 4 · processeur'),
      back: true,
      columns: [
        [
          {
            kind: 'steps',
            steps: [
              t('Site', 'Site'),
              t('Processor', 'Processeur'),
              t('Rooms', 'Pièces'),
              t('Users', 'Accès'),
            ],
            current: 1,
          },
          {
            kind: 'fields',
            fields: [
              { label: t('Site name', 'Nom du site'), value: t('House', 'Maison') },
              {
                label: t('Processor address', 'Adresse du processeur'),
                value: '192.168.1.20',
                icon: 'server',
              },
              { label: t('Remote access', 'Accès à distance'), value: 'maison.example.net', icon: 'globe' },
            ],
          },
          {
            kind: 'notice',
            icon: 'check',
            title: t('{brand} processor found', 'Processeur {brand} trouvé'),
            body: t('Connection test passed', 'Test de connexion réussi'),
            time: '',
            tone: 'success',
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Continue', 'Continuer'), tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Arranging the floors and rooms of a site in {app} on a tablet',
        'L’organisation des étages et des pièces d’un site dans {app} sur tablette',
      ),
      title: t('Site layout', 'Plan du site'),
      subtitle: t('Floors and rooms', 'Étages et pièces'),
      tab: 3,
      columns: [
        [
          { kind: 'label', text: t('Ground floor', 'Rez-de-chaussée'), action: t('Edit', 'Modifier') },
          {
            kind: 'rows',
            rows: [
              { icon: 'sofa', label: t('Living room', 'Salon'), trailing: { kind: 'chevron', text: '12' } },
              { icon: 'kitchen', label: t('Kitchen', 'Cuisine'), trailing: { kind: 'chevron', text: '8' } },
              { icon: 'film', label: t('Cinema', 'Cinéma'), trailing: { kind: 'chevron', text: '6' } },
              { icon: 'doorOpen', label: t('Entrance', 'Entrée'), trailing: { kind: 'chevron', text: '4' } },
            ],
          },
          { kind: 'label', text: t('Outside', 'Extérieur') },
          {
            kind: 'rows',
            rows: [
              { icon: 'sprout', label: t('Garden', 'Jardin'), trailing: { kind: 'chevron', text: '9' } },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Upstairs', 'Étage'), action: t('Edit', 'Modifier') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bed',
                label: t('Main bedroom', 'Suite parentale'),
                trailing: { kind: 'chevron', text: '7' },
              },
              {
                icon: 'bed',
                label: t('Léa’s room', 'Chambre Léa'),
                trailing: { kind: 'chevron', text: '5' },
              },
              {
                icon: 'bath',
                label: t('Bathroom', 'Salle de bain'),
                trailing: { kind: 'chevron', text: '4' },
              },
              { icon: 'user', label: t('Office', 'Bureau'), trailing: { kind: 'chevron', text: '6' } },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Add a room', 'Ajouter une pièce'), icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  drivers: [
    {
      device: 'phone',
      alt: t(
        'The drivers read from the {brand} processor in {app} on a phone, and their state',
        'Les drivers lus sur le processeur {brand} dans {app} sur téléphone, et leur état',
      ),
      title: t('Drivers', 'Drivers'),
      subtitle: t('Read from the {brand} project', 'Lus dans le projet {brand}'),
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: t('Search', 'Rechercher'), value: t('Driver name', 'Nom du driver'), icon: 'search' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: 'Velux KLF 200',
                detail: t('12 shades', '12 volets'),
                trailing: { kind: 'value', text: t('Linked', 'Associé'), tone: 'success' },
              },
              {
                icon: 'shield',
                label: 'Risco',
                detail: t('8 zones', '8 zones'),
                trailing: { kind: 'value', text: t('Linked', 'Associé'), tone: 'success' },
              },
              {
                icon: 'thermometer',
                label: 'Netatmo Energy',
                detail: t('6 rooms', '6 pièces'),
                trailing: { kind: 'value', text: t('Linked', 'Associé'), tone: 'success' },
              },
              {
                icon: 'sun',
                label: t('Netatmo Weather', 'Netatmo Météo'),
                detail: t('Every 10 min', 'Toutes les 10 min'),
                trailing: { kind: 'value', text: t('Linked', 'Associé'), tone: 'success' },
              },
              {
                icon: 'tv',
                label: t('Opale mirror TV', 'TV miroir Opale'),
                detail: 'RS-232',
                trailing: { kind: 'value', text: t('To set', 'À régler'), tone: 'accent' },
              },
            ],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Setting up a driver in {app} on a tablet: which app function each driver feature drives',
        'Le paramétrage d’un driver dans {app} sur tablette : la fonction de l’application pilotée par chaque élément du driver',
      ),
      title: 'Velux KLF 200',
      subtitle: t('Driver · {brand} device 214', 'Driver · appareil {brand} 214'),
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: t('Shown as', 'Affiché comme'), value: t('Shades', 'Volets'), icon: 'blinds' },
              { label: t('Gateway', 'Passerelle'), value: '192.168.1.41', icon: 'router' },
            ],
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'check',
                label: t('Online', 'En ligne'),
                tone: 'success',
                trailing: { kind: 'value', text: 'v2.1', tone: 'muted' },
              },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Outputs', 'Sorties') },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'blinds',
                label: t('Living 1', 'Salon 1'),
                detail: t('Living room', 'Salon'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: t('Living 2', 'Salon 2'),
                detail: t('Living room', 'Salon'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: t('Skylight', 'Velux'),
                detail: t('Office', 'Bureau'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: t('Suite', 'Suite'),
                detail: t('Bedroom', 'Chambre'),
                trailing: { kind: 'chevron' },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Save', 'Enregistrer'), tone: 'accent' }],
          },
        ],
      ],
    },
  ],

  devices: [
    {
      device: 'phone',
      alt: t(
        'The devices of the living room in {app} on a phone, grouped by type',
        'Les appareils du salon dans {app} sur téléphone, regroupés par type',
      ),
      title: t('Devices', 'Appareils'),
      subtitle: t('Living room · 12 devices', 'Salon · 12 appareils'),
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'segmented',
            options: [t('All', 'Tous'), t('Lights', 'Lumières'), t('Other', 'Autres')],
            selected: 0,
          },
          {
            kind: 'rows',
            rows: [
              {
                icon: 'bulb',
                label: t('Ceiling', 'Plafonnier'),
                detail: t('Dimmer', 'Variateur'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'bulb',
                label: t('Floor lamp', 'Lampadaire'),
                detail: t('Dimmer', 'Variateur'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'blinds',
                label: t('Bay window', 'Baie vitrée'),
                detail: t('Shade', 'Volet'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'thermometer',
                label: t('Thermostat', 'Thermostat'),
                detail: t('Heating', 'Chauffage'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'speaker',
                label: t('Speakers', 'Enceintes'),
                detail: t('Audio zone', 'Zone audio'),
                trailing: { kind: 'chevron' },
              },
              {
                icon: 'plug',
                label: t('Outlet', 'Prise'),
                detail: t('Switch', 'Interrupteur'),
                trailing: { kind: 'chevron' },
              },
            ],
          },
          {
            kind: 'buttons',
            buttons: [{ label: t('Add a device', 'Ajouter un appareil'), icon: 'plus', tone: 'accent' }],
          },
        ],
      ],
    },
    {
      device: 'tablet',
      alt: t(
        'Editing a device in {app} on a tablet: name, room, type, icon and where it appears',
        'La modification d’un appareil dans {app} sur tablette : nom, pièce, type, icône et endroits où il apparaît',
      ),
      title: t('Ceiling light', 'Plafonnier'),
      subtitle: t('Living room · dimmer', 'Salon · variateur'),
      back: true,
      tab: 3,
      columns: [
        [
          {
            kind: 'fields',
            fields: [
              { label: t('Name', 'Nom'), value: t('Ceiling light', 'Plafonnier'), icon: 'bulb' },
              { label: t('Room', 'Pièce'), value: t('Living room', 'Salon'), icon: 'sofa' },
              { label: t('Type', 'Type'), value: t('Dimmer', 'Variateur'), icon: 'gauge' },
              { label: t('{brand} device', 'Appareil {brand}'), value: 'Dimmer 3-way #118', icon: 'cpu' },
            ],
          },
        ],
        [
          { kind: 'label', text: t('Icon', 'Icône') },
          {
            kind: 'tiles',
            columns: 3,
            tiles: [
              { icon: 'bulb', label: '', state: '', active: true },
              { icon: 'sun', label: '', state: '' },
              { icon: 'moon', label: '', state: '' },
            ],
          },
          { kind: 'label', text: t('Show in', 'Afficher dans') },
          {
            kind: 'rows',
            rows: [
              { icon: 'house', label: t('Home screen', 'Accueil'), trailing: { kind: 'toggle', on: true } },
              { icon: 'power', label: t('All off', 'Tout éteindre'), trailing: { kind: 'toggle', on: true } },
              { icon: 'mic', label: t('Voice', 'Voix'), trailing: { kind: 'toggle', on: false } },
            ],
          },
        ],
      ],
    },
  ],
} satisfies Partial<Record<FeatureId, Pair>>;
