import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema';
import { databaseAttemptStore } from '../../lib/attempts/attempt-store';
import { bearer, createAccount, TEST_PASSWORD } from '../../testing/accounts';
import { createSoftwareAuthenticator } from '../../testing/software-authenticator';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { createSignInLockout, SIGN_IN_LIMITS } from './sign-in-lockout';

const ORIGIN = 'https://www.example.com';
// Two clients on loopback: the server reads the client address from the connection (TRUST_PROXY is off).
const GUESSER = '127.0.0.2';
const OWNER = '127.0.0.3';

describe(`sign-in lockout (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_BASE_URL: ORIGIN } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const signIn = (from: string, email: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      remoteAddress: from,
      payload: { email, password },
    });
  const guess = (from: string, email: string, attempt: number | string) =>
    signIn(from, email, `wrong-guess-${attempt}`);
  const attackMails = (to: string) =>
    t.database.db
      .select({ payload: outbox.payload })
      .from(outbox)
      .where(and(eq(outbox.kind, 'sign_in_attack'), sql`${outbox.payload}->>'to' = ${to}`));

  it('ten wrong passwords from one address lock that address out of the account, not its holder elsewhere', async () => {
    await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromAddress.max; attempt++) {
      expect((await guess(GUESSER, 'owner@example.test', attempt)).statusCode).toBe(401);
    }
    const locked = await signIn(GUESSER, 'owner@example.test', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'sign_in_locked' });
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // The real owner, from an address that has not been failing, signs in.
    const owner = await signIn(OWNER, 'owner@example.test', TEST_PASSWORD);
    expect(owner.statusCode).toBe(200);
    // ... which does not unlock the guesser.
    expect((await guess(GUESSER, 'owner@example.test', 'after')).statusCode).toBe(429);
    expect(await attackMails('owner@example.test')).toEqual([]);
  });

  it('an address failing across accounts is locked out of every account, other addresses are not', async () => {
    await createAccount(t.database.db, { email: 'colleague@example.test', role: 'staff' });
    const guesser = '127.0.0.4';
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.address.max; attempt++) {
      const email = `guess-${attempt % 5}@example.test`;
      expect((await guess(guesser, email, attempt)).statusCode).toBe(401);
    }
    const locked = await signIn(guesser, 'colleague@example.test', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ error: 'sign_in_locked' });
    expect((await signIn(OWNER, 'colleague@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('counts by the address of the connection itself, over real sockets on loopback', async () => {
    await createAccount(t.database.db, { email: 'sockets@example.test', role: 'staff' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const post = (localAddress: string, password: string) =>
      new Promise<number>((resolve, reject) => {
        const body = JSON.stringify({ email: 'sockets@example.test', password });
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            localAddress,
            method: 'POST',
            path: '/api/auth/sign-in',
            // A client may say anything here: without TRUST_PROXY, nobody listens.
            headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
          },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        request.on('error', reject);
        request.end(body);
      });
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromAddress.max; attempt++) {
      expect(await post('127.0.0.5', `wrong-guess-${attempt}`)).toBe(401);
    }
    expect(await post('127.0.0.5', TEST_PASSWORD)).toBe(429);
    expect(await post('127.0.0.6', TEST_PASSWORD)).toBe(200);
  });

  it('the lock ends when the oldest of its failures is 15 minutes old', async () => {
    await createAccount(t.database.db, { email: 'patient@example.test', role: 'staff' });
    const store = databaseAttemptStore(t.database.db);
    const fourteenMinutesAgo = new Date(Date.now() - 14 * 60_000);
    const sixteenMinutesAgo = new Date(Date.now() - 16 * 60_000);
    const then = createSignInLockout(store, () => fourteenMinutesAgo);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromAddress.max; attempt++) {
      await then.recordFailure('patient@example.test', '127.0.0.7');
    }
    const locked = await signIn('127.0.0.7', 'patient@example.test', TEST_PASSWORD);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);

    const earlier = createSignInLockout(store, () => sixteenMinutesAgo);
    for (let attempt = 0; attempt < SIGN_IN_LIMITS.accountFromAddress.max; attempt++) {
      await earlier.recordFailure('patient@example.test', '127.0.0.8');
    }
    expect((await signIn('127.0.0.8', 'patient@example.test', TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('a sustained attack from many addresses pauses password sign-in from new addresses, mails the holder once, and never locks a passkey', async () => {
    const holder = await createAccount(t.database.db, { email: 'target@example.test', role: 'owner' });
    // The holder's usual address, where they signed in before the attack.
    expect((await signIn(OWNER, 'target@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    const authenticator = createSoftwareAuthenticator(ORIGIN);
    const options = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys/options',
      headers: bearer(holder),
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkeys',
      headers: bearer(holder),
      payload: {
        challengeId: options.json().challengeId,
        response: authenticator.register(options.json().options),
      },
    });
    expect(added.statusCode).toBe(201);

    // Many addresses, each staying under its own limit: a few guesses each.
    const lockout = createSignInLockout(databaseAttemptStore(t.database.db));
    const { max } = SIGN_IN_LIMITS.account;
    for (let guesser = 0; guesser < max - 1; guesser++) {
      await lockout.recordFailure('target@example.test', `10.9.${guesser}.1`);
    }
    expect(await attackMails('target@example.test')).toEqual([]);
    expect((await guess('10.9.200.1', 'target@example.test', 'last')).statusCode).toBe(401);
    const [mail] = await attackMails('target@example.test');
    expect(mail?.payload).toMatchObject({ to: 'target@example.test', language: 'en' });

    // Every further guess, from anywhere new, is refused without being checked.
    const paused = await guess('10.9.201.1', 'target@example.test', 'more');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ error: 'sign_in_paused' });
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(55 * 60);
    // The holder from a new address is refused too, and told how to get in ...
    const newAddress = await signIn('127.0.0.9', 'target@example.test', TEST_PASSWORD);
    expect(newAddress.statusCode).toBe(429);
    expect(newAddress.json()).toMatchObject({ error: 'sign_in_paused' });
    // ... which works: from the address they used before, and with a passkey from anywhere.
    expect((await signIn(OWNER, 'target@example.test', TEST_PASSWORD)).statusCode).toBe(200);
    const challenge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey-sign-in/options',
      remoteAddress: '127.0.0.9',
    });
    const passkey = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey-sign-in',
      remoteAddress: '127.0.0.9',
      payload: {
        challengeId: challenge.json().challengeId,
        response: authenticator.authenticate(challenge.json().options),
      },
    });
    expect(passkey.statusCode).toBe(200);

    // Mailed once, however long the attack goes on (wrong passwords from the holder's address still count).
    expect((await guess(OWNER, 'target@example.test', 'typo')).statusCode).toBe(401);
    expect((await guess(OWNER, 'target@example.test', 'typo-again')).statusCode).toBe(401);
    expect(await attackMails('target@example.test')).toHaveLength(1);
  });

  it('answers an unknown account as a known one, and mails nobody', async () => {
    const lockout = createSignInLockout(databaseAttemptStore(t.database.db));
    for (let guesser = 0; guesser < SIGN_IN_LIMITS.account.max - 1; guesser++) {
      await lockout.recordFailure('nobody@example.test', `10.7.${guesser}.1`);
    }
    expect((await guess('10.7.250.1', 'nobody@example.test', 'last')).statusCode).toBe(401);
    const paused = await guess('10.7.251.1', 'nobody@example.test', 'more');
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ error: 'sign_in_paused' });
    expect(await t.database.db.select().from(outbox).where(eq(outbox.kind, 'sign_in_attack'))).toHaveLength(
      1,
    );
  });
});
