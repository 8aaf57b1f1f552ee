import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { readEnv } from '../config/env';
import { sampleBusinessSettings } from '../config/site-config';
import type { Database } from '../db/client';
import { testLegalDetails } from './legal-details';
import { openTestDatabase } from './test-database';
import { issuedDocumentProblems } from './issued-documents';

const generousRateLimits = [
  'PUBLIC_READ_RATE_LIMIT',
  'GOOGLE_HOME_AUTHORIZE_RATE_LIMIT',
  'GOOGLE_HOME_CALLBACK_RATE_LIMIT',
  'GOOGLE_HOME_TOKEN_RATE_LIMIT',
  'FIREBASE_AUTH_PROXY_RATE_LIMIT',
  'NETATMO_EXCHANGE_RATE_LIMIT',
  'NETATMO_COLLECT_RATE_LIMIT',
  'SIGN_IN_RATE_LIMIT',
  'PASSWORD_RESET_RATE_LIMIT',
  'INVITATION_RATE_LIMIT',
  'BACK_OFFICE_RATE_LIMIT',
  'ORDER_TRACKING_RATE_LIMIT',
  'LICENCE_VERIFY_RATE_LIMIT',
  'LICENCE_PUBLIC_KEY_RATE_LIMIT',
] as const;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

/**
 * The real application on a fresh test database, for `app.inject(...)`. `env` overrides environment
 * variables exactly as they would be written in `.env`. The seller's legal details are set as by the site config
 * file (`legal` may give the samples, with which invoices are refused, or null: no `legal` key, the back office's
 * details are printed).
 */
export async function createTestApp(
  options: { env?: Record<string, string>; database?: Database } & Partial<
    Pick<BuildAppOptions, 'cspExtras' | 'legal' | 'licenceKey' | 'logger' | 'importDriverFiles'>
  > = {},
): Promise<TestApp> {
  const env = readEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    STATIC_DIR: './dist/web',
    // Tests send many requests from one address; the tests of the limits themselves set them back.
    ...Object.fromEntries(generousRateLimits.map((name) => [name, '10000/minute'])),
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    env,
    business: sampleBusinessSettings,
    database,
    legal: options.legal === undefined ? testLegalDetails : options.legal,
    licenceKey: options.licenceKey ?? {
      status: 'unavailable',
      problem: 'not_configured',
      detail: 'no licence key in this test',
    },
    cspExtras: options.cspExtras,
    logger: options.logger,
    // A pass started when the app is ready would race with the data a test sets up.
    housekeeping: false,
    importDriverFiles: options.importDriverFiles ?? false,
  });
  await app.ready();
  return {
    app,
    database,
    // Every document the test issued is XML that the schema accepts (issue 40's bar), checked once at the end
    // by the app that opened the database: apps given another's database may be closed after it.
    close: async () => {
      const problems = options.database
        ? await app.close().then(() => [])
        : await issuedDocumentProblems(database).finally(() => app.close());
      if (problems.length)
        throw new Error(`Documents issued in this test are not valid XML:\n${problems.join('\n')}`);
    },
  };
}
