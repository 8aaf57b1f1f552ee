import type { Language } from '../../shared/language';
import { type PublicProduct, storeProduct } from '../../shared/store-catalogue';
import type { BusinessSettings, PublicSettings } from '../../shared/public-settings';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { AttemptStore } from './attempts/attempt-store';
import type { LegalDetailsSource } from './seller-details';
import type { LicenceKeyState } from './licence-key/licence-key';

/** What every route group receives: settings and the open database. */
export interface AppContext {
  env: Env;
  business: BusinessSettings;
  database: Database;
  /**
   * Where the seller's legal details printed on invoices are read (server only): always through
   * `currentLegalDetails(ctx.legalSource)`, so that a change made in the back office counts at once.
   */
  legalSource: LegalDetailsSource;
  /** The key licences are signed with, or why there is none. */
  licenceKey: LicenceKeyState;
  /** Where the sign-in lockout and the reset mails' limit count attempts (one store for the whole server). */
  attempts: AttemptStore;
}

/** The settings a page in `language` embeds, with the published products given. */
export function publicSettings(
  env: Env,
  business: BusinessSettings,
  products: readonly PublicProduct[],
  language: Language,
): PublicSettings {
  const firebase =
    env.FIREBASE_API_KEY && env.FIREBASE_AUTH_DOMAIN && env.FIREBASE_PROJECT_ID
      ? {
          apiKey: env.FIREBASE_API_KEY,
          authDomain: env.FIREBASE_AUTH_DOMAIN,
          projectId: env.FIREBASE_PROJECT_ID,
        }
      : null;
  return {
    business,
    firebase,
    retentionMonths: env.RETENTION_MONTHS,
    catalogue: {
      language,
      products: products.map((product) => storeProduct(product, language, { stableLinks: true })),
    },
    paymentLink: env.PAYMENT_LINK_TEMPLATE !== undefined || env.STRIPE_SECRET_KEY !== undefined,
    firebaseAuthEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
  };
}
