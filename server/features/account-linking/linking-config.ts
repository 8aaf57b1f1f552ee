import type { Env } from '../../config/env';

export interface LinkingConfig {
  clientId: string;
  clientSecret: string;
  /** The exact redirect URIs Google may send (production, sandbox, and extras for tests). */
  redirectUris: string[];
}

/** The OAuth client Google uses, or null when account linking is not configured on this server. */
export function linkingConfig(env: Env): LinkingConfig | null {
  const { GOOGLE_HOME_CLIENT_ID, GOOGLE_HOME_CLIENT_SECRET, GOOGLE_HOME_PROJECT_ID } = env;
  if (!GOOGLE_HOME_CLIENT_ID || !GOOGLE_HOME_CLIENT_SECRET || !GOOGLE_HOME_PROJECT_ID) return null;
  const project = encodeURIComponent(GOOGLE_HOME_PROJECT_ID);
  return {
    clientId: GOOGLE_HOME_CLIENT_ID,
    clientSecret: GOOGLE_HOME_CLIENT_SECRET,
    redirectUris: [
      `https://oauth-redirect.googleusercontent.com/r/${project}`,
      `https://oauth-redirect-sandbox.googleusercontent.com/r/${project}`,
      ...env.GOOGLE_HOME_EXTRA_REDIRECT_URIS,
    ],
  };
}

/** Lifetime of an authorization code: Google's user has this long to sign in. */
export const AUTHORIZATION_CODE_LIFETIME_SECONDS = 10 * 60;
export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
