import type { FullConfig } from '@playwright/test';
import { startFakeNetatmoTokenEndpoint } from './support/server-testing';
import { startAuthEmulator } from './support/firebase-auth-emulator';
import { googleHomeTestEnv } from './support/google-home-env';
import { startMailSinkService } from './support/mail-sink-service';
import { startSiteServer } from './support/site-server';

/**
 * Starts what the browser tests run against: a real SMTP sink on loopback and the compiled server serving the
 * built site, as `npm start` runs them (`npm run build` must have run). Tests read E2E_BASE_URL and
 * E2E_MAIL_CONTROL_URL.
 */
export default async function globalSetup(_config: FullConfig) {
  const mail = await startMailSinkService();
  const authEmulator = await startAuthEmulator();
  const netatmo = await startFakeNetatmoTokenEndpoint();
  const server = await startSiteServer({
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Site <site@example.test>',
    MAIL_TO: 'owner@example.test',
    // Browser tests post many forms from one address: keep the limit out of their way.
    MESSAGES_RATE_LIMIT: '1000',
    // And reset links: the take-over tests ask for one in each run of their scenario.
    PASSWORD_RESET_RATE_LIMIT: '1000/minute',
    ...googleHomeTestEnv(authEmulator),
    NETATMO_CLIENT_ID: 'e2e-netatmo-client',
    NETATMO_CLIENT_SECRET: 'e2e-netatmo-secret',
    NETATMO_REDIRECT_URI: 'https://www.example.com/netatmo-token',
    NETATMO_TOKEN_URL: netatmo.url,
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MAIL_CONTROL_URL = mail.controlUrl;
  process.env.E2E_AUTH_EMULATOR_URL = authEmulator.url;
  process.env.E2E_NETATMO_CONTROL_URL = netatmo.controlUrl;

  return async () => {
    await server.stop();
    await mail.stop();
    await authEmulator.stop();
    await netatmo.stop();
  };
}
