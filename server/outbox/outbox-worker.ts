import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import type { MailContent } from '../mail/mail-content';
import { isPermanentFailure, type MailSender } from '../mail/mail-sender';

/**
 * How the feature that queued a kind of mail renders it, from the message it belongs to. Rendering when the
 * mail is sent keeps the outbox a queue: it knows neither the copy nor the languages.
 */
export type MailRenderers<Kind extends string = string> = Readonly<
  Record<Kind, (entry: OutboxEntry) => Promise<MailContent | typeof NOT_TO_SEND>>
>;

/** What a renderer answers for a mail that no longer has a reason to go (a reminder of an invoice paid since). */
export const NOT_TO_SEND = Symbol('not to send');

/** What a renderer gets: the message a mail is about, or the payload an account mail carries. */
export interface OutboxEntry {
  messageId: string | null;
  payload: unknown;
}

export interface OutboxWorkerOptions {
  db: Db;
  sender: MailSender;
  mailFrom: string;
  /** One renderer per outbox `kind`; an entry of another kind is retried until one is registered. */
  renderers: MailRenderers;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollMs: number;
  /** First retry delay after a temporary failure; it doubles on each attempt up to `retryMaxMs`. */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** How long a claimed entry stays reserved for this worker: longer than any send can take. */
  leaseMs?: number;
  batchSize?: number;
  /** Told of each mail sent and each failed attempt (the instance's metrics). */
  observer?: { sent(kind: string): void; failed(kind: string, permanent: boolean): void };
}

/**
 * Sends the mails written to the outbox with their message, each rendered by its kind's renderer at the
 * moment it is sent. An entry is claimed with
 * `FOR UPDATE SKIP LOCKED` and leased for a while in one short statement, so several instances on one
 * PostgreSQL never send the same entry, and an entry whose sender died is taken up again once its lease
 * runs out (after a restart, for instance). Temporary failures are retried with exponential back-off,
 * without a count limit; an SMTP 5xx marks the entry failed.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = true;
  private stopRequested = false;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly domain: string;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 30_000;
    this.retryMaxMs = options.retryMaxMs ?? 60 * 60 * 1000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 10;
    this.domain = /@([^>\s]+)/.exec(options.mailFrom)?.[1] ?? 'localhost';
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.stopRequested = false;
    this.schedule(0);
  }

  /** Finishes the mail being sent, then stops; entries left are sent by the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopRequested = true;
    clearTimeout(this.timer);
    await this.running;
    this.options.sender.close();
  }

  /** Sends everything due now; returns how many entries were attempted. */
  async runOnce(): Promise<number> {
    let attempted = 0;
    for (;;) {
      const claimed = await this.claim();
      for (const [index, entry] of claimed.entries()) {
        if (this.stopRequested) {
          await this.release(claimed.slice(index).map((left) => left.id));
          break;
        }
        await this.deliver(entry);
        attempted += 1;
      }
      if (claimed.length < this.batchSize || this.stopRequested) break;
    }
    return attempted;
  }

  private schedule(delay: number): void {
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox: polling failed'))
        .finally(() => {
          if (!this.stopped) this.schedule(this.options.pollMs);
        });
    }, delay);
  }

  private async claim() {
    const { db } = this.options;
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(outbox.nextAttemptAt))
      .limit(this.batchSize)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        attempts: sql`${outbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${this.leaseMs / 1000})`,
      })
      .where(inArray(outbox.id, due))
      .returning({
        id: outbox.id,
        messageId: outbox.messageId,
        payload: outbox.payload,
        kind: outbox.kind,
        attempts: outbox.attempts,
      });
  }

  /** Hands claimed entries back untried (on stop), so the next start sends them without waiting for the lease. */
  private async release(ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.options.db
      .update(outbox)
      .set({ attempts: sql`${outbox.attempts} - 1`, nextAttemptAt: sql`now()` })
      .where(inArray(outbox.id, ids));
  }

  private async deliver(entry: OutboxEntry & { id: string; kind: string; attempts: number }) {
    const { db, log } = this.options;
    try {
      const { renderers } = this.options;
      const render = Object.hasOwn(renderers, entry.kind) ? renderers[entry.kind] : undefined;
      if (!render) throw new Error(`no renderer for outbox kind ${entry.kind}`);
      const content = await render(entry);
      if (content === NOT_TO_SEND) {
        await db
          .update(outbox)
          .set({ status: 'dropped', lastError: null, payload: null })
          .where(eq(outbox.id, entry.id));
        log.info({ outboxId: entry.id, kind: entry.kind }, 'outbox: mail no longer needed, dropped');
        return;
      }
      const result = await this.options.sender.send({
        from: this.options.mailFrom,
        ...content,
        messageId: `<${entry.id}@${this.domain}>`,
      });
      await db
        .update(outbox)
        // A sent mail's payload (a single-use link) has done its job: it is not kept.
        .set({ status: 'sent', sentAt: sql`now()`, lastError: null, payload: null })
        .where(eq(outbox.id, entry.id));
      this.options.observer?.sent(entry.kind);
      log.info(
        {
          outboxId: entry.id,
          messageId: entry.messageId,
          kind: entry.kind,
          to: content.to,
          destination: result.destination,
        },
        'outbox: mail sent',
      );
    } catch (error) {
      const reason = describe(error);
      this.options.observer?.failed(entry.kind, isPermanentFailure(error));
      if (isPermanentFailure(error)) {
        await db.update(outbox).set({ status: 'failed', lastError: reason }).where(eq(outbox.id, entry.id));
        log.error(
          { outboxId: entry.id, messageId: entry.messageId, kind: entry.kind, reason },
          'outbox: mail refused for good, marked failed',
        );
        return;
      }
      const delay = this.retryDelay(entry.attempts);
      await db
        .update(outbox)
        .set({
          lastError: reason,
          nextAttemptAt: sql`now() + make_interval(secs => ${delay / 1000})`,
        })
        .where(eq(outbox.id, entry.id));
      log.warn(
        { outboxId: entry.id, kind: entry.kind, attempts: entry.attempts, retryInMs: delay, reason },
        'outbox: mail not sent, will retry',
      );
    }
  }

  /** 1×, 2×, 4×… the base delay, capped, with ±20 % jitter so retries of many entries spread out. */
  retryDelay(attempts: number): number {
    const exponential = Math.min(this.retryBaseMs * 2 ** Math.max(0, attempts - 1), this.retryMaxMs);
    return Math.round(exponential * (0.8 + Math.random() * 0.4));
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    // Only read for the log line: nodemailer's errors carry these, other errors leave them undefined.
    const { code, responseCode } = error as Error & { code?: string; responseCode?: number };
    return [responseCode, code, error.message].filter(Boolean).join(' ').slice(0, 1000);
  }
  return String(error).slice(0, 1000);
}
