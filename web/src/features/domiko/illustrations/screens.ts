import type { FeatureId } from '@/features/domiko/domiko-features';
import type { Screen } from './screen-types';
import { livingScreens } from './screens-living';
import { managingScreens } from './screens-managing';

/** Two drawn screens per section of the app page; a section without its pair is a type error. */
export const featureScreens: Record<FeatureId, readonly [Screen, Screen]> = {
  ...livingScreens,
  ...managingScreens,
};
