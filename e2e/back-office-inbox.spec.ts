import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import type { SignedIn } from '../shared/auth-schemas';
import {
  acceptInvitation,
  accountLinkIn,
  type BackOfficeSite,
  newPassword,
  openSignedIn,
  ownerEmail,
  startBackOfficeSite,
} from './support/back-office-site';

/**
 * The inbox in a browser, on a server of its own: what arrived through the site listed, searched, filtered,
 * opened, handled and reopened; the Spam view and "Not spam"; the CSV export. Each test posts its own
 * messages, named with a run id it then searches for.
 */
const languages = [
  { lang: 'en', locale: 'en-GB' },
  { lang: 'fr', locale: 'fr-FR' },
] as const;

const copy = {
  en: {
    search: 'Search',
    apply: 'Apply',
    kind: 'Kind',
    status: 'Status',
    licenceOrder: 'Licence order',
    handled: 'Handled',
    read: 'Read',
    new: 'New',
    total: (count: number) => `${count} items`,
    oneItem: '1 item',
    none: 'No item',
    inbox: 'Inbox',
    markHandled: 'Mark as handled',
    reopen: 'Reopen',
    reply: 'Reply by e-mail',
    back: 'Back to the list',
    driver: 'Velux KLF 200 gateway driver',
    handledBy: (name: string) => `Marked as handled by ${name}`,
    reopenedBy: (name: string) => `Reopened by ${name}`,
    spam: 'Spam',
    notSpam: 'Not spam',
    movedBy: (name: string) => `Moved to the inbox by ${name}`,
    exportCsv: 'Export CSV',
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
    backOfficeNav: 'Back office',
    markSpam: 'Mark as spam',
    delete: 'Delete',
    deleteYes: 'Yes, delete it',
    deleted: 'The message was deleted.',
    driverSearch: 'KLF 200 gateway',
    clearFilters: 'Clear filters',
  },
  fr: {
    search: 'Rechercher',
    apply: 'Appliquer',
    kind: 'Type',
    status: 'Statut',
    licenceOrder: 'Commande de licence',
    handled: 'Traité',
    read: 'Lu',
    new: 'Nouveau',
    total: (count: number) => `${count} éléments`,
    oneItem: '1 élément',
    none: 'Aucun élément',
    inbox: 'Boîte de réception',
    markHandled: 'Marquer comme traité',
    reopen: 'Rouvrir',
    reply: 'Répondre par e-mail',
    back: 'Retour à la liste',
    driver: 'Driver passerelle Velux KLF 200',
    handledBy: (name: string) => `Marqué comme traité par ${name}`,
    reopenedBy: (name: string) => `Rouvert par ${name}`,
    spam: 'Indésirables',
    notSpam: 'Pas un spam',
    movedBy: (name: string) => `Placé dans la boîte de réception par ${name}`,
    exportCsv: 'Exporter en CSV',
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
    backOfficeNav: 'Espace de gestion',
    markSpam: 'Marquer comme spam',
    delete: 'Supprimer',
    deleteYes: 'Oui, le supprimer',
    deleted: 'Le message a été supprimé.',
    driverSearch: 'passerelle Velux',
    clearFilters: 'Effacer les filtres',
  },
};
type Copy = (typeof copy)[keyof typeof copy];

const ownerName = 'Camille Martin';
let site: BackOfficeSite;
let owner: SignedIn;

test.beforeAll(async ({ playwright }) => {
  site = await startBackOfficeSite();
  const request = await playwright.request.newContext();
  const link = accountLinkIn(await site.mail((mail) => mail.to.includes(ownerEmail)));
  owner = await acceptInvitation(request, site, link, { name: ownerName, password: newPassword() });
  await request.dispose();
});
test.afterAll(async () => {
  await site?.stop();
});

/** Posts what a visitor sends through the site's forms. */
async function post(request: APIRequestContext, data: Record<string, string>) {
  const response = await request.post(`${site.baseUrl}/api/messages`, {
    headers: { 'Idempotency-Key': randomUUID() },
    data,
  });
  expect(response.status()).toBe(202);
}

/** A contact message, an information request and a licence order, each carrying `run` to be found by. */
async function postOneOfEach(request: APIRequestContext, run: string) {
  await post(request, {
    type: 'contact',
    name: `Émilie Lefèvre ${run}`,
    email: `emilie.${run}@example.org`,
    message: `Bonjour, la lumière du séjour clignote (${run}).\nMerci d’avance.`,
    hp: '',
  });
  await post(request, {
    type: 'contact',
    name: '',
    email: `app.${run}@example.org`,
    message: `=2+3 please send me the app details (${run})`,
    hp: '',
  });
  await post(request, {
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

async function search(page: Page, text: Copy, query: string) {
  await page.getByRole('searchbox', { name: text.search }).fill(query);
  await page.getByRole('button', { name: text.apply }).click();
}

/** The list's items, each a heading with the link that opens it. */
const items = (page: Page) =>
  page
    .getByRole('list')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .getByRole('listitem');

for (const { lang, locale } of languages) {
  test.describe(`the inbox (${lang})`, () => {
    test.use({ locale });
    const text = copy[lang];

    test('lists what arrived, finds it by search, kind and status, and marks it handled and reopens it', async ({
      page,
    }) => {
      const run = randomUUID().slice(0, 8);
      await postOneOfEach(page.request, run);
      await openSignedIn(page, site, owner);

      await search(page, text, run);
      await expect(page.getByRole('status').filter({ hasText: text.total(3) })).toBeVisible();
      await expect(items(page)).toHaveCount(3);
      // Newest first: the order was posted last.
      await expect(items(page).first()).toContainText(text.driver);
      await expect(items(page).first()).toContainText('MAC 00:0F:FF:12:34:56');
      await expect(items(page).nth(2)).toContainText(`Émilie Lefèvre ${run}`);
      await expect(items(page).nth(2)).toContainText(text.new);

      await page.getByRole('combobox', { name: text.kind }).selectOption({ label: text.licenceOrder });
      await expect(page.getByRole('status').filter({ hasText: text.oneItem })).toBeVisible();
      await items(page).getByRole('link').click();

      await expect(page.getByRole('heading', { level: 1, name: `Jean Order ${run}` })).toBeVisible();
      // Still in the Messages section of the back office.
      await expect(
        page.getByRole('navigation', { name: text.backOfficeNav }).getByRole('link', { name: 'Messages' }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('definition').filter({ hasText: text.driver })).toBeVisible();
      await expect(page.getByRole('definition').filter({ hasText: '00:0F:FF:12:34:56' })).toBeVisible();
      await expect(page.getByRole('definition').getByText(text.read, { exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: text.reply })).toHaveAttribute(
        'href',
        new RegExp(`^mailto:order\\.${run}@example\\.org\\?subject=`),
      );

      await page.getByRole('button', { name: text.markHandled }).click();
      await expect(page.getByRole('definition').getByText(text.handled, { exact: true })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: text.handledBy(ownerName) })).toBeVisible();

      await page.getByRole('link', { name: text.back }).click();
      await page.getByRole('combobox', { name: text.status }).selectOption({ label: text.handled });
      await expect(items(page)).toHaveCount(1);
      await expect(items(page)).toContainText(`Jean Order ${run}`);

      await items(page).getByRole('link').click();
      await page.getByRole('button', { name: text.reopen }).click();
      await expect(page.getByRole('button', { name: text.markHandled })).toBeVisible();
      await expect(page.getByRole('listitem').filter({ hasText: text.reopenedBy(ownerName) })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page.getByRole('status').filter({ hasText: text.none })).toBeVisible();
    });

    test('a message whose honeypot was filled waits in Spam; "Not spam" moves it and mails the owner once', async ({
      page,
    }) => {
      const run = randomUUID().slice(0, 8);
      const email = `autofill.${run}@example.org`;
      await post(page.request, {
        type: 'contact',
        name: `Autofill ${run}`,
        email,
        message: 'A real message whose hidden field the browser filled in.',
        hp: 'autofilled',
      });
      const ownerMails = () =>
        site.sink.mails.filter((mail) => mail.to.includes(ownerEmail) && mail.replyTo.includes(email));
      await openSignedIn(page, site, owner);

      await search(page, text, run);
      await expect(page.getByRole('status').filter({ hasText: text.none })).toBeVisible();
      await page.getByRole('link', { name: text.spam, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: text.spam })).toBeVisible();
      await search(page, text, run);
      await expect(items(page)).toHaveCount(1);
      await items(page)
        .getByRole('link', { name: `Autofill ${run}` })
        .click();
      expect(ownerMails()).toHaveLength(0);

      await page.getByRole('button', { name: text.notSpam }).click();
      await expect(page.getByRole('listitem').filter({ hasText: text.movedBy(ownerName) })).toBeVisible();
      await expect(page.getByRole('button', { name: text.notSpam })).toHaveCount(0);
      await site.mail((mail) => ownerMails().includes(mail));

      // The outbox sends in order: once a message posted afterwards is mailed, a second copy would be in too.
      const later = `later.${run}@example.org`;
      await post(page.request, {
        type: 'contact',
        name: `Later ${run}`,
        email: later,
        message: 'Later.',
        hp: '',
      });
      await site.mail((mail) => mail.replyTo.includes(later));
      expect(ownerMails()).toHaveLength(1);

      await page.getByRole('link', { name: text.back }).click();
      await page.getByRole('link', { name: text.inbox, exact: true }).click();
      // The inbox's own view first: a search typed while the Spam view is still shown is left with it.
      await expect(page.getByRole('heading', { level: 1, name: text.inbox })).toBeVisible();
      await search(page, text, `Autofill ${run}`);
      await expect(items(page)).toHaveCount(1);
    });

    test('exports the current filter as CSV a spreadsheet opens safely, one message per record', async ({
      page,
    }) => {
      const run = randomUUID().slice(0, 8);
      await postOneOfEach(page.request, run);
      await openSignedIn(page, site, owner);
      await search(page, text, run);
      await expect(items(page)).toHaveCount(3);

      // The form a spreadsheet of the page's language opens: Excel (France) for a French page.
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: text.exportCsv }).click();
      const file = await readFile(await (await download).path());

      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const records = parse(file, { bom: true, delimiter: text.csvDelimiter }) as string[][];
      expect(records[0]).toEqual(text.csvHeader);
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
      expect(records.some((record) => record[6] === `'=2+3 please send me the app details (${run})`)).toBe(
        true,
      );
      expect(records.some((record) => record[6]?.startsWith('=2+3'))).toBe(false);
    });

    test('moves a message to Spam, finds an order by its driver, and deletes a message for good', async ({
      page,
    }) => {
      const run = randomUUID().slice(0, 8);
      await postOneOfEach(page.request, run);
      await openSignedIn(page, site, owner);

      await search(page, text, `Émilie Lefèvre ${run}`);
      await expect(items(page)).toHaveCount(1);
      await items(page).getByRole('link').click();
      await page.getByRole('button', { name: text.markSpam }).click();
      await expect(page.getByRole('button', { name: text.notSpam })).toBeVisible();
      await page.getByRole('link', { name: text.back }).click();
      await expect(page.getByRole('status').filter({ hasText: text.none })).toBeVisible();
      await page.getByRole('link', { name: text.spam, exact: true }).click();
      await search(page, text, run);
      await expect(items(page)).toHaveCount(1);

      // Deleted on the person's request: gone from every view.
      await items(page).getByRole('link').click();
      await page.getByRole('button', { name: text.delete, exact: true }).click();
      await page.getByRole('button', { name: text.deleteYes }).click();
      await expect(page.getByRole('status').filter({ hasText: text.deleted })).toBeVisible();
      await page.getByRole('link', { name: text.spam, exact: true }).click();
      await search(page, text, run);
      await expect(page.getByRole('status').filter({ hasText: text.none })).toBeVisible();

      // A licence order, found by the name of its driver.
      await page.getByRole('link', { name: text.inbox, exact: true }).click();
      await search(page, text, text.driverSearch);
      await expect(items(page).filter({ hasText: `Jean Order ${run}` })).toHaveCount(1);
      await page.getByRole('button', { name: text.clearFilters }).click();
      await expect(page.getByRole('searchbox', { name: text.search })).toHaveValue('');
    });
  });
}
