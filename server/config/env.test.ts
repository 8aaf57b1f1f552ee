import { describe, expect, it } from 'vitest';
import { EnvError, readEnv } from './env';
import { loadBusinessSettings, sampleBusinessSettings } from './site-config';

describe('environment settings', () => {
  it('has working defaults for a fresh machine', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ HOST: '127.0.0.1', PORT: 8080, DATA_DIR: './data', TRUST_PROXY: false });
    expect(env.DATABASE_URL).toBeUndefined();
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

  it('uses the sample business settings when no site config file exists', () => {
    expect(loadBusinessSettings(undefined)).toEqual(sampleBusinessSettings);
  });

  it('stops on a site config file that does not exist when one is named', () => {
    expect(() => loadBusinessSettings('/nonexistent/site.json')).toThrow(/SITE_CONFIG_FILE/);
  });
});
