import type { FeatureId, StageDevices } from '@/features/domiko/domiko-features';
import type { Screen } from './screen-types';
import { livingScreens } from './screens-living';
import { managingScreens } from './screens-managing';

type Drawn<D extends readonly [string, string]> = readonly [
  Screen & { device: D[0] },
  Screen & { device: D[1] },
];

/**
 * Two drawn screens per section of the app page, on the devices the page lays out for it: a missing pair or a
 * device in the wrong place is a type error.
 */
export const featureScreens: { [K in FeatureId]: Drawn<StageDevices<K>> } = {
  ...livingScreens,
  ...managingScreens,
};
