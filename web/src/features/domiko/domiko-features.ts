/** The app page's sections, in page order: the introduction, then one per feature of the app. */
export const featureIds = [
  'intro',
  'lighting',
  'shades',
  'cameras',
  'alarm',
  'climate',
  'audio',
  'video',
  'intercom',
  'energy',
  'watering',
  'sensors',
  'notifications',
  'privacy',
  'automations',
  'users',
  'sites',
  'siteSetup',
  'drivers',
  'devices',
] as const;

export type FeatureId = (typeof featureIds)[number];
