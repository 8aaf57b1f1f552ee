import netatmoEnergy from './images/netatmo-energy.svg?no-inline';
import netatmoWeatherStation from './images/netatmo-weather-station.svg?no-inline';
import opaleMirrorTv from './images/opale-mirror-tv.svg?no-inline';
import risco from './images/risco-alarm.svg?no-inline';
import velux from './images/velux-klf200-gateway.svg?no-inline';

/**
 * A product names its illustration (one of these, or none); these are the files the build fingerprints. Never inlined as
 * data: addresses: the store's first screen is in every page's prerender, where a drawing in base64 weighed
 * 2 KB of the compressed page.
 */
export const driverImages: Record<string, string> = {
  'velux-klf200-gateway': velux,
  'risco-alarm': risco,
  'opale-mirror-tv': opaleMirrorTv,
  'netatmo-energy': netatmoEnergy,
  'netatmo-weather-station': netatmoWeatherStation,
};

/** How each drawing sits in its frame: inside a padded frame or filling it, drawn for a dark or light frame. */
export const driverImageFrames: Record<string, { padded: boolean; dark: boolean }> = {
  'velux-klf200-gateway': { padded: true, dark: false },
  'risco-alarm': { padded: true, dark: true },
  'opale-mirror-tv': { padded: false, dark: true },
  'netatmo-energy': { padded: true, dark: false },
  'netatmo-weather-station': { padded: true, dark: false },
};

export const DRIVER_IMAGE_WIDTH = 480;
export const DRIVER_IMAGE_HEIGHT = 320;
