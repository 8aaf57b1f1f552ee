import type { AuthEmulator } from './firebase-auth-emulator';

/** The OAuth client the browser tests play Google with. */
export const googleHomeClient = {
  clientId: 'e2e-google-home-client',
  clientSecret: 'e2e-google-home-secret',
  projectId: 'e2e-home-action',
  redirectUri: 'https://oauth-redirect.googleusercontent.com/r/e2e-home-action',
};

/** Server settings for account linking against the Auth emulator. */
export function googleHomeTestEnv(emulator: AuthEmulator): Record<string, string> {
  return {
    GOOGLE_HOME_CLIENT_ID: googleHomeClient.clientId,
    GOOGLE_HOME_CLIENT_SECRET: googleHomeClient.clientSecret,
    GOOGLE_HOME_PROJECT_ID: googleHomeClient.projectId,
    FIREBASE_API_KEY: 'e2e-fake-api-key',
    FIREBASE_AUTH_DOMAIN: '127.0.0.1',
    FIREBASE_PROJECT_ID: emulator.projectId,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
  };
}
