import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { findDriver } from '../shared/driver-catalogue';
import { type BackOfficeSite, openSignedIn, ownerEmail } from './support/back-office-site';
import { test as base, expect } from './support/fixtures';
import type { InterfaceText } from './support/interface-text';

/**
 * The inbox in a browser, on a server of its own: what arrived through the site listed, searched, filtered,
 * opened, handled and reopened; the Spam view and "Not spam"; the CSV export. Each test posts its own
 * messages, named with a run id it then searches for.
 */
base.use({ siteOptions: {} });

/** The export as a spreadsheet of the page's language opens it, and a part of the driver's title to search. */
const spreadsheet = {
  en: {
    csvHeader: [
      'received_at',
      'kind',
      'status',
      'name',
      'email',
      'company',
      'message',
      'driver',
      'mac',
      'address',
    ],
    csvDelimiter: ',',
    driverSearch: 'KLF 200 gateway',
  },
  fr: {
    csvHeader: [
      'Reçu le',
      'Type',
      'Statut',
      'Nom',
      'E-mail',
      'Société',
      'Message',
      'Driver',
      'Adresse MAC',
      'Adresse',
    ],
    csvDelimiter: ';',
    driverSearch: 'passerelle Velux',
  },
} as const;

const velux = findDriver('velux-klf200-gateway')!;

/** Posts what a visitor sends through the site's forms. */
async function post(site: BackOfficeSite, request: APIRequestContext, data: Record<string, string>) {
  const response = await request.post(`${site.baseUrl}/api/messages`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data,
  });
  expect(response.status()).toBe(202);
}

/** A contact message, an information request and a licence order, each carrying `run` to be found by. */
async function postOneOfEach(site: BackOfficeSite, request: APIRequestContext, run: string) {
  await post(site, request, {
    type: 'contact',
    name: `Émilie Lefèvre ${run}`,
    email: `emilie.${run}@example.org`,
    message: `Bonjour, la lumière du séjour clignote (${run}).\nMerci d’avance.`,
    hp: '',
  });
  await post(site, request, {
    type: 'contact',
    name: '',
    email: `app.${run}@example.org`,
    message: `=2+3 please send me the app details (${run})`,
    hp: '',
  });
  await post(site, request, {
    type: 'driver',
    driverName: 'velux-klf200-gateway',
    company: `Domotique ${run}`,
    firstName: 'Jean',
    lastName: `Order ${run}`,
    address: '1 rue de la Paix\n75002 Paris',
    email: `order.${run}@example.org`,
    mac: '00:0f:ff:12:34:56',
    hp: '',
  });
}

async function search(page: Page, text: InterfaceText, query: string) {
  await page.getByRole('searchbox', { name: text('backOffice.search') }).fill(query);
  await page.getByRole('button', { name: text('backOffice.search.submit') }).click();
}

const test = base.extend<{
  /**
   * Posts one message of each kind for a new run, opens the inbox signed in and searches for the run (or for
   * what `query` makes of it); returns the run.
   */
  openWithOneOfEach: (query?: (run: string) => string) => Promise<string>;
}>({
  openWithOneOfEach: async ({ page, site, owner, text }, use) =>
    use(async (query = (run) => run) => {
      const run = randomUUID().slice(0, 8);
      await postOneOfEach(site, page.request, run);
      await openSignedIn(page, site, owner, '/user/messages');
      await search(page, text, query(run));
      return run;
    }),
});

/** The message's history shows `entry`. */
async function expectHistory(page: Page, entry: string) {
  await expect(page.getByRole('listitem').filter({ hasText: entry })).toBeVisible();
}

/** The list's items, each a heading with the link that opens it. */
const items = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .getByRole('listitem');

test('lists what arrived, finds it by search, kind and status, and marks it handled and reopens it', async ({
  page,
  owner,
  text,
  language,
  openWithOneOfEach,
}) => {
  const run = await openWithOneOfEach();
  await expect(
    page.getByRole('status').filter({ hasText: text('backOffice.total', { count: 3 }) }),
  ).toBeVisible();
  await expect(items(page)).toHaveCount(3);
  // Newest first: the order was posted last.
  await expect(items(page).first()).toContainText(velux.title[language]);
  await expect(items(page).first()).toContainText('MAC 00:0F:FF:12:34:56');
  await expect(items(page).nth(2)).toContainText(`Émilie Lefèvre ${run}`);
  await expect(items(page).nth(2)).toContainText(text('backOffice.status.new'));

  await page
    .getByRole('combobox', { name: text('backOffice.filter.kind') })
    .selectOption({ label: text('backOffice.kind.licence_order') });
  await expect(
    page.getByRole('status').filter({ hasText: text('backOffice.total', { count: 1 }) }),
  ).toBeVisible();
  await items(page).getByRole('link').click();

  await expect(page.getByRole('heading', { level: 1, name: `Jean Order ${run}` })).toBeVisible();
  // Still in the Messages section of the back office.
  await expect(
    page
      .getByRole('navigation', { name: text('backOffice.nav') })
      .getByRole('link', { name: text('backOffice.nav.messages') }),
  ).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('definition').filter({ hasText: velux.title[language] })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: '00:0F:FF:12:34:56' })).toBeVisible();
  await expect(
    page.getByRole('definition').getByText(text('backOffice.status.read'), { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: text('backOffice.reply') })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:order\\.${run}@example\\.org\\?subject=`),
  );

  await page.getByRole('button', { name: text('backOffice.markHandled') }).click();
  await expect(
    page.getByRole('definition').getByText(text('backOffice.status.handled'), { exact: true }),
  ).toBeVisible();
  await expectHistory(page, text('backOffice.history.message_handled', { actor: owner.username }));

  await page.getByRole('link', { name: text('backOffice.back') }).click();
  await page
    .getByRole('combobox', { name: text('backOffice.filter.status') })
    .selectOption({ label: text('backOffice.status.handled') });
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText(`Jean Order ${run}`);

  await items(page).getByRole('link').click();
  await page.getByRole('button', { name: text('backOffice.reopen') }).click();
  await expect(page.getByRole('button', { name: text('backOffice.markHandled') })).toBeVisible();
  await expectHistory(page, text('backOffice.history.message_reopened', { actor: owner.username }));
  await page.getByRole('link', { name: text('backOffice.back') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('backOffice.total.none') })).toBeVisible();
});

test('a message whose honeypot was filled waits in Spam; "Not spam" moves it and mails the owner once', async ({
  page,
  site,
  owner,
  text,
}) => {
  const run = randomUUID().slice(0, 8);
  const email = `autofill.${run}@example.org`;
  await post(site, page.request, {
    type: 'contact',
    name: `Autofill ${run}`,
    email,
    message: 'A real message whose hidden field the browser filled in.',
    hp: 'autofilled',
  });
  const ownerMails = () =>
    site.sink.mails.filter((mail) => mail.to.includes(ownerEmail) && mail.replyTo.includes(email));
  await openSignedIn(page, site, owner, '/user/messages');

  await search(page, text, run);
  await expect(page.getByRole('status').filter({ hasText: text('backOffice.total.none') })).toBeVisible();
  await page.getByRole('link', { name: text('backOffice.view.spam'), exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: text('backOffice.view.spam') })).toBeVisible();
  await search(page, text, run);
  await expect(items(page)).toHaveCount(1);
  await items(page)
    .getByRole('link', { name: `Autofill ${run}` })
    .click();
  expect(ownerMails()).toHaveLength(0);

  await page.getByRole('button', { name: text('backOffice.notSpam') }).click();
  await expectHistory(page, text('backOffice.history.message_not_spam', { actor: owner.username }));
  await expect(page.getByRole('button', { name: text('backOffice.notSpam') })).toHaveCount(0);
  await site.mail((mail) => ownerMails().includes(mail));

  // The outbox sends in order: once a message posted afterwards is mailed, a second copy would be in too.
  const later = `later.${run}@example.org`;
  await post(site, page.request, {
    type: 'contact',
    name: `Later ${run}`,
    email: later,
    message: 'Later.',
    hp: '',
  });
  await site.mail((mail) => mail.replyTo.includes(later));
  expect(ownerMails()).toHaveLength(1);

  await page.getByRole('link', { name: text('backOffice.back') }).click();
  await page.getByRole('link', { name: text('backOffice.view.inbox'), exact: true }).click();
  // The inbox's own view first: a search typed while the Spam view is still shown is left with it.
  await expect(page.getByRole('heading', { level: 1, name: text('backOffice.view.inbox') })).toBeVisible();
  await search(page, text, `Autofill ${run}`);
  await expect(items(page)).toHaveCount(1);
});

test('exports the current filter as CSV a spreadsheet opens safely, one message per record', async ({
  page,
  text,
  language,
  openWithOneOfEach,
}) => {
  const run = await openWithOneOfEach();
  await expect(items(page)).toHaveCount(3);

  // The form a spreadsheet of the page's language opens: Excel (France) for a French page.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: text('backOffice.export') }).click();
  const file = await readFile(await (await download).path());

  expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const records = parse(file, { bom: true, delimiter: spreadsheet[language].csvDelimiter }) as string[][];
  expect(records[0]).toEqual(spreadsheet[language].csvHeader);
  // Only the filter: the three messages of this run, the multi-line address and message each in one field.
  expect(records).toHaveLength(4);
  expect(records.slice(1).every((record) => record.join(' ').includes(run))).toBe(true);
  expect(records.some((record) => record[3] === `Émilie Lefèvre ${run}`)).toBe(true);
  expect(
    records.some(
      (record) => record[6] === `Bonjour, la lumière du séjour clignote (${run}).\nMerci d’avance.`,
    ),
  ).toBe(true);
  expect(records.some((record) => record[9] === '1 rue de la Paix\n75002 Paris')).toBe(true);
  expect(records.some((record) => record[6] === `'=2+3 please send me the app details (${run})`)).toBe(true);
  expect(records.some((record) => record[6]?.startsWith('=2+3'))).toBe(false);
});

test('moves a message to Spam, finds an order by its driver, and deletes a message for good', async ({
  page,
  text,
  language,
  openWithOneOfEach,
}) => {
  const run = await openWithOneOfEach((run) => `Émilie Lefèvre ${run}`);
  await expect(items(page)).toHaveCount(1);
  await items(page).getByRole('link').click();
  await page.getByRole('button', { name: text('backOffice.spam') }).click();
  await expect(page.getByRole('button', { name: text('backOffice.notSpam') })).toBeVisible();
  await page.getByRole('link', { name: text('backOffice.back') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('backOffice.total.none') })).toBeVisible();
  await page.getByRole('link', { name: text('backOffice.view.spam'), exact: true }).click();
  await search(page, text, run);
  await expect(items(page)).toHaveCount(1);

  // Deleted on the person's request: gone from every view.
  await items(page).getByRole('link').click();
  await page.getByRole('button', { name: text('backOffice.delete'), exact: true }).click();
  await page.getByRole('button', { name: text('backOffice.delete.yes') }).click();
  await expect(page.getByRole('status').filter({ hasText: text('backOffice.deleted') })).toBeVisible();
  await page.getByRole('link', { name: text('backOffice.view.spam'), exact: true }).click();
  await search(page, text, run);
  await expect(page.getByRole('status').filter({ hasText: text('backOffice.total.none') })).toBeVisible();

  // A licence order, found by the name of its driver.
  await page.getByRole('link', { name: text('backOffice.view.inbox'), exact: true }).click();
  await search(page, text, spreadsheet[language].driverSearch);
  await expect(items(page).filter({ hasText: `Jean Order ${run}` })).toHaveCount(1);
  await page.getByRole('button', { name: text('backOffice.filters.clear') }).click();
  await expect(page.getByRole('searchbox', { name: text('backOffice.search') })).toHaveValue('');
});
