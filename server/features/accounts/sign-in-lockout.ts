import type { AttemptStore } from '../../lib/attempts/attempt-store';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How many failed password sign-ins are allowed, and over what time. A lockout must slow the guesser, never
 * hand the account's holder over to a stranger: so an address that keeps failing is locked out (of that
 * account, then of every account), while the holder elsewhere signs in; and only a sustained attack from many
 * addresses reaches the ceiling of the account itself (no one address can: the first rule caps it at 40 an
 * hour).
 */
export const SIGN_IN_LIMITS = {
  /** Failures for one account from one client address. */
  accountFromAddress: { max: 10, windowMs: 15 * MINUTE },
  /** Failures from one client address, whatever the accounts tried. */
  address: { max: 20, windowMs: 15 * MINUTE },
  /** Failures for one account, from every address. */
  account: { max: 100, windowMs: HOUR },
} as const;

/** An address the holder signed in from within this time is theirs: the account's ceiling does not stop it. */
const KNOWN_ADDRESS_MS = 30 * DAY;
/** The holder is mailed about an attack at most this often. */
const ATTACK_MAIL_EVERY_MS = DAY;

/**
 * Whether a sign-in with a password may be tried: `address` when this client address failed too often (for
 * this account, or for any), `account` when the account's ceiling is reached and this address is not one the
 * holder uses.
 */
type SignInLock =
  { locked: false } | { locked: true; scope: 'address' | 'account'; retryAfterSeconds: number };

export interface SignInLockout {
  check(email: string, ip: string): Promise<SignInLock>;
  /** Counts a failure; `tellHolder` when it reached the account's ceiling and the holder was not told today. */
  recordFailure(email: string, ip: string): Promise<{ tellHolder: boolean }>;
  /** The holder got in (password, passkey or mailed link): this address is theirs, its failures forgotten. */
  recordSuccess(email: string, ip: string): Promise<void>;
}

const keys = (email: string, ip: string) => ({
  accountFromAddress: `sign-in:account+address:${email} ${ip}`,
  address: `sign-in:address:${ip}`,
  account: `sign-in:account:${email}`,
  known: `sign-in:known:${email} ${ip}`,
  attackMail: `sign-in:attack-mail:${email}`,
});

/**
 * The rules of SIGN_IN_LIMITS over an attempt store. Passkeys are never locked: only password sign-ins ask.
 * A lock lasts until the oldest failure that makes it leaves its window, so a guesser who keeps trying gets one
 * more guess each time one does.
 */
export function createSignInLockout(
  store: AttemptStore,
  clock: () => Date = () => new Date(),
): SignInLockout {
  /** When the lock `rule` puts on `key` ends, or null when it puts none. */
  async function lockedUntil(key: string, rule: { max: number; windowMs: number }, now: Date) {
    const nth = await store.nthLatest(key, new Date(now.getTime() - rule.windowMs), rule.max);
    return nth ? nth.getTime() + rule.windowMs : null;
  }
  const atCeiling = async (email: string, now: Date) =>
    (await lockedUntil(keys(email, '').account, SIGN_IN_LIMITS.account, now)) !== null;

  return {
    async check(email, ip) {
      const now = clock();
      const key = keys(email, ip);
      const [pair, address, account] = await Promise.all([
        lockedUntil(key.accountFromAddress, SIGN_IN_LIMITS.accountFromAddress, now),
        lockedUntil(key.address, SIGN_IN_LIMITS.address, now),
        lockedUntil(key.account, SIGN_IN_LIMITS.account, now),
      ]);
      const accountLock =
        account !== null &&
        (await store.nthLatest(key.known, new Date(now.getTime() - KNOWN_ADDRESS_MS), 1)) === null
          ? account
          : null;
      const until = Math.max(pair ?? 0, address ?? 0, accountLock ?? 0);
      if (until === 0) return { locked: false };
      return {
        locked: true,
        scope: accountLock !== null ? 'account' : 'address',
        retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)),
      };
    },

    async recordFailure(email, ip) {
      const now = clock();
      const key = keys(email, ip);
      const keepUntil = new Date(now.getTime() + SIGN_IN_LIMITS.account.windowMs);
      await store.add([key.accountFromAddress, key.address, key.account], now, keepUntil);
      const tellHolder =
        (await atCeiling(email, now)) &&
        (await store.claim(key.attackMail, now, new Date(now.getTime() + ATTACK_MAIL_EVERY_MS)));
      return { tellHolder };
    },

    async recordSuccess(email, ip) {
      const now = clock();
      const key = keys(email, ip);
      // Not the address's failures across accounts, nor the account's: those are someone else's.
      await store.clear(key.accountFromAddress);
      await store.add([key.known], now, new Date(now.getTime() + KNOWN_ADDRESS_MS));
    },
  };
}
