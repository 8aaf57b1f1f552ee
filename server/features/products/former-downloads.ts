import type { ProductFileSlot } from '../../../shared/product-schemas';

/**
 * The files of the catalogue that lived in the code, as the build generated them under /downloads/: at first
 * start they become the five products' files (import-built-files.ts), and their addresses, which visitors and
 * the drivers' documentation link to, lead to the product's current file.
 */
export const formerDownloads: Record<string, { key: string; slots: ProductFileSlot[] }> = {
  'velux_klf200_gateway.pdf': {
    key: 'velux-klf200-gateway',
    slots: ['documentation_en', 'documentation_fr'],
  },
  'velux_klf200_gateway.c4z': { key: 'velux-klf200-gateway', slots: ['package'] },
  'risco_alarm.pdf': { key: 'risco-alarm', slots: ['documentation_en', 'documentation_fr'] },
  'risco_alarm.c4z': { key: 'risco-alarm', slots: ['package'] },
  'opale_mirror_tv_serial.pdf': {
    key: 'opale-mirror-tv-serial',
    slots: ['documentation_en', 'documentation_fr'],
  },
  'opale_mirror_tv_serial.c4z': { key: 'opale-mirror-tv-serial', slots: ['package'] },
  'netatmo_energy.pdf': { key: 'netatmo-energy', slots: ['documentation_en', 'documentation_fr'] },
  'netatmo_energy.c4z': { key: 'netatmo-energy', slots: ['package'] },
  'netatmo_weather_station.pdf': {
    key: 'netatmo-weather-station',
    slots: ['documentation_en', 'documentation_fr'],
  },
  'netatmo_weather_station.c4z': { key: 'netatmo-weather-station', slots: ['package'] },
};
