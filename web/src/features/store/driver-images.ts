/**
 * A product names its illustration: one of these drawings (web/public/images/driver-*, rendered by
 * scripts/generate-images.ts from scripts/art/drivers), or none.
 */
export const driverImages = new Set([
  'velux-klf200-gateway',
  'risco-alarm',
  'opale-mirror-tv',
  'netatmo-energy',
  'netatmo-weather-station',
]);

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
