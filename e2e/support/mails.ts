import { expect } from '@playwright/test';
import type { ReceivedMail } from './server-testing';

export type SentMail = Omit<ReceivedMail, 'parsed'>;

/** Mails received so far by the SMTP sink of global-setup. */
export async function receivedMails(): Promise<SentMail[]> {
  const response = await fetch(`${process.env.E2E_MAIL_CONTROL_URL}/mails`);
  return (await response.json()) as SentMail[];
}

/** Waits until a mail matching `predicate` arrives, and returns it. */
export async function waitForMail(
  predicate: (mail: SentMail) => boolean,
  timeout = 20_000,
): Promise<SentMail> {
  let found: SentMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await receivedMails()).find(predicate);
        return Boolean(found);
      },
      { timeout },
    )
    .toBe(true);
  return found as SentMail;
}
