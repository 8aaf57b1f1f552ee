import netatmoEnergy from './images/netatmo-energy.svg';
import netatmoWeatherStation from './images/netatmo-weather-station.svg';
import opaleMirrorTv from './images/opale-mirror-tv.svg';
import risco from './images/risco-alarm.svg';
import velux from './images/velux-klf200-gateway.svg';

/** The catalogue names each driver's illustration; these are the files the build fingerprints. */
export const driverImages: Record<string, string> = {
  'velux-klf200-gateway': velux,
  'risco-alarm': risco,
  'opale-mirror-tv': opaleMirrorTv,
  'netatmo-energy': netatmoEnergy,
  'netatmo-weather-station': netatmoWeatherStation,
};

export const DRIVER_IMAGE_WIDTH = 480;
export const DRIVER_IMAGE_HEIGHT = 320;
