import { defineConfig } from '@playwright/test';
import { languages } from '../shared/language';
import type { LanguageFixtures, SiteFixtures } from './support/fixtures';

/**
 * The specs written once for both languages (the `language` fixture): each runs in a project per language.
 * A test of one language only is tagged `@en-only` or `@fr-only`.
 */
const inEachLanguage = [
  'accessibility.spec.ts',
  'back-office-accounts.spec.ts',
  'back-office-customers.spec.ts',
  'back-office-customers-postgres.spec.ts',
  'back-office-inbox.spec.ts',
  'project-path.spec.ts',
  'project-path-postgres.spec.ts',
  'back-office-orders.spec.ts',
  'back-office-today.spec.ts',
  'back-office-today-postgres.spec.ts',
  'back-office-settings.spec.ts',
  'back-office-settings-postgres.spec.ts',
  'back-office-views.spec.ts',
  'domiko.spec.ts',
  'first-load-budget.spec.ts',
  'invoicing.spec.ts',
  'orders-and-team.spec.ts',
  'orders-and-team-postgres.spec.ts',
  'pages.spec.ts',
  'payments.spec.ts',
  'products.spec.ts',
  'quote-page.spec.ts',
  'shell.spec.ts',
  'take-over.spec.ts',
  'typed-text-and-order-page.spec.ts',
];

/**
 * Browser tests against the built site served by our own server (started in global-setup.ts with a real
 * SMTP sink on loopback). One worker: the tests share that server and the machine has two cores.
 */
export default defineConfig<Pick<LanguageFixtures, 'language'>, Pick<SiteFixtures, 'siteOptions'>>({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './global-setup.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../test-results/e2e-artifacts',
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'site', testIgnore: inEachLanguage },
    ...languages.map((language) => ({
      name: language,
      testMatch: inEachLanguage,
      grepInvert: new RegExp(
        languages
          .filter((other) => other !== language)
          .map((other) => `@${other}-only`)
          .join('|'),
      ),
      use: { language },
    })),
  ],
});
