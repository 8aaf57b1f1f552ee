import type { Language } from '@shared/language';
import type { PublicSettings } from '@shared/public-settings';
import { testCatalogue } from './test-catalogue';

/** The server's public settings in the unit tests. */
export const testSettings: PublicSettings = {
  business: {
    businessName: 'Domotique Test',
    ownerName: 'Camille Test',
    postalAddress: ['1 rue du Test', '69000 Lyon'],
    phone: '+33 4 00 00 00 00',
    email: 'contact@example.test',
    linkedinUrl: 'https://www.linkedin.com/',
    instagramUrl: 'https://www.instagram.com/',
    appStoreUrl: 'https://apps.apple.com/',
    googlePlayUrl: 'https://play.google.com/',
    controlSystemBrand: 'Control4',
    appName: 'Domiko',
  },
  firebase: null,
  firebaseAuthEmulatorUrl: null,
  retentionMonths: 36,
  catalogue: testCatalogue('en'),
  paymentLink: false,
};

/** The settings a page in `language` embeds: its catalogue is in that language. */
export function settingsIn(language: Language): PublicSettings {
  return { ...testSettings, catalogue: testCatalogue(language) };
}
