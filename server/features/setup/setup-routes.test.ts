import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SetupStatus } from '../../../shared/setup-schemas';
import { sampleLegalDetails } from '../../config/legal-details';
import { hostIsIpAddress } from '../../lib/setup/host-name';
import { bearer, createAccount } from '../../testing/accounts';
import { readyLicenceKey } from '../../testing/licences';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';

describe(`the setup checklist (${testDatabaseKind})`, () => {
  const apps: TestApp[] = [];
  let first: TestApp;
  let staff: { accessToken: string };

  beforeAll(async () => {
    first = await createTestApp({ legal: sampleLegalDetails });
    apps.push(first);
    staff = await createAccount(first.database.db, { email: 'staff@example.test', role: 'staff' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  /** The same database served by an instance started with other settings. */
  async function startedWith(options: Parameters<typeof createTestApp>[0]) {
    const app = await createTestApp({ database: { ...first.database, close: async () => {} }, ...options });
    apps.push(app);
    return app;
  }
  const statusOf = async (app: TestApp) => {
    const response = await app.app.inject({ method: 'GET', url: '/api/setup', headers: bearer(staff) });
    expect(response.statusCode).toBe(200);
    return response.json() as SetupStatus;
  };
  const done = (status: SetupStatus) =>
    Object.fromEntries(status.items.map((item) => [item.id, item.done] as const));

  it('says what a new site still needs, to every signed-in person, never a value', async () => {
    const status = await statusOf(first);
    expect(done(status)).toEqual({
      seller: false,
      bank: false,
      licenceKey: false,
      publicBaseUrl: false,
      mail: false,
      paymentLink: false,
    });
    expect(status.complete).toBe(false);
    expect(status.items.find((item) => item.id === 'licenceKey')?.problem).toBe('not_configured');
    expect(JSON.stringify(status)).not.toContain(sampleLegalDetails.iban);
    expect((await first.app.inject({ method: 'GET', url: '/api/setup' })).statusCode).toBe(401);
  });

  it('names an IP address in PUBLIC_BASE_URL as the problem: passkeys need a host name', async () => {
    const app = await startedWith({ env: { PUBLIC_BASE_URL: 'http://192.168.1.20:8080' } });
    expect((await statusOf(app)).items.find((item) => item.id === 'publicBaseUrl')).toEqual({
      id: 'publicBaseUrl',
      done: false,
      optional: false,
      problem: 'ip_address',
    });
  });

  it('is complete once everything needed is set, the payment link being optional', async () => {
    const app = await startedWith({
      env: { PUBLIC_BASE_URL: 'https://www.example.com', SMTP_URL: 'smtps://user:secret@smtp.example.com' },
      licenceKey: readyLicenceKey(),
    });
    const status = await statusOf(app);
    expect(done(status)).toMatchObject({ seller: true, bank: true, licenceKey: true, paymentLink: false });
    expect(status.complete).toBe(true);
    expect(JSON.stringify(status)).not.toContain('secret');
  });

  it('tells the sample IBAN kept with real legal details apart', async () => {
    const app = await startedWith({
      legal: { ...sampleLegalDetails, siren: '912345678', siret: '91234567800017' },
    });
    expect((await statusOf(app)).items.find((item) => item.id === 'bank')).toMatchObject({
      done: false,
      problem: 'sample',
    });
  });
});

describe('hostIsIpAddress', () => {
  it.each([
    ['http://192.168.1.20:8080', true],
    ['http://[::1]:8080', true],
    ['https://[2001:db8::1]/', true],
    ['http://localhost:8080', false],
    ['https://www.example.com', false],
  ])('%s: %s', (url, expected) => {
    expect(hostIsIpAddress(url)).toBe(expected);
  });
});
