import { test as base, type BrowserContext, type Page } from '@playwright/test';
import type { SignedIn } from '../../shared/auth-schemas';
import { intlLocale } from '../../shared/i18n/intl-locale';
import type { Language } from '../../shared/language';
import {
  type BackOfficeSite,
  openSignedIn,
  type SeededBackOffice,
  seedBackOffice,
  startBackOfficeSite,
} from './back-office-site';
import { collectConsoleErrors } from './console-errors';
import { type InterfaceText, interfaceText } from './interface-text';
import { newPage, startOrderSite } from './licence-orders';
import { createTestDatabase } from './postgres-database';
import { startStripeStandIn, type StripeStandIn } from './server-testing';

export { expect } from '@playwright/test';

/** How a spec's own site is started: a licence signing key of its own, settings added. */
interface SiteOptions {
  signsLicences?: boolean;
  env?: Record<string, string>;
  /** Card payments through a stand-in of Stripe's API, which posts its webhooks signed with this secret. */
  stripe?: { webhookSecret: string; webhookDelayMs?: number };
  /** A back office in use (`seedBackOffice`): a colleague, messages of each kind, an invitation, a reset link. */
  seeded?: boolean;
  /** The site as it first starts: no account yet, the first owner's invitation in the mail (no `owner`). */
  fresh?: boolean;
  /**
   * On a PostgreSQL database of its own (on TEST_DATABASE_URL's server, dropped after) rather than PGlite: a
   * spec that sets it skips its tests when TEST_DATABASE_URL is unset.
   */
  postgres?: boolean;
}

export interface LanguageFixtures {
  /** The language the test runs in: each language project sets it (playwright.config.ts). */
  language: Language;
  /** The interface's words in that language, from the app's catalogues. */
  text: InterfaceText;
  /**
   * Opens a page in a browser context of its own in the test's language (1280 × 900 unless said, motion
   * reduced); the contexts are closed after the test.
   */
  pageIn: (options?: Parameters<typeof newPage>[2]) => Promise<Page>;
  /** The console errors and uncaught errors of the test's `page` from its first load (`collectConsoleErrors`). */
  consoleErrors: string[];
}

export interface OwnerFixtures {
  /** A page of its own in the test's language (as `pageIn`), signed in as the owner at the back office's `route`. */
  ownerPageIn: (route: string, options?: Parameters<typeof newPage>[2]) => Promise<Page>;
}

export interface SiteFixtures {
  /**
   * Set with `test.use({ siteOptions })` at the top of every spec that uses the site: a file that sets it gets a
   * worker of its own, and so a site of its own.
   */
  siteOptions: SiteOptions;
  /** A site server of the spec's own, fresh database, own SMTP sink, the seller's legal details set. */
  site: BackOfficeSite;
  /** Its first owner, signed up from the invitation the fresh site mailed. */
  owner: SignedIn;
  /** What the seeded site holds, when `siteOptions.seeded` asks for it. */
  seeded: SeededBackOffice;
  /** The stand-in of Stripe's API the site pays through, when `siteOptions.stripe` asks for one. */
  stripe: StripeStandIn | undefined;
}

/**
 * The browser tests' fixtures: the language a test runs in with its interface text and pages, and a started
 * site of the spec's own with a signed-in owner.
 */
export const test = base.extend<
  LanguageFixtures & OwnerFixtures,
  SiteFixtures & { started: { site: BackOfficeSite; owner?: SignedIn; seeded?: SeededBackOffice } }
>({
  language: ['en', { option: true }],
  locale: async ({ language }, use) => use(intlLocale(language)),
  text: async ({ language }, use) => use(interfaceText(language)),
  pageIn: async ({ browser, language }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const page = await newPage(browser, intlLocale(language), options);
      contexts.push(page.context());
      return page;
    });
    for (const context of contexts) await context.close();
  },
  consoleErrors: async ({ page }, use) => use(collectConsoleErrors(page)),

  ownerPageIn: async ({ pageIn, site, owner }, use) =>
    use(async (route, options) => {
      const page = await pageIn(options);
      await openSignedIn(page, site, owner, route);
      return page;
    }),

  siteOptions: [{}, { option: true, scope: 'worker' }],
  stripe: [
    async ({ siteOptions }, use) => {
      if (!siteOptions.stripe) return use(undefined);
      const standIn = await startStripeStandIn(siteOptions.stripe);
      await use(standIn);
      await standIn.stop();
    },
    { scope: 'worker' },
  ],
  started: [
    async ({ siteOptions, stripe, playwright }, use) => {
      const request = await playwright.request.newContext();
      const database = siteOptions.postgres ? await createTestDatabase() : undefined;
      const env = {
        ...(database && { DATABASE_URL: database.url }),
        ...(stripe && {
          STRIPE_SECRET_KEY: 'sk_test_e2e',
          STRIPE_WEBHOOK_SECRET: siteOptions.stripe!.webhookSecret,
          STRIPE_API_BASE: stripe.url,
        }),
        ...siteOptions.env,
      };
      let started: { site: BackOfficeSite; owner?: SignedIn; seeded?: SeededBackOffice };
      if (siteOptions.fresh) {
        started = { site: await startBackOfficeSite(env) };
      } else if (siteOptions.seeded) {
        const site = await startBackOfficeSite(env);
        const seeded = await seedBackOffice(request, site);
        started = { site, owner: seeded.owner, seeded };
      } else {
        started = await startOrderSite(request, { ...siteOptions, env });
      }
      await request.dispose();
      if (stripe) stripe.webhookUrl = `${started.site.baseUrl}/api/payments/stripe/webhook`;
      await use(started);
      await started.site.stop();
      await database?.drop();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  site: [async ({ started }, use) => use(started.site), { scope: 'worker' }],
  owner: [
    async ({ started }, use) => {
      if (!started.owner) throw new Error('a fresh site has no owner: its test creates one');
      await use(started.owner);
    },
    { scope: 'worker' },
  ],
  seeded: [
    async ({ started }, use) => {
      if (!started.seeded)
        throw new Error('the seeded fixture needs test.use({ siteOptions: { seeded: true } })');
      await use(started.seeded);
    },
    { scope: 'worker' },
  ],
});

/**
 * The fixtures with `words` added: a spec's own copy of what its pages say (`copy`, one entry a language), in
 * the test's language.
 */
export function testWithWords<Copy extends Record<Language, unknown>>(copy: Copy) {
  return test.extend<{ words: Copy[Language] }>({ words: async ({ language }, use) => use(copy[language]) });
}
