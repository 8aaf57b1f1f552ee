import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../config/env';
import { type Db, mailDir } from '../db/client';
import { fileSender, smtpSender } from '../mail/mail-sender';
import type { SiteMetrics } from '../lib/metrics';
import { type MailRenderers, OutboxWorker } from './outbox-worker';

/** The worker the server runs: SMTP when `SMTP_URL` is set, otherwise .eml files under DATA_DIR/mail. */
export function createOutboxWorker(options: {
  env: Env;
  db: Db;
  renderers: MailRenderers;
  log: FastifyBaseLogger;
  metrics?: SiteMetrics;
}): OutboxWorker {
  const { env, metrics } = options;
  const sender = env.SMTP_URL ? smtpSender(env.SMTP_URL) : fileSender(mailDir(env.DATA_DIR));
  if (!env.SMTP_URL) {
    options.log.info(
      { directory: mailDir(env.DATA_DIR) },
      'outbox: SMTP_URL unset, mails are written as .eml files',
    );
  }
  return new OutboxWorker({
    db: options.db,
    sender,
    mailFrom: env.MAIL_FROM,
    renderers: options.renderers,
    log: options.log,
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    observer: metrics && {
      sent: (kind) => metrics.mailsSent.inc({ kind }),
      failed: (kind, permanent) => metrics.mailFailures.inc({ kind, permanent: String(permanent) }),
    },
  });
}
