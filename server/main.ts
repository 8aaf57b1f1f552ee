import { existsSync } from 'node:fs';
import type { Server } from 'node:net';
import { buildApp } from './app';
import { readEnv } from './config/env';
import {
  loadBusinessSettings,
  loadLegalDetails,
  warnIfSampleBusinessSettings,
  warnIfSampleLegalDetails,
} from './config/site-config';
import { mailDir, openDatabase } from './db/client';
import { createSiteMetrics } from './lib/metrics';
import { siteFileRoots, writeBackup } from './db/backup/backup-archive';
import { serveBackups } from './db/backup/backup-socket';
import { createOutboxWorker } from './outbox/create-outbox-worker';
import { currentLegalDetails } from './lib/seller-details';
import { accountMailRenderers, firstOwnerEmail, inviteFirstOwner } from './features/accounts';
import { linkBaseUrl } from './lib/link-base-url';
import { messageMailRenderers } from './features/messages';
import { orderMailRenderers } from './features/orders';
import { quoteMailRenderers } from './features/quotes';
import { loadLicenceKey, warnIfLicencesUnavailable } from './lib/licence-key/licence-key';

/** Starts the server: settings, database (migrated), HTTP, then stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const env = readEnv();
  const business = loadBusinessSettings(env.SITE_CONFIG_FILE);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const legal = loadLegalDetails(env.SITE_CONFIG_FILE);
  const legalSource = { db: database.db, file: legal, paymentTermDays: env.PAYMENT_TERMS_DAYS };
  const licenceKey = loadLicenceKey(env.LICENCE_PRIVATE_KEY_FILE);
  const metrics = createSiteMetrics();
  const app = await buildApp({ env, business, database, legal, licenceKey, metrics });
  warnIfSampleBusinessSettings(env, app.log);
  warnIfSampleLegalDetails(env, await currentLegalDetails(legalSource), app.log);
  warnIfLicencesUnavailable(licenceKey, app.log);
  const outboxWorker = createOutboxWorker({
    env,
    db: database.db,
    log: app.log,
    metrics,
    renderers: {
      ...messageMailRenderers({ db: database.db, env, business }),
      ...accountMailRenderers({ business, replyTo: env.MAIL_TO }),
      ...orderMailRenderers({ db: database.db, env, business, legalSource }),
      ...quoteMailRenderers({ db: database.db, env, business }),
    },
  });
  const firstOwner = await inviteFirstOwner(database.db, {
    ownerEmail: firstOwnerEmail(env),
    baseUrl: linkBaseUrl(env),
    language: env.MAIL_TO_LANGUAGE,
  });
  if (firstOwner) {
    // The link itself stays out of the log (logs never hold a token): it is in the mail, and the command
    // below makes a new one.
    app.log.warn(
      { email: firstOwner.email, mailedAs: env.SMTP_URL ? 'smtp' : `.eml file in ${mailDir(env.DATA_DIR)}` },
      'No account yet: an owner invitation was mailed (valid 7 days, single use). Lost it? npm run users -- invite <email> --role owner prints a new link.',
    );
  }

  let backups: Server | null = null;
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
    await new Promise((resolve) => (backups ? backups.close(resolve) : resolve(undefined)));
    await app.close();
    app.log.info('stopped');
  };
  process.once('SIGTERM', () => void stop('SIGTERM'));
  process.once('SIGINT', () => void stop('SIGINT'));

  await app.listen({ host: env.HOST, port: env.PORT });
  outboxWorker.start();
  // The embedded database is this process's alone: `npm run backup` asks it for the backup.
  backups =
    database.driver === 'pglite'
      ? await serveBackups(
          env.DATA_DIR,
          (out) => writeBackup(database, siteFileRoots(env.DATA_DIR), out),
          (error) => app.log.error({ err: error }, 'backup failed'),
        )
      : null;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
