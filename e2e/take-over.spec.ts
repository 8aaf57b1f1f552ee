import type { Locator, Page } from '@playwright/test';
import { languages } from '../shared/language';
import { expect, test } from './support/fixtures';
import { collectConsoleErrors } from './support/console-errors';
import { holdApp, openHeld } from './support/held-app';

/**
 * The app takes over the painted first screen (docs/decisions/006) on a phone-class CPU (4× slower), while a
 * visitor types at a normal pace from the moment a field shows, or clicks at first paint: nothing they type is
 * lost, and each click is acted on once.
 */

/** A key every 80 ms, as a person types. */
const typingDelayMs = 80;

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/** The bodies of the password-reset requests the page sends. */
function passwordResetRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/password-reset'))
      requests.push(request.postData() ?? '');
  });
  return requests;
}

const appStarted = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-app', '');

/** Types `text` into `field` at a person's pace, letting the app load after the first characters. */
async function typeAcrossTakeOver(page: Page, field: Locator, text: string, release: () => void) {
  await field.pressSequentially(text.slice(0, 4), { delay: typingDelayMs });
  await expect(page.locator('#root')).not.toHaveAttribute('data-app');
  release();
  await field.pressSequentially(text.slice(4), { delay: typingDelayMs });
}

test.describe('the take-over on a slow CPU', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page);
  });

  test('the sign-in form keeps every character typed while the app takes over', async ({ page, text }) => {
    const { errors, release } = await openHeld(page, '/user');
    const email = page.getByRole('textbox', { name: text('signIn.email') });
    await email.waitFor();
    await email.click();
    await typeAcrossTakeOver(page, email, 'first.paint.17@example.test', release);
    const password = page.getByLabel(text('signIn.password'), { exact: true });
    await password.click();
    await password.pressSequentially('correct horse battery', { delay: typingDelayMs });
    await appStarted(page);
    await expect(email).toHaveValue('first.paint.17@example.test');
    await expect(password).toHaveValue('correct horse battery');
    await expect(password).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('the forgotten-password form, reached by its link at first paint, keeps every character and sends one request', async ({
    page,
    language,
    text,
  }) => {
    const requests = passwordResetRequests(page);
    const { errors, release } = await openHeld(page, '/user');
    await page.getByRole('link', { name: text('signIn.forgotPassword') }).click();
    const email = page.getByRole('textbox', { name: text('forgot.email') });
    await email.waitFor();
    await email.click();
    await typeAcrossTakeOver(page, email, `nobody.${language}@example.test`, release);
    await email.press('Enter');
    await expect(page.getByText(text.part('forgot.sent'))).toBeVisible();
    await expect(email).toHaveValue(`nobody.${language}@example.test`);
    // Give a second request the time to leave, if one were to.
    await page.waitForTimeout(1000);
    expect(requests).toEqual([JSON.stringify({ email: `nobody.${language}@example.test` })]);
    expect(errors).toEqual([]);
  });

  test('"Forgot your password?" clicked at each moment of the take-over, the address typed at once: it is sent every time', async ({
    pageIn,
    language,
    text,
  }) => {
    // The link followed as the router starts, as hydration starts, and once the app has rendered; the new page's
    // chunk held until the visitor has typed a few characters, so that they type before it shows, on any machine.
    const moments = ['router started', 'hydration started', 'rendered'];
    // Six page loads on a CPU slowed 4×.
    test.setTimeout(180_000);
    for (const [run, moment] of [...moments, ...moments].entries()) {
      const page = await pageIn();
      await slowCpu(page);
      const requests = passwordResetRequests(page);
      const errors = collectConsoleErrors(page);
      const releaseApp = await holdApp(page);
      let releasePage = () => {};
      const pageHeld = new Promise<void>((resolve) => (releasePage = resolve));
      await page.route(/\/assets\/forgot-password-page-[^/]+\.js$/, async (route) => {
        await pageHeld;
        await route.continue();
      });
      await page.goto('/#/user', { waitUntil: 'commit' });
      const link = page.getByRole('link', { name: text('signIn.forgotPassword') });
      await link.waitFor();
      releaseApp();
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(`take-over: ${mark}`).length > 0,
        moment,
        { polling: 'raf' },
      );
      await link.click();
      // At once, in the address field on screen: the sign-in form's, which reads the same, while the new page loads.
      const address = `at.once.${language}.${run}@example.test`;
      const field = page.getByRole('textbox', { name: text('forgot.email') });
      await field.click();
      await field.pressSequentially(address.slice(0, 6), { delay: typingDelayMs });
      releasePage();
      await field.pressSequentially(address.slice(6), { delay: typingDelayMs });
      await appStarted(page);
      await expect(page.getByRole('heading', { level: 1, name: text('forgot.title') })).toBeVisible();
      await expect(field, `followed at "${moment}"`).toHaveValue(address);
      await field.press('Enter');
      await expect(page.getByText(text.part('forgot.sent'))).toBeVisible();
      expect(requests).toEqual([JSON.stringify({ email: address })]);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  test('a form sent before the app has taken over is sent once, when it has', async ({ page, text }) => {
    const requests = passwordResetRequests(page);
    const release = await holdApp(page);
    await page.goto('/#/user/forgot-password', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: text('forgot.email') });
    await email.fill('early@example.test');
    await page.getByRole('button', { name: text('forgot.submit') }).click();
    await expect(page.locator('#root')).not.toHaveAttribute('data-app');
    expect(requests).toEqual([]);
    release();
    await expect(page.getByText(text.part('forgot.sent'))).toBeVisible();
    await page.waitForTimeout(1000);
    expect(requests).toEqual([JSON.stringify({ email: 'early@example.test' })]);
  });

  test('the contact form keeps every character typed while the app takes over', async ({ page, text }) => {
    const { errors, release } = await openHeld(page, '/contact');
    const name = page.getByRole('textbox', { name: text('contact.form.name') });
    await name.waitFor();
    await name.click();
    await typeAcrossTakeOver(page, name, 'Zoë Łukowski-Nguyễn', release);
    const email = page.getByRole('textbox', { name: text('contact.form.email') });
    await email.click();
    await email.pressSequentially('zoe@example.test', { delay: typingDelayMs });
    const message = page.getByRole('textbox', { name: text('contact.form.message') });
    await message.click();
    await message.pressSequentially('Bonjour, une question sur le driver.', { delay: typingDelayMs });
    await appStarted(page);
    await expect(name).toHaveValue('Zoë Łukowski-Nguyễn');
    await expect(email).toHaveValue('zoe@example.test');
    await expect(message).toHaveValue('Bonjour, une question sur le driver.');
    expect(errors).toEqual([]);
  });

  test('a visitor who scrolled the painted page stays where they are, and their click is acted on', async ({
    page,
    text,
  }) => {
    const { errors, release } = await openHeld(page, '/contact');
    const message = page.getByRole('textbox', { name: text('contact.form.message') });
    await message.waitFor();
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await page.evaluate(() => window.scrollY);
    release();
    await appStarted(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    // Nothing focused: the page's heading is not focused into view either.
    await expect(page.locator('h1')).not.toBeInViewport();
    expect(errors).toEqual([]);
  });

  test('Buy clicked at first paint opens the licence dialog once, whose fields keep every character', async ({
    page,
    text,
  }) => {
    const { errors, release } = await openHeld(page, '/store');
    await page
      .getByRole('button', { name: text.start('store.buy') })
      .first()
      .click();
    release();
    const dialog = page.getByRole('dialog', { name: text('store.dialog.title') });
    const company = dialog.getByRole('textbox', { name: text('buyerFields.company') });
    await company.waitFor();
    await company.click();
    await company.pressSequentially('Maison Connectée SARL', { delay: typingDelayMs });
    const email = dialog.getByRole('textbox', { name: text('store.dialog.email') });
    await email.click();
    await email.pressSequentially('achats@example.test', { delay: typingDelayMs });
    await expect(company).toHaveValue('Maison Connectée SARL');
    await expect(email).toHaveValue('achats@example.test');
    await expect(page.getByRole('dialog')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the menu and the language switch clicked at first paint act once', async ({
    page,
    language,
    text,
  }) => {
    const other = languages.find((each) => each !== language)!;
    const { errors, release } = await openHeld(page, '/');
    await page.getByRole('button', { name: text('shell.menu.open') }).click();
    release();
    // Opened, not opened then closed again.
    const menu = page.getByRole('dialog', { name: text('shell.menu.title') });
    await expect(menu).toBeVisible();
    await appStarted(page);
    await page.waitForTimeout(500);
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();

    const switchRelease = await holdApp(page);
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('button', { name: text(`shell.language.${other}`) }).click();
    switchRelease();
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    await appStarted(page);
    await page.waitForTimeout(500);
    await expect(page.locator('html')).toHaveAttribute('lang', other);
    expect(errors).toEqual([]);
  });
});
