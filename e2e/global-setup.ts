import type { FullConfig } from '@playwright/test';
import { startMailSinkService } from './support/mail-sink-service';
import { startSiteServer } from './support/site-server';

/**
 * Starts what the browser tests run against: a real SMTP sink on loopback and our server serving the built
 * site (`npm run build` must have run). Tests read E2E_BASE_URL and E2E_MAIL_CONTROL_URL.
 */
export default async function globalSetup(_config: FullConfig) {
  const mail = await startMailSinkService();
  const server = await startSiteServer({
    SMTP_URL: mail.smtpUrl,
    MAIL_FROM: 'Site <site@example.test>',
    MAIL_TO: 'owner@example.test',
    // Browser tests post many forms from one address: keep the limit out of their way.
    MESSAGES_RATE_LIMIT: '1000',
  });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MAIL_CONTROL_URL = mail.controlUrl;

  return async () => {
    await server.stop();
    await mail.stop();
  };
}
