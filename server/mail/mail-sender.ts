import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailContent } from './mail-content';

interface OutgoingMail extends MailContent {
  from: string;
  /** Stable per outbox entry, so a receiving server can recognise a resend of the same mail. */
  messageId: string;
}

export interface MailSender {
  /** Resolves once the mail is accepted; rejects with nodemailer's error (with `responseCode` for SMTP replies). */
  send(mail: OutgoingMail): Promise<{ destination: string }>;
  close(): void;
}

/** Sends over SMTP (`SMTP_URL`, e.g. smtps://user:pass@host:465), with time-outs so a dead server cannot hang the worker. */
export function smtpSender(smtpUrl: string): MailSender {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // nodemailer's SMTP options accept `url` with the time-outs; its overloaded type does not pick that one.
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    async send(mail) {
      await transport.sendMail(mail);
      return { destination: 'smtp' };
    },
    close: () => transport.close(),
  };
}

/** Without an SMTP server: each mail becomes an .eml file (open it in any mail client). */
export function fileSender(directory: string): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(mail);
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const id = mail.messageId.replace(/^<|@.*$/g, '');
      const file = join(directory, `${stamp}-${id}.eml`);
      // The stream transport with `buffer: true` gives the message as a Buffer.
      await writeFile(file, info.message as Buffer);
      return { destination: file };
    },
    close: () => transport.close(),
  };
}

/**
 * Whether a failed send is worth retrying: an SMTP 5xx reply is a refusal for good; everything else (no
 * connection, time-out, DNS, 4xx reply) may pass later.
 */
export function isPermanentFailure(error: unknown): boolean {
  // Only read, and checked as a number below: nodemailer's errors carry the SMTP reply code there.
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}
