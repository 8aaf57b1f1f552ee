import netatmoEnergy from './images/netatmo-energy.svg?no-inline';
import netatmoWeatherStation from './images/netatmo-weather-station.svg?no-inline';
import opaleMirrorTv from './images/opale-mirror-tv.svg?no-inline';
import risco from './images/risco-alarm.svg?no-inline';
import velux from './images/velux-klf200-gateway.svg?no-inline';

/**
 * The catalogue names each driver's illustration; these are the files the build fingerprints. Never inlined as
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

export const DRIVER_IMAGE_WIDTH = 480;
export const DRIVER_IMAGE_HEIGHT = 320;
