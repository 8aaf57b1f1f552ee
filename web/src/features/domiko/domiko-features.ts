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

export type Device = 'phone' | 'tablet';

/** The two devices each section draws: the introduction leads with the tablet, every feature with the phone. */
export type StageDevices<K extends FeatureId> = K extends 'intro'
  ? readonly ['tablet', 'phone']
  : readonly ['phone', 'tablet'];

export function stageDevices(id: FeatureId): readonly [Device, Device] {
  return id === 'intro' ? ['tablet', 'phone'] : ['phone', 'tablet'];
}
