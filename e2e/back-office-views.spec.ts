import type { Page } from '@playwright/test';
import {
  type BackOfficeSite,
  openApp,
  openSignedIn,
  type SeededBackOffice,
} from './support/back-office-site';
import { expectNoWcagViolation } from './support/accessibility';
import { expect, test } from './support/fixtures';
import type { MessageId } from './support/interface-text';

/**
 * Every view of the back office, in both languages and at a phone's and a laptop's width: no WCAG 2.1 AA
 * violation (axe), a heading focused by script without a ring, and the prerendered sign-in form keeping what
 * was typed before the app took over.
 */
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
  { name: 'today', route: () => '/user', signedIn: true },
  { name: 'inbox', route: () => '/user/messages', signedIn: true },
  { name: 'spam', route: () => '/user/messages?view=spam', signedIn: true },
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

for (const width of [360, 1280]) {
  test.describe(`back office at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } });

    for (const view of views) {
      test(`the ${view.name} has no WCAG 2.1 AA violation and no horizontal scroll`, async ({
        page,
        site,
        seeded,
      }) => {
        await open(page, site, seeded, view);
        await expectNoWcagViolation(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow).toBe(0);
      });
    }
  });
}

test.describe('focus', () => {
  test('a heading focused by script on a route change shows no ring; keyboard focus does', async ({
    page,
    site,
    seeded,
    text,
  }) => {
    await openSignedIn(page, site, seeded.owner, '/user/messages');
    await expect(page.getByRole('heading', { level: 1, name: text('backOffice.view.inbox') })).toBeVisible();

    await page.keyboard.press('Tab');
    const focusedOutline = () =>
      page.evaluate(() => {
        const focused = document.activeElement as HTMLElement;
        return { tag: focused.tagName, outline: getComputedStyle(focused).outlineStyle };
      });
    expect(await focusedOutline()).toMatchObject({ outline: 'solid' });

    // By keyboard: the link is followed with Enter, then the new view's heading takes the focus.
    const account = page.getByRole('link', { name: text('backOffice.nav.account') });
    await account.focus();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { level: 1, name: text('myAccount.title') });
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

/** The prerendered forms: where each is, what is typed in its fields (named by their labels), its button. */
const prerenderedForms = [
  {
    name: 'the sign-in form',
    route: '/user',
    fields: [
      { label: 'signIn.email', typed: 'owner@example.test' },
      { label: 'signIn.password', typed: 'typed before the app' },
    ],
    submit: 'signIn.submit',
  },
  {
    name: 'the forgotten-password form',
    route: '/user/forgot-password',
    fields: [{ label: 'forgot.email', typed: 'owner@example.test' }],
    submit: 'forgot.submit',
  },
  {
    name: 'the mailed reset link',
    route: `/user/reset-password/${'r'.repeat(43)}`,
    fields: [{ label: 'account.password.new', typed: 'typed before the app' }],
    submit: 'reset.submit',
  },
] satisfies {
  name: string;
  route: string;
  fields: { label: MessageId; typed: string }[];
  submit: MessageId;
}[];

test.describe('the prerendered forms', () => {
  for (const form of prerenderedForms) {
    test(`${form.name} keeps what was typed before the app took over`, async ({ page, site, text }) => {
      const scripts = await holdScripts(page);
      await page.goto(`${site.baseUrl}/#${form.route}`);
      const fields = form.fields.map((field) => page.getByLabel(text(field.label), { exact: true }));
      for (const [index, field] of fields.entries()) await field.fill(form.fields[index]!.typed);
      await expect(page.locator('#root')).not.toHaveAttribute('data-app');

      scripts.release();
      await expect(page.locator('#root')).toHaveAttribute('data-app', '');
      await expect(page.getByRole('button', { name: text(form.submit), exact: true })).toBeEnabled();
      for (const [index, field] of fields.entries())
        await expect(field).toHaveValue(form.fields[index]!.typed);
      // The field typed in last keeps the focus.
      await expect(fields.at(-1)!).toBeFocused();
    });
  }
});

test.describe('stylesheets', { tag: '@en-only' }, () => {
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
