import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  type BackOfficeSite,
  openApp,
  openSignedIn,
  type SeededBackOffice,
} from './support/back-office-site';
import { expect, test } from './support/fixtures';

/**
 * Every view of the back office, in both languages and at a phone's and a laptop's width: no WCAG 2.1 AA
 * violation (axe), a heading focused by script without a ring, and the prerendered sign-in form keeping what
 * was typed before the app took over.
 */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

test.use({ siteOptions: { seeded: true } });

interface View {
  name: string;
  route: (seeded: SeededBackOffice) => string;
  signedIn: boolean;
}

const views: View[] = [
  { name: 'sign-in form', route: () => '/user', signedIn: false },
  { name: 'forgotten password', route: () => '/user/forgot-password', signedIn: false },
  { name: 'new password', route: (seeded) => new URL(seeded.resetLink).hash.slice(1), signedIn: false },
  { name: 'invitation', route: (seeded) => new URL(seeded.invitationLink).hash.slice(1), signedIn: false },
  { name: 'inbox', route: () => '/user', signedIn: true },
  { name: 'spam', route: () => '/user?view=spam', signedIn: true },
  { name: 'licence order', route: (seeded) => `/user/messages/${seeded.orderId}`, signedIn: true },
  { name: 'contact message', route: (seeded) => `/user/messages/${seeded.contactId}`, signedIn: true },
  { name: 'spam message', route: (seeded) => `/user/messages/${seeded.spamId}`, signedIn: true },
  { name: 'orders', route: () => '/user/orders', signedIn: true },
  { name: 'order', route: (seeded) => `/user/orders/${seeded.orderRecordId}`, signedIn: true },
  {
    name: 'customer’s order page',
    route: (seeded) => new URL(seeded.orderPageLink).hash.slice(1),
    signedIn: false,
  },
  { name: 'products', route: () => '/user/products', signedIn: true },
  { name: 'product', route: () => '/user/products/risco-alarm', signedIn: true },
  { name: 'team', route: () => '/user/team', signedIn: true },
  { name: 'passkeys', route: () => '/user/account', signedIn: true },
  { name: 'setup', route: () => '/user/setup', signedIn: true },
  { name: 'setup at one item', route: () => '/user/setup?item=seller', signedIn: true },
];

async function open(page: Page, site: BackOfficeSite, seeded: SeededBackOffice, view: View) {
  if (view.signedIn) await openSignedIn(page, site, seeded.owner, view.route(seeded));
  else await page.goto(`${site.baseUrl}/#${view.route(seeded)}`);
  // The footer is not in the prerendered first screen: once it shows, the app has rendered the page.
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: /Loading|Chargement|Checking|Vérification/ }),
  ).toHaveCount(0);
}

for (const { lang, locale } of [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'fr', locale: 'fr-FR' },
] as const) {
  for (const width of [360, 1280]) {
    test.describe(`back office at ${width} px (${lang})`, () => {
      test.use({ locale, viewport: { width, height: width === 360 ? 780 : 900 } });

      for (const view of views) {
        test(`the ${view.name} has no WCAG 2.1 AA violation and no horizontal scroll`, async ({
          page,
          site,
          seeded,
        }) => {
          await open(page, site, seeded, view);
          const results = await new AxeBuilder({ page }).withTags(tags).analyze();
          const summary = results.violations.map((violation) => ({
            id: violation.id,
            impact: violation.impact,
            targets: violation.nodes.map((node) => node.target.join(' ')),
          }));
          expect(summary).toEqual([]);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow).toBe(0);
        });
      }
    });
  }
}

test.describe('focus', () => {
  test('a heading focused by script on a route change shows no ring; keyboard focus does', async ({
    page,
    site,
    seeded,
  }) => {
    await openSignedIn(page, site, seeded.owner);
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();

    await page.keyboard.press('Tab');
    const focusedOutline = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        return { tag: focused.tagName, outline: getComputedStyle(focused).outlineStyle };
      });
    expect(await focusedOutline()).toMatchObject({ outline: 'solid' });

    // By keyboard: the link is followed with Enter, then the new view's heading takes the focus.
    const passkeys = page.getByRole('link', { name: 'Passkeys' });
    await passkeys.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: 'Passkeys' });
    await expect(heading).toBeFocused();
    expect(await focusedOutline()).toEqual({ tag: 'H1', outline: 'none' });
    await page.keyboard.press('Tab');
    expect(await focusedOutline()).toMatchObject({ outline: 'solid' });
  });
});

/** Holds back the app's scripts until `release` is called, so a test can use the prerendered first screen. */
async function holdScripts(page: Page): Promise<{ release(): void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return { release: () => release() };
}

test.describe('the prerendered forms', () => {
  test.describe('in French', () => {
    test.use({ locale: 'fr-FR' });

    test('the sign-in form keeps what was typed before the app took over', async ({ page, site }) => {
      const scripts = await holdScripts(page);
      await page.goto(`${site.baseUrl}/#/user`);
      const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
      const password = page.getByLabel('Mot de passe', { exact: true });
      await email.fill('owner@example.test');
      await password.fill('typed before the app');
      await expect(page.locator('#root')).not.toHaveAttribute('data-app');

      scripts.release();
      await expect(page.locator('#root')).toHaveAttribute('data-app', '');
      await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeEnabled();
      await expect(email).toHaveValue('owner@example.test');
      await expect(password).toHaveValue('typed before the app');
      await expect(password).toBeFocused();
    });
  });

  test('the forgotten-password form keeps what was typed before the app took over', async ({
    page,
    site,
  }) => {
    const scripts = await holdScripts(page);
    await page.goto(`${site.baseUrl}/#/user/forgot-password`);
    const email = page.getByRole('textbox', { name: 'E-mail address' });
    await email.fill('owner@example.test');
    await expect(page.locator('#root')).not.toHaveAttribute('data-app');

    scripts.release();
    await expect(page.locator('#root')).toHaveAttribute('data-app', '');
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
    await expect(email).toHaveValue('owner@example.test');
    await expect(email).toBeFocused();
  });

  test('the mailed reset link keeps what was typed before the app took over', async ({ page, site }) => {
    const scripts = await holdScripts(page);
    await page.goto(`${site.baseUrl}/#/user/reset-password/${'r'.repeat(43)}`);
    const password = page.getByLabel('New password');
    await password.fill('typed before the app');
    await expect(page.locator('#root')).not.toHaveAttribute('data-app');

    scripts.release();
    await expect(page.locator('#root')).toHaveAttribute('data-app', '');
    await expect(page.getByRole('button', { name: 'Save the password and sign in' })).toBeEnabled();
    await expect(password).toHaveValue('typed before the app');
    await expect(password).toBeFocused();
  });
});

test.describe('stylesheets', () => {
  test('a visitor loads one stylesheet; the back office’s comes with it, applied before it shows', async ({
    page,
    site,
    seeded,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
    });
    // Whether the back office's stylesheet was in force when its first element was added to the page.
    await page.addInitScript(() => {
      new MutationObserver((_changes, observer) => {
        const header = document.querySelector('nav[aria-label="Back office"]');
        if (!header) return;
        observer.disconnect();
        const styled = Array.from(document.styleSheets).some((sheet) =>
          sheet.href?.includes('/assets/back-office-'),
        );
        document.documentElement.dataset.backOfficeStyled = String(styled);
      }).observe(document, { childList: true, subtree: true });
    });

    await openApp(page, `${site.baseUrl}/#/store`);
    await openApp(page, `${site.baseUrl}/#/user`);
    expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/style-[\w-]+\.css$/)]);

    await openSignedIn(page, site, seeded.owner);
    await expect(page.getByRole('navigation', { name: 'Back office' })).toBeVisible();
    expect(stylesheets.filter((path) => path.startsWith('/assets/back-office-'))).toHaveLength(1);
    await expect(page.locator('html')).toHaveAttribute('data-back-office-styled', 'true');
  });
});
