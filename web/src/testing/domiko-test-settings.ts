import type { PublicSettings } from '@shared/public-settings';
import { testSettings as siteSettings } from './test-settings';

/** Site settings for the app page's unit tests: the names the copy fills in are easy to spot. */
export const testSettings: PublicSettings = {
  ...siteSettings,
  business: {
    ...siteSettings.business,
    businessName: 'Example Integrator',
    controlSystemBrand: 'Brandix',
    appName: 'Domix',
  },
};
