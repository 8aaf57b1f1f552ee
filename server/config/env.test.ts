import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleLegalDetails } from './legal-details';
import { firstOwnerEmail } from '../features/accounts';
import { EnvError, readEnv } from './env';
import {
  loadBusinessSettings,
  loadLegalDetails,
  sampleBusinessSettings,
  warnIfSampleLegalDetails,
} from './site-config';

function siteConfigFile(config: object): string {
  const file = join(mkdtempSync(join(tmpdir(), 'site-config-')), 'site.config.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

const legal = {
  legalName: 'Domotique Lumière SAS',
  legalForm: 'SAS',
  shareCapital: 5000,
  siren: '123 456 789',
  siret: '123 456 789 00012',
  rcsCity: 'Lyon',
  vatNumber: 'FR 12 123456789',
  vatRegime: 'standard',
  iban: 'FR76 3000 6000 0112 3456 7890 189',
  bic: 'AGRIFRPP',
};

describe('environment settings', () => {
  it('has working defaults for a fresh machine', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, DATA_DIR: './data', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("refuses an owner's or sender's address that no mail could be sent to, and takes one that could by default", () => {
    expect(() => readEnv({ MAIL_TO: 'owner@localhost' })).toThrow(EnvError);
    expect(() => readEnv({ MAIL_FROM: 'Site <no-reply>' })).toThrow(EnvError);
    expect(readEnv({ MAIL_TO: 'Camille <camille@example.test>' }).MAIL_TO).toBe(
      'Camille <camille@example.test>',
    );
    const defaults = readEnv({});
    expect(firstOwnerEmail(defaults)).toBe('owner@example.com');
    expect(defaults.MAIL_FROM).toBe('Site <no-reply@example.com>');
  });

  it('treats empty values as unset', () => {
    expect(readEnv({ DATABASE_URL: '', PORT: '' }).PORT).toBe(8080);
  });

  it('names every bad variable', () => {
    try {
      readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SMTP_URL');
    }
  });

  it('refuses the Firebase emulator in production', () => {
    expect(() => readEnv({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST/,
    );
  });

  it('refuses the extra Google Home redirect URIs, a test setting, in production', () => {
    const extra = { GOOGLE_HOME_EXTRA_REDIRECT_URIS: 'https://attacker.example/callback' };
    expect(() => readEnv({ NODE_ENV: 'production', ...extra })).toThrow(/GOOGLE_HOME_EXTRA_REDIRECT_URIS/);
    expect(readEnv({ NODE_ENV: 'test', ...extra }).GOOGLE_HOME_EXTRA_REDIRECT_URIS).toEqual([
      'https://attacker.example/callback',
    ]);
    expect(readEnv({ NODE_ENV: 'production', GOOGLE_HOME_EXTRA_REDIRECT_URIS: '' }).NODE_ENV).toBe(
      'production',
    );
  });

  it('refuses the Stripe API stand-in, a test setting, in production', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
    expect(() =>
      readEnv({ NODE_ENV: 'production', ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' }),
    ).toThrow(/STRIPE_API_BASE/);
    expect(readEnv({ NODE_ENV: 'test', ...stripe, STRIPE_API_BASE: 'http://127.0.0.1:12111' })).toMatchObject(
      { STRIPE_API_BASE: 'http://127.0.0.1:12111' },
    );
    expect(readEnv({ NODE_ENV: 'production', ...stripe }).STRIPE_SECRET_KEY).toBe('sk_test_abc');
  });

  it('asks for the webhook secret with a Stripe key, and checks both shapes', () => {
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_live_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'pk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY/,
    );
    expect(() => readEnv({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'abc' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('bounds how long a client may take, the headers within the whole request', () => {
    expect(readEnv({})).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 10_000,
      HTTP_REQUEST_TIMEOUT_MS: 120_000,
      HTTP_IDLE_TIMEOUT_MS: 30_000,
    });
    expect(() => readEnv({ HTTP_IDLE_TIMEOUT_MS: '0' })).toThrow(/HTTP_IDLE_TIMEOUT_MS/);
    expect(() => readEnv({ HTTP_HEADERS_TIMEOUT_MS: '5000', HTTP_REQUEST_TIMEOUT_MS: '4000' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_MS: must not be longer than HTTP_REQUEST_TIMEOUT_MS/,
    );
  });

  it('reads the payment terms and the reminder days', () => {
    expect(readEnv({})).toMatchObject({ PAYMENT_TERMS_DAYS: 30, PAYMENT_REMINDER_DAYS: [7, 14] });
    expect(readEnv({ PAYMENT_TERMS_DAYS: '45', PAYMENT_REMINDER_DAYS: ' 20, 5,20 ' })).toMatchObject({
      PAYMENT_TERMS_DAYS: 45,
      PAYMENT_REMINDER_DAYS: [5, 20],
    });
    expect(readEnv({ PAYMENT_REMINDER_DAYS: 'none' }).PAYMENT_REMINDER_DAYS).toEqual([]);
    expect(() => readEnv({ PAYMENT_TERMS_DAYS: '90' })).toThrow(/PAYMENT_TERMS_DAYS/);
    expect(() => readEnv({ PAYMENT_REMINDER_DAYS: '7,soon' })).toThrow(/PAYMENT_REMINDER_DAYS/);
  });

  it('uses the sample business settings when no site config file exists', () => {
    expect(loadBusinessSettings(undefined)).toEqual(sampleBusinessSettings);
  });

  it('stops on a site config file that does not exist when one is named', () => {
    expect(() => loadBusinessSettings('/nonexistent/site.json')).toThrow(/SITE_CONFIG_FILE/);
  });

  it('checks the payment link template at start', () => {
    const template = 'https://pay.example.com/?amount={amount}&ref={invoice}';
    expect(readEnv({ PAYMENT_LINK_TEMPLATE: template }).PAYMENT_LINK_TEMPLATE).toBe(template);
    expect(readEnv({}).PAYMENT_LINK_TEMPLATE).toBeUndefined();
    expect(() => readEnv({ PAYMENT_LINK_TEMPLATE: 'http://pay.example.com/{amount}' })).toThrow(
      /PAYMENT_LINK_TEMPLATE: must be an https/,
    );
  });

  it('reads the legal details from the `legal` key, without making it a business setting', () => {
    const file = siteConfigFile({ businessName: 'Lumière', legal });
    expect(loadBusinessSettings(file)).toEqual({ ...sampleBusinessSettings, businessName: 'Lumière' });
    expect(loadLegalDetails(file)).toEqual({
      ...legal,
      siren: '123456789',
      siret: '12345678900012',
      vatNumber: 'FR12123456789',
      iban: 'FR7630006000011234567890189',
      vatRatePercent: 20,
      paymentTermDays: 30,
      latePaymentPenaltyRate: sampleLegalDetails.latePaymentPenaltyRate,
    });
  });

  it('ships an example site config file that both loaders read as the samples, or as no legal details', () => {
    expect(loadBusinessSettings('site.config.example.json')).toEqual(sampleBusinessSettings);
    // The example's samples leave the details to the back office.
    expect(loadLegalDetails('site.config.example.json')).toBeNull();
  });

  it('reads no legal details without a `legal` key, and refuses incomplete or wrong ones', () => {
    expect(loadLegalDetails(siteConfigFile({}))).toBeNull();
    const { siren: _siren, ...withoutSiren } = legal;
    expect(() => loadLegalDetails(siteConfigFile({ legal: withoutSiren }))).toThrow(/legal\.siren/);
    expect(() =>
      loadLegalDetails(siteConfigFile({ legal: { ...legal, iban: 'FR7630006000011234567890188' } })),
    ).toThrow(/legal\.iban: must be a valid IBAN/);
    expect(() => loadLegalDetails(siteConfigFile({ legal: { ...legal, vatNumber: null } }))).toThrow(
      /legal\.vatNumber: is required with the standard VAT regime/,
    );
    expect(
      loadLegalDetails(siteConfigFile({ legal: { ...legal, vatNumber: null, vatRegime: 'franchise' } })),
    ).toMatchObject({
      vatRegime: 'franchise',
      vatNumber: null,
    });
  });

  it('warns in production only when invoices would carry the sample legal details', () => {
    const warnings: string[] = [];
    const log = { warn: (message: string) => warnings.push(message) };
    warnIfSampleLegalDetails({ NODE_ENV: 'development' }, sampleLegalDetails, log);
    warnIfSampleLegalDetails({ NODE_ENV: 'production' }, loadLegalDetails(siteConfigFile({ legal }))!, log);
    expect(warnings).toEqual([]);
    warnIfSampleLegalDetails({ NODE_ENV: 'production' }, sampleLegalDetails, log);
    expect(warnings).toEqual([expect.stringMatching(/SAMPLE seller details/)]);
  });
});
