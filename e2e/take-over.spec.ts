import { expect, type Locator, type Page, test } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';

/**
 * The app takes over the painted first screen (docs/decisions/006) on a phone-class CPU (4× slower), while a
 * visitor types at a normal pace from the moment a field shows, or clicks at first paint: nothing they type is
 * lost, and each click is acted on once.
 */

const languages = [
  {
    lang: 'en',
    locale: 'en-GB',
    signIn: { email: 'E-mail address', password: 'Password', forgot: 'Forgot your password?' },
    forgot: { email: 'E-mail address', submit: 'Send me a link', sent: /If an account uses this address/ },
    contact: { name: 'Name', email: 'Email', message: 'Message' },
    store: { buy: /^Buy · /, dialog: 'Licence order', company: 'Company', email: 'Email', close: 'Close' },
    menu: 'Open the menu',
    otherLanguage: { button: 'Français', lang: 'fr' },
  },
  {
    lang: 'fr',
    locale: 'fr-FR',
    signIn: { email: 'Adresse e-mail', password: 'Mot de passe', forgot: 'Mot de passe oublié ?' },
    forgot: {
      email: 'Adresse e-mail',
      submit: 'M’envoyer un lien',
      sent: /Si un compte utilise cette adresse/,
    },
    contact: { name: 'Nom', email: 'E-mail', message: 'Message' },
    store: {
      buy: /^Acheter · /,
      dialog: 'Commande de licence',
      company: 'Société',
      email: 'E-mail',
      close: 'Fermer',
    },
    menu: 'Ouvrir le menu',
    otherLanguage: { button: 'English', lang: 'en' },
  },
] as const;

/** A key every 80 ms, as a person types. */
const typingDelayMs = 80;

async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Holds the app's entry script until `release`: a test types its first characters into the painted first
 * screen, then lets the app load and take over while it goes on typing, so that the take-over happens in the
 * middle of the typing on any machine, however fast.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const appStarted = (page: Page) => expect(page.locator('#root')).toHaveAttribute('data-app', '');

/** Types `text` into `field` at a person's pace, letting the app load after the first characters. */
async function typeAcrossTakeOver(page: Page, field: Locator, text: string, release: () => void) {
  await field.pressSequentially(text.slice(0, 4), { delay: typingDelayMs });
  await expect(page.locator('#root')).not.toHaveAttribute('data-app');
  release();
  await field.pressSequentially(text.slice(4), { delay: typingDelayMs });
}

for (const language of languages) {
  test.describe(`the take-over on a slow CPU (${language.lang})`, () => {
    test.use({ locale: language.locale });

    test.beforeEach(async ({ page }) => {
      await slowCpu(page);
    });

    test('the sign-in form keeps every character typed while the app takes over', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdApp(page);
      await page.goto('/#/user', { waitUntil: 'commit' });
      const email = page.getByRole('textbox', { name: language.signIn.email });
      await email.waitFor();
      await email.click();
      await typeAcrossTakeOver(page, email, 'first.paint.17@example.test', release);
      const password = page.getByLabel(language.signIn.password, { exact: true });
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
    }) => {
      const errors = collectConsoleErrors(page);
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/auth/password-reset'))
          requests.push(request.postData() ?? '');
      });
      const release = await holdApp(page);
      await page.goto('/#/user', { waitUntil: 'commit' });
      await page.getByRole('link', { name: language.signIn.forgot }).click();
      const email = page.getByRole('textbox', { name: language.forgot.email });
      await email.waitFor();
      await email.click();
      await typeAcrossTakeOver(page, email, `nobody.${language.lang}@example.test`, release);
      await email.press('Enter');
      await expect(page.getByText(language.forgot.sent)).toBeVisible();
      await expect(email).toHaveValue(`nobody.${language.lang}@example.test`);
      // Give a second request the time to leave, if one were to.
      await page.waitForTimeout(1000);
      expect(requests).toEqual([JSON.stringify({ email: `nobody.${language.lang}@example.test` })]);
      expect(errors).toEqual([]);
    });

    test('a form sent before the app has taken over is sent once, when it has', async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith('/api/auth/password-reset'))
          requests.push(request.postData() ?? '');
      });
      const release = await holdApp(page);
      await page.goto('/#/user/forgot-password', { waitUntil: 'commit' });
      const email = page.getByRole('textbox', { name: language.forgot.email });
      await email.fill('early@example.test');
      await page.getByRole('button', { name: language.forgot.submit }).click();
      await expect(page.locator('#root')).not.toHaveAttribute('data-app');
      expect(requests).toEqual([]);
      release();
      await expect(page.getByText(language.forgot.sent)).toBeVisible();
      await page.waitForTimeout(1000);
      expect(requests).toEqual([JSON.stringify({ email: 'early@example.test' })]);
    });

    test('the contact form keeps every character typed while the app takes over', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdApp(page);
      await page.goto('/#/contact', { waitUntil: 'commit' });
      const name = page.getByRole('textbox', { name: language.contact.name });
      await name.waitFor();
      await name.click();
      await typeAcrossTakeOver(page, name, 'Zoë Łukowski-Nguyễn', release);
      const email = page.getByRole('textbox', { name: language.contact.email });
      await email.click();
      await email.pressSequentially('zoe@example.test', { delay: typingDelayMs });
      const message = page.getByRole('textbox', { name: language.contact.message });
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
    }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdApp(page);
      await page.goto('/#/contact', { waitUntil: 'commit' });
      const message = page.getByRole('textbox', { name: language.contact.message });
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
    }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdApp(page);
      await page.goto('/#/store', { waitUntil: 'commit' });
      await page.getByRole('button', { name: language.store.buy }).first().click();
      release();
      const dialog = page.getByRole('dialog', { name: language.store.dialog });
      const company = dialog.getByRole('textbox', { name: language.store.company });
      await company.waitFor();
      await company.click();
      await company.pressSequentially('Maison Connectée SARL', { delay: typingDelayMs });
      const email = dialog.getByRole('textbox', { name: language.store.email });
      await email.click();
      await email.pressSequentially('achats@example.test', { delay: typingDelayMs });
      await expect(company).toHaveValue('Maison Connectée SARL');
      await expect(email).toHaveValue('achats@example.test');
      await expect(page.getByRole('dialog')).toHaveCount(1);
      expect(errors).toEqual([]);
    });

    test('the menu and the language switch clicked at first paint act once', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const release = await holdApp(page);
      await page.goto('/#/', { waitUntil: 'commit' });
      await page.getByRole('button', { name: language.menu }).click();
      release();
      // Opened, not opened then closed again.
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await appStarted(page);
      await page.waitForTimeout(500);
      await expect(menu).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();

      const switchRelease = await holdApp(page);
      await page.reload({ waitUntil: 'commit' });
      await page.getByRole('button', { name: language.otherLanguage.button }).click();
      switchRelease();
      await expect(page.locator('html')).toHaveAttribute('lang', language.otherLanguage.lang);
      await appStarted(page);
      await page.waitForTimeout(500);
      await expect(page.locator('html')).toHaveAttribute('lang', language.otherLanguage.lang);
      expect(errors).toEqual([]);
    });
  });
}
