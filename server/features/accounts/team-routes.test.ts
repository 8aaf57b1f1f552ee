import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedIn } from '../../../shared/auth-schemas';
import { bearer, createAccount } from '../../testing/accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

describe(`the owner's team view (${testDatabaseKind})`, () => {
  let t: TestApp;
  let owner: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    owner = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
    await createAccount(t.database.db, { email: 'staff@example.test', role: 'staff' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('shows that an owner handles money, as the server lets them, and a colleague only once allowed', async () => {
    const team = async () =>
      Object.fromEntries(
        (
          (await t.app.inject({ url: '/api/team', headers: bearer(owner) })).json() as {
            accounts: { email: string; canBill: boolean }[];
          }
        ).accounts.map((account) => [account.email, account.canBill]),
      );
    expect(await team()).toEqual({ 'owner@example.test': true, 'staff@example.test': false });
  });
});
