import type { BusinessSettings, PublicSettings } from '../shared/public-settings';
import type { Env } from './config/env';
import type { Database } from './db/client';
import type { LicenceKeyState } from './lib/licences/licence-key';

/** What every route group receives: settings and the open database. */
export interface AppContext {
  env: Env;
  business: BusinessSettings;
  database: Database;
  /** The licence signing key, or why there is none. */
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
    firebaseAuthEmulatorUrl: env.FIREBASE_AUTH_EMULATOR_HOST
      ? `http://${env.FIREBASE_AUTH_EMULATOR_HOST}`
      : null,
  };
}
