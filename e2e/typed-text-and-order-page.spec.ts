import { randomUUID } from 'node:crypto';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import type { SignedIn } from '../shared/auth-schemas';
import {
  acceptInvitation,
  accountLinkIn,
  type BackOfficeSite,
  newPassword,
  openApp,
  openSignedIn,
  ownerEmail,
  startBackOfficeSite,
} from './support/back-office-site';

/**
 * What someone types, shown as typed: a one-line field refuses direction controls and separators, and the
 * back office shows a text that holds them in the order it was typed ("evil" never reads "live"). And the
 * customer's order page, whose address changes in the same tab to a token it does not know: "Order not found",
 * never the order shown before. In both languages, on a server of its own.
 */
const copy = {
  en: {
    locale: 'en-GB',
    name: 'Name',
    email: 'Email',
    message: 'Message',
    submit: 'Submit',
    invisible:
      'Your message was not sent: Name holds an invisible character (a line separator or a text direction mark, often copied with the text). Please type it again.',
    yourOrder: 'Your order',
    received: 'Order received',
    notFound: 'Order not found',
  },
  fr: {
    locale: 'fr-FR',
    name: 'Nom',
    email: 'E-mail',
    message: 'Message',
    submit: 'Envoyer',
    invisible:
      'Votre message n’a pas été envoyé : Nom contient un caractère invisible (un séparateur de ligne ou une marque de sens d’écriture, souvent copiés avec le texte). Saisissez-le à nouveau.',
    yourOrder: 'Votre commande',
    received: 'Commande reçue',
    notFound: 'Commande introuvable',
  },
} as const;

let site: BackOfficeSite;
let owner: SignedIn;

test.beforeAll(async ({ request }) => {
  site = await startBackOfficeSite();
  const link = accountLinkIn(await site.mail((mail) => mail.to.includes(ownerEmail)));
  owner = await acceptInvitation(request, site, link, { name: 'Camille Martin', password: newPassword() });
});
test.afterAll(async () => {
  await site?.stop();
});

async function newPage(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

/**
 * Where each character of `text` is drawn inside `element`, left to right: increasing when the characters
 * read in the order they were typed, decreasing when a direction control turned them round.
 */
async function drawnPositions(element: Locator, text: string): Promise<number[]> {
  return element.evaluate((root, wanted) => {
    const doc = root.ownerDocument;
    const walker = doc.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = (node.textContent ?? '').indexOf(wanted);
      if (at === -1) continue;
      const positions: number[] = [];
      for (let index = at; index < at + wanted.length; index++) {
        const range = doc.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        positions.push(range.getBoundingClientRect().left);
      }
      return positions;
    }
    throw new Error(`"${wanted}" is not on the page`);
  }, text);
}

const inTypedOrder = (positions: number[]) =>
  positions.every((left, index) => index === 0 || left > positions[index - 1]!);

for (const language of ['en', 'fr'] as const) {
  const t = copy[language];

  test(`a one-line field refuses a direction control, saying why, and keeps what was typed (${language})`, async ({
    browser,
  }) => {
    const page = await newPage(browser, t.locale);
    await openApp(page, `${site.baseUrl}/#/contact`);
    await page.getByRole('textbox', { name: t.name }).fill('Ada \u202Eevil');
    await page.getByRole('textbox', { name: t.email }).fill('ada@example.org');
    await page.getByRole('textbox', { name: t.message }).fill('Hello');
    const answer = page.waitForResponse('**/api/messages');
    await page.getByRole('button', { name: t.submit }).click();
    expect((await answer).status()).toBe(400);
    await expect(page.getByRole('status').filter({ hasText: t.invisible })).toBeVisible();
    await expect(page.getByRole('textbox', { name: t.name })).toHaveValue('Ada \u202Eevil');
    await expect(page.getByRole('textbox', { name: t.name })).toHaveAttribute('aria-invalid', 'true');
    await page.context().close();
  });

  test(`the back office shows a text holding direction controls in the order it was typed (${language})`, async ({
    browser,
    request,
  }) => {
    const run = randomUUID().slice(0, 8);
    const posted = await request.post(`${site.baseUrl}/api/messages`, {
      headers: { 'Idempotency-Key': randomUUID() },
      data: {
        type: 'contact',
        name: `Ada ${run}`,
        email: `ada.${run}@example.org`,
        message: `Please pay invoice\u202Efdp.exe\u202C now\u2028evil is \u202Elive\u202C (${run})`,
        hp: '',
      },
    });
    expect(posted.status()).toBe(202);
    const { id } = (await posted.json()) as { id: string };

    const page = await newPage(browser, t.locale);
    await openSignedIn(page, site, owner, `/user?q=${run}`);
    const row = page.getByRole('listitem').filter({ hasText: run });
    await expect(row).toBeVisible();
    expect(inTypedOrder(await drawnPositions(row, 'fdp.exe'))).toBe(true);
    await expect(row).toContainText('Please pay invoicefdp.exe now');

    await openSignedIn(page, site, owner, `/user/messages/${id}`);
    const text = page.locator('section').filter({ hasText: 'Please pay invoice' });
    await expect(text).toBeVisible();
    expect(inTypedOrder(await drawnPositions(text, 'fdp.exe'))).toBe(true);
    expect(inTypedOrder(await drawnPositions(text, 'live'))).toBe(true);
    await expect(text).toContainText('evil is live');
    // The line separator is a line break: "evil is live" starts a line of its own.
    const [now] = await drawnPositions(text, 'now');
    const [evil] = await drawnPositions(text, 'evil is');
    expect(evil!).toBeLessThan(now!);
    await page.context().close();
  });

  test(`the order page shows "${t.notFound}" when its address changes to an unknown order in the same tab (${language})`, async ({
    browser,
    request,
  }) => {
    const email = `order.${randomUUID().slice(0, 8)}@example.org`;
    const posted = await request.post(`${site.baseUrl}/api/messages`, {
      headers: { 'Idempotency-Key': randomUUID(), 'Content-Language': language },
      data: {
        type: 'driver',
        driverName: 'netatmo-weather-station',
        company: 'Domotique du Sud',
        firstName: 'Jean',
        lastName: 'Moulin',
        address: '1 rue de la Paix\n75002 Paris',
        email,
        mac: '00:0f:ff:12:34:56',
        hp: '',
      },
    });
    expect(posted.status()).toBe(202);
    const confirmation = await site.mail(
      (mail) => mail.to.includes(email) && mail.text.includes('/#/order/'),
    );
    const orderLink = /https?:\/\/\S+\/#\/order\/[\w-]{43}/.exec(confirmation.text)![0];

    const page = await newPage(browser, t.locale);
    await openApp(page, orderLink);
    await expect(page.getByRole('heading', { level: 1, name: t.yourOrder })).toBeVisible();
    await expect(page.getByText(t.received)).toBeVisible();

    // Another order's address, typed or pasted into the same tab: well formed, unknown to the server.
    await page.evaluate(() => {
      window.location.hash = '#/order/dW5rbm93bi10by10aGUtc2VydmVyLWF0LWFsbA';
    });
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await expect(page.getByText(t.received)).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(t.notFound));

    // Back to the order, then to an address cut short.
    await page.goBack();
    await expect(page.getByText(t.received)).toBeVisible();
    await page.evaluate(() => {
      window.location.hash = '#/order/cut-short';
    });
    await expect(page.getByRole('heading', { level: 1, name: t.notFound })).toBeVisible();
    await expect(page.getByText(t.received)).toHaveCount(0);
    await page.context().close();
  });
}
