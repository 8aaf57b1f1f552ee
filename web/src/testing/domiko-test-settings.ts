import type { PublicSettings } from '@shared/public-settings';
import { testCatalogue } from '@/testing/test-catalogue';

/** Site settings for the app page's unit tests: the names the copy fills in are easy to spot. */
export const testSettings: PublicSettings = {
  business: {
    businessName: 'Example Integrator',
    ownerName: 'Claire Example',
    postalAddress: ['1 rue de l’Exemple', '75000 Paris'],
    phone: '+33 1 00 00 00 00',
    email: 'hello@example.test',
    linkedinUrl: 'https://www.linkedin.com/company/example',
    instagramUrl: 'https://www.instagram.com/example',
    appStoreUrl: 'https://apps.apple.com/app/example',
    googlePlayUrl: 'https://play.google.com/store/apps/details?id=example',
    controlSystemBrand: 'Brandix',
    appName: 'Domix',
  },
  firebase: null,
  firebaseAuthEmulatorUrl: null,
  retentionMonths: 36,
  catalogue: testCatalogue('en'),
  paymentLink: false,
};
