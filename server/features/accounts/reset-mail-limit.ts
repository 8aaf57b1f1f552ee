import type { AttemptStore } from '../../lib/attempts/attempt-store';

/**
 * At most this many password-reset mails reach one address an hour, however many addresses ask: the form is
 * open to anyone, and must not become a way to fill the holder's mailbox. More requests get the same answer.
 */
export const RESET_MAILS_PER_HOUR = 3;
const HOUR = 3_600_000;

/**
 * Whether a reset mail may go to `email` now (counted as sent if so). Asked for every address typed, with an
 * account or not, so the answer costs the same either way.
 */
export function createResetMailLimit(store: AttemptStore, clock: () => Date = () => new Date()) {
  return {
    async take(email: string): Promise<boolean> {
      const now = clock();
      const key = `password-reset-mail:${email}`;
      const full =
        (await store.nthLatest(key, new Date(now.getTime() - HOUR), RESET_MAILS_PER_HOUR)) !== null;
      if (!full) await store.add([key], now, new Date(now.getTime() + HOUR));
      return !full;
    },
  };
}
export type ResetMailLimit = ReturnType<typeof createResetMailLimit>;
