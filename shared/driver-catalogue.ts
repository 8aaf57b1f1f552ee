import type { Language } from './language';

/**
 * The five drivers the store sold while its catalogue lived in the code. The catalogue is now in the database
 * (docs/decisions/015): migration 0010 made these its first products, and at first start the server imports
 * the documentation PDF and package the build generates for each of them from `content/drivers/`
 * (scripts/generate-driver-files.ts), which is what this list still serves.
 */
export interface DriverEntry {
  /** Stable key of the driver; the licence order payload's `driverName`. */
  titleKey: DriverTitleKey;
  title: Record<Language, string>;
  description: Record<Language, string>;
  /** Which illustration the store shows (web/src/features/store/images/<image>.svg). */
  image: string;
  /** The illustration sits inside a padded frame rather than filling it. */
  imagePadding: boolean;
  /** The illustration is drawn for a dark frame. */
  dark: boolean;
  /** Documentation PDF under /downloads/, generated from content/drivers/<titleKey>.md. */
  helpFile: string;
  /** Driver package under /downloads/, named after the vendor and the driver. */
  packageFile: string;
  /** Licence price excluding VAT, in whole euros; 0 means free (no Buy button). */
  priceExclVat: number;
}

export const driverTitleKeys = [
  'velux-klf200-gateway',
  'risco-alarm',
  'opale-mirror-tv-serial',
  'netatmo-energy',
  'netatmo-weather-station',
] as const;

type DriverTitleKey = (typeof driverTitleKeys)[number];

export const driverCatalogue: readonly DriverEntry[] = [
  {
    titleKey: 'velux-klf200-gateway',
    title: { en: 'Velux KLF 200 gateway driver', fr: 'Driver passerelle Velux KLF 200' },
    description: {
      en: 'Drives Velux io-homecontrol roof windows, blinds and roller shutters through the KLF 200 gateway on the local network: open, close, exact positions, scenes and live status, with no cloud in between.',
      fr: 'Pilote les fenêtres de toit, stores et volets roulants Velux io-homecontrol via la passerelle KLF 200 sur le réseau local : ouverture, fermeture, positions précises, scènes et état en temps réel, sans passer par le cloud.',
    },
    image: 'velux-klf200-gateway',
    imagePadding: true,
    dark: false,
    helpFile: 'velux_klf200_gateway.pdf',
    packageFile: 'velux_klf200_gateway.c4z',
    priceExclVat: 250,
  },
  {
    titleKey: 'risco-alarm',
    title: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
    description: {
      en: 'Connects Risco LightSYS and ProSYS Plus panels to the home processor: arm and disarm each partition, follow every zone, and trigger lighting or notifications from alarm events.',
      fr: 'Relie les centrales Risco LightSYS et ProSYS Plus au processeur domotique : armement et désarmement par partition, état de chaque zone, et éclairages ou notifications déclenchés par les événements d’alarme.',
    },
    image: 'risco-alarm',
    imagePadding: true,
    dark: true,
    helpFile: 'risco_alarm.pdf',
    packageFile: 'risco_alarm.c4z',
    priceExclVat: 250,
  },
  {
    titleKey: 'opale-mirror-tv-serial',
    title: {
      en: 'Opale TV mirror-screen serial driver',
      fr: 'Driver série pour écran-miroir TV Opale',
    },
    description: {
      en: 'Controls Opale mirror TVs over RS-232: power, inputs, volume and mirror mode, so the screen disappears into the mirror as part of your scenes. Free of charge.',
      fr: 'Commande les téléviseurs miroir Opale en RS-232 : alimentation, sources, volume et mode miroir, pour que l’écran s’efface dans le miroir au fil de vos scènes. Gratuit.',
    },
    image: 'opale-mirror-tv',
    imagePadding: false,
    dark: true,
    helpFile: 'opale_mirror_tv_serial.pdf',
    packageFile: 'opale_mirror_tv_serial.c4z',
    priceExclVat: 0,
  },
  {
    titleKey: 'netatmo-energy',
    title: { en: 'Netatmo heating (energy) driver', fr: 'Driver chauffage Netatmo (Energy)' },
    description: {
      en: 'Brings Netatmo Smart Thermostats and Smart Radiator Valves into the home processor: room temperatures, set points, schedules and away or frost-protection modes, room by room.',
      fr: 'Intègre les thermostats et vannes de radiateur intelligents Netatmo au processeur domotique : températures par pièce, consignes, plannings et modes absent ou hors-gel, pièce par pièce.',
    },
    image: 'netatmo-energy',
    imagePadding: true,
    dark: false,
    helpFile: 'netatmo_energy.pdf',
    packageFile: 'netatmo_energy.c4z',
    priceExclVat: 150,
  },
  {
    titleKey: 'netatmo-weather-station',
    title: { en: 'Netatmo weather station driver', fr: 'Driver station météo Netatmo' },
    description: {
      en: 'Shows the Netatmo weather station’s readings on touch screens and in the app: indoor and outdoor temperature, humidity, CO₂, pressure, noise, rain and wind. Weather data is polled every 10 minutes.',
      fr: 'Affiche les mesures de la station météo Netatmo sur les écrans tactiles et dans l’application : températures intérieure et extérieure, humidité, CO₂, pression, bruit, pluie et vent. Les données météo sont relevées toutes les 10 minutes.',
    },
    image: 'netatmo-weather-station',
    imagePadding: true,
    dark: false,
    helpFile: 'netatmo_weather_station.pdf',
    packageFile: 'netatmo_weather_station.c4z',
    priceExclVat: 50,
  },
];

export function findDriver(titleKey: string): DriverEntry | undefined {
  return driverCatalogue.find((entry) => entry.titleKey === titleKey);
}
