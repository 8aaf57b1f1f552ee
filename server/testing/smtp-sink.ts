import { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
  parsed: ParsedMail;
}

/** How the sink answers DATA: accept, refuse temporarily (4xx), or refuse for good (5xx). */
export type SinkMode = 'accept' | 'temporary-failure' | 'permanent-failure';

/**
 * A real SMTP server on loopback that keeps what it receives, for tests. STARTTLS is disabled because
 * smtp-server's bundled certificate has expired.
 */
export class SmtpSink {
  readonly mails: ReceivedMail[] = [];
  mode: SinkMode = 'accept';
  private server: SMTPServer;
  private waiters: (() => void)[] = [];

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          if (this.mode === 'temporary-failure') {
            return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          }
          if (this.mode === 'permanent-failure') {
            return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          }
          const raw = Buffer.concat(chunks).toString('utf8');
          simpleParser(raw)
            .then((parsed) => {
              this.mails.push({
                from: parsed.from?.text ?? '',
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                replyTo: parsed.replyTo?.text ?? '',
                subject: parsed.subject ?? '',
                text: parsed.text ?? '',
                html: typeof parsed.html === 'string' ? parsed.html : '',
                raw,
                parsed,
              });
              this.waiters.splice(0).forEach((wake) => wake());
              callback();
            })
            .catch((error: Error) => callback(error));
        });
      },
    });
  }

  async start(port = 0): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    return this.port;
  }

  get port(): number {
    return (this.server.server.address() as AddressInfo).port;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  /** Resolves with the mails once `predicate` holds for the received list, or rejects after `timeoutMs`. */
  async waitFor(predicate: (mails: ReceivedMail[]) => boolean, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(this.mails)) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`SmtpSink: condition not met within ${timeoutMs} ms (${this.mails.length} mails)`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.mails;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
