import type { BusinessSettings, PublicSettings } from '../../shared/public-settings';
import type { Env } from '../config/env';
import type { Database } from '../db/client';
import type { LegalDetails } from './invoices/legal-details';
import type { LicenceKeyState } from './licences/licence-key';

/** What every route group receives: settings and the open database. */
export interface AppContext {
  env: Env;
  business: BusinessSettings;
  database: Database;
  /** The seller's legal details printed on invoices (server only). */
  legal: LegalDetails;
  /** The key licences are signed with, or why there is none. */
  licenceKey: LicenceKeyState;
}

export function publicSettings(env: Env, business: BusinessSettings): PublicSettings {
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
    paymentLink: env.PAYMENT_LINK_TEMPLATE !== undefined,
    firebaseAuthEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
  };
}
