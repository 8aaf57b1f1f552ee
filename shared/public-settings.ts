import type { StoreCatalogue } from './store-catalogue';

/** What the browser learns about the site at run time (embedded in index.html by the server). */
export interface BusinessSettings {
  businessName: string;
  ownerName: string;
  postalAddress: string[];
  phone: string;
  email: string;
  linkedinUrl: string;
  instagramUrl: string;
  appStoreUrl: string;
  googlePlayUrl: string;
  /** The control-system brand whose home processor the business programs. */
  controlSystemBrand: string;
  /** Name of the home control app presented on /domiko. */
  appName: string;
}

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
}

export interface PublicSettings {
  business: BusinessSettings;
  /** Null when Google Home account linking is not configured on this server. */
  firebase: FirebaseWebConfig | null;
  /** Set only in tests and local development: the Firebase Auth emulator origin. */
  firebaseAuthEmulatorUrl: string | null;
  /** How many months the messages sent through the site are kept (RETENTION_MONTHS), stated on the app privacy page. */
  retentionMonths: number;
  /**
   * The store's published drivers in the page's language, with their prices formatted by the server: the store
   * and its first screen render from them (in the other language the store reads `GET /api/products`).
   */
  catalogue: StoreCatalogue;
  /** Whether invoices carry a payment link (PAYMENT_LINK_TEMPLATE or card payment): the order dialog promises one only then. */
  paymentLink: boolean;
}
