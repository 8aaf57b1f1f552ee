import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { openApp, openSignedIn } from './support/back-office-site';
import { expect, test } from './support/fixtures';
import type { InterfaceText } from './support/interface-text';

/**
 * What someone types, shown as typed: a one-line field refuses direction controls and separators, and the
 * back office shows a text that holds them in the order it was typed ("evil" never reads "live"). And the
 * customer's order page, whose address changes in the same tab to a token it does not know: "Order not found",
 * never the order shown before. In both languages, on a server of its own.
 */
// A site of this spec's own: a file that sets its site options gets a worker, and so a site, of its own.
test.use({ siteOptions: {} });

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

/** The address `hash`, opened in the same tab, shows no order: the not-found page, no order's steps. */
async function expectNoOrderAt(page: Page, text: InterfaceText, hash: string) {
  await page.evaluate((address) => {
    window.location.hash = address;
  }, hash);
  await expect(
    page.getByRole('heading', { level: 1, name: text('orderTracking.notFound.title') }),
  ).toBeVisible();
  await expect(page.getByText(text('orderTracking.step.received'))).toHaveCount(0);
}

test('a one-line field refuses a direction control, saying why, and keeps what was typed', async ({
  site,
  text,
  pageIn,
}) => {
  const page = await pageIn({ height: 720 });
  await openApp(page, `${site.baseUrl}/#/contact`);
  await page.getByRole('textbox', { name: text('contact.form.name') }).fill('Ada \u202Eevil');
  await page.getByRole('textbox', { name: text('contact.form.email') }).fill('ada@example.org');
  await page.getByRole('textbox', { name: text('contact.form.message') }).fill('Hello');
  const answer = page.waitForResponse('**/api/messages');
  await page.getByRole('button', { name: text('contact.form.submit') }).click();
  expect((await answer).status()).toBe(400);
  await expect(
    page.getByRole('status').filter({
      hasText: text('formStatus.invisibleCharacters', { fields: text('contact.form.name'), count: 1 }),
    }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: text('contact.form.name') })).toHaveValue('Ada \u202Eevil');
  await expect(page.getByRole('textbox', { name: text('contact.form.name') })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page.context().close();
});

test('the back office shows a text holding direction controls in the order it was typed', async ({
  site,
  owner,
  pageIn,
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

  const page = await pageIn({ height: 720 });
  await openSignedIn(page, site, owner, `/user?q=${run}`);
  const row = page.getByRole('listitem').filter({ hasText: run });
  await expect(row).toBeVisible();
  expect(inTypedOrder(await drawnPositions(row, 'fdp.exe'))).toBe(true);
  await expect(row).toContainText('Please pay invoicefdp.exe now');

  await openSignedIn(page, site, owner, `/user/messages/${id}`);
  const shown = page.locator('section').filter({ hasText: 'Please pay invoice' });
  await expect(shown).toBeVisible();
  expect(inTypedOrder(await drawnPositions(shown, 'fdp.exe'))).toBe(true);
  expect(inTypedOrder(await drawnPositions(shown, 'live'))).toBe(true);
  await expect(shown).toContainText('evil is live');
  // The line separator is a line break: "evil is live" starts a line of its own.
  const [now] = await drawnPositions(shown, 'now');
  const [evil] = await drawnPositions(shown, 'evil is');
  expect(evil!).toBeLessThan(now!);
  await page.context().close();
});

test('the order page says the order was not found when its address changes to an unknown order in the same tab', async ({
  site,
  language,
  text,
  pageIn,
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
  const confirmation = await site.mail((mail) => mail.to.includes(email) && mail.text.includes('/#/order/'));
  const orderLink = /https?:\/\/\S+\/#\/order\/[\w-]{43}/.exec(confirmation.text)![0];

  const page = await pageIn({ height: 720 });
  await openApp(page, orderLink);
  await expect(page.getByRole('heading', { level: 1, name: text('orderTracking.title') })).toBeVisible();
  await expect(page.getByText(text('orderTracking.step.received'))).toBeVisible();

  // Another order's address, typed or pasted into the same tab: well formed, unknown to the server.
  await expectNoOrderAt(page, text, '#/order/dW5rbm93bi10by10aGUtc2VydmVyLWF0LWFsbA');
  await expect(page).toHaveTitle(new RegExp(text('orderTracking.notFound.title')));

  // Back to the order, then to an address cut short.
  await page.goBack();
  await expect(page.getByText(text('orderTracking.step.received'))).toBeVisible();
  await expectNoOrderAt(page, text, '#/order/cut-short');
  await page.context().close();
});
