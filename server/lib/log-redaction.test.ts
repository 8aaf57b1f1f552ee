import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerification } from '../features/accounts';
import { createAccount, TEST_PASSWORD } from '../testing/accounts';
import { insertTestOrder, readyLicenceKey } from '../testing/licences';
import { createTestApp, type TestApp } from '../testing/test-app';
import { testDatabaseKind } from '../testing/test-database';
import { loggableUrl } from './log-redaction';

describe(`logs (${testDatabaseKind})`, () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { LOG_LEVEL: 'debug' },
      licenceKey: readyLicenceKey(),
      logger: { level: 'debug', stream: { write: (line: string) => lines.push(line) } },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('never hold a password, a token, the Authorization header, a link or a licence', async () => {
    const session = await createAccount(t.database.db, { email: 'owner@example.test', role: 'owner' });
    const secrets: string[] = [TEST_PASSWORD, session.accessToken, 'wrong-password-typed-here'];
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'owner@example.test', password: 'wrong-password-typed-here' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: 'owner@example.test', password: TEST_PASSWORD },
    });
    await t.app.inject({
      method: 'GET',
      url: '/api/inbox',
      headers: { authorization: `Bearer ${session.accessToken}`, cookie: 'session=cookie-secret-value' },
    });
    secrets.push('cookie-secret-value');

    const { secret: invitation } = await createVerification(t.database.db, {
      type: 'invitation',
      target: 'new@example.test',
      role: 'staff',
    });
    secrets.push(invitation);
    await t.app.inject({ method: 'GET', url: `/api/auth/invitations/${invitation}` });
    const trackingToken = 'T'.repeat(43);
    secrets.push(trackingToken);
    await t.app.inject({ method: 'GET', url: `/api/order-tracking/${trackingToken}` });
    await t.app.inject({ method: 'GET', url: '/api/netatmo/token/state-secret-1234' });
    secrets.push('state-secret-1234');
    await t.app.inject({ method: 'GET', url: '/netatmo-token?code=oauth-code-5678&state=abc' });
    secrets.push('oauth-code-5678');

    // A licence verified: its text is what a driver holds, never logged.
    const order = await insertTestOrder(t.database.db);
    const licence = `${'x'.repeat(40)}.${'y'.repeat(40)}`;
    await t.app.inject({ method: 'POST', url: '/api/licences/verify', payload: { licence } });
    expect(order.id).toBeTruthy();

    // What code might log by mistake is censored by name wherever it sits.
    t.app.log.warn(
      {
        password: 'logged-password',
        headers: { authorization: 'Bearer logged-header' },
        request: { token: 'nested-token', link: 'https://site.example/#/invitation/abc-link-token' },
        licence: 'logged.licence',
        privateKey: '-----BEGIN PRIVATE KEY-----logged',
      },
      'a careless log line',
    );
    secrets.push('logged-password', 'logged-header', 'nested-token', 'abc-link-token', 'logged.licence');
    secrets.push('BEGIN PRIVATE KEY');

    const log = lines.join('');
    expect(log).toContain('a careless log line');
    expect(log).toContain('[redacted]');
    expect(log).toContain('/api/auth/invitations/[redacted]');
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
  });

  it('keep what is not secret in an address', () => {
    const request = (url: string, pattern?: string, params: Record<string, string> = {}) =>
      loggableUrl({ url, params, routeOptions: { url: pattern } });
    expect(request('/api/orders/42?status=paid', '/api/orders/:id', { id: '42' })).toBe(
      '/api/orders/42?status=paid',
    );
    expect(
      request('/api/order-tracking/abc/invoice.pdf', '/api/order-tracking/:token/invoice.pdf', {
        token: 'abc',
      }),
    ).toBe('/api/order-tracking/[redacted]/invoice.pdf');
    expect(request('/GoogleHome/auth/authorize?client_id=c&state=s&redirect_uri=r')).toBe(
      '/GoogleHome/auth/authorize?client_id=c&state=%5Bredacted%5D&redirect_uri=r',
    );
  });
});
