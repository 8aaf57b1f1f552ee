import { existsSync } from 'node:fs';
import { buildApp } from './app';
import { readEnv } from './config/env';
import {
  loadBusinessSettings,
  loadLegalDetails,
  warnIfSampleBusinessSettings,
  warnIfSampleLegalDetails,
} from './config/site-config';
import { openDatabase } from './db/client';
import { createOutboxWorker } from './outbox/create-outbox-worker';
import { withPaymentTerms } from './lib/app-context';
import { firstOwnerEmail, inviteFirstOwner } from './lib/auth/first-owner';
import { linkBaseUrl } from './lib/link-base-url';
import { accountMailRenderers } from './lib/auth/mails/account-mails';
import { messageMailRenderers } from './routes/messages/mails/message-mails';
import { orderMailRenderers } from './routes/orders/mails/order-mails';
import { loadLicenceKey, warnIfLicencesUnavailable } from './lib/licences/licence-key';

/** Starts the server: settings, database (migrated), HTTP, then stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = readEnv();
  const business = loadBusinessSettings(env.SITE_CONFIG_FILE);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const legal = withPaymentTerms(loadLegalDetails(env.SITE_CONFIG_FILE), env);
  const licenceKey = loadLicenceKey(env.LICENCE_PRIVATE_KEY_FILE);
  const app = await buildApp({ env, business, database, legal, licenceKey });
  warnIfSampleBusinessSettings(env, app.log);
  warnIfSampleLegalDetails(env, legal, app.log);
  warnIfLicencesUnavailable(licenceKey, app.log);
  const outboxWorker = createOutboxWorker({
    env,
    db: database.db,
    log: app.log,
    renderers: {
      ...messageMailRenderers({ db: database.db, env, business }),
      ...accountMailRenderers({ business, replyTo: env.MAIL_TO }),
      ...orderMailRenderers({ db: database.db, env, business, legal }),
    },
  });
  const firstOwner = await inviteFirstOwner(database.db, {
    ownerEmail: firstOwnerEmail(env),
    baseUrl: linkBaseUrl(env),
    language: env.MAIL_TO_LANGUAGE,
  });
  if (firstOwner) {
    app.log.warn(
      { email: firstOwner.email, link: firstOwner.link },
      'No account yet: an owner invitation was mailed (valid 7 days, single use). Its link, shown once here, opens the back office.',
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took more than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // The worker finishes the mail in hand before the database closes; the rest waits in the outbox.
    await outboxWorker.stop();
    await app.close();
    app.log.info('stopped');
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  outboxWorker.start();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
