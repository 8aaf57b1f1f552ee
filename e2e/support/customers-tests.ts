import type { APIRequestContext } from '@playwright/test';
import type { SignedIn } from '../../shared/auth-schemas';
import { type Language, languages } from '../../shared/language';
import type { OrderListPage } from '../../shared/order-schemas';
import { backOfficeMessages } from '../../web/src/features/back-office/back-office-messages';
import { customersMessages } from '../../web/src/features/back-office/customers/customers-messages';
import { quotesMessages } from '../../web/src/features/back-office/quotes/quotes-messages';
import { buyerFieldsMessages } from '../../web/src/components/buyer-fields/buyer-fields-messages';
import { expectNoWcagViolation } from './accessibility';
import type { BackOfficeSite } from './back-office-site';
import { buyerInEvian } from './buyers';
import { expect, test } from './fixtures';
import { textOf } from './interface-text';
import { expectNoSidewaysScroll, postLicenceOrder } from './licence-orders';
import { postgresAdminUrl } from './postgres-database';

type CustomersMessageId =
  | keyof (typeof customersMessages)['en']
  | keyof (typeof quotesMessages)['en']
  | keyof (typeof buyerFieldsMessages)['en']
  | keyof (typeof backOfficeMessages)['en'];

/** A SIREN of its own for each run (8 digits from the clock, then INSEE's check digit). */
function newSiren(): string {
  const digits = String(Date.now()).slice(-8);
  for (let check = 0; check < 10; check += 1) {
    const siren = `${digits}${check}`;
    let sum = 0;
    for (let index = 0; index < 9; index += 1) {
      let digit = Number(siren[8 - index]);
      if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
      sum += digit;
    }
    if (sum % 10 === 0) return siren;
  }
  throw new Error('no check digit');
}

/**
 * The customers view in a browser, in both languages, on the database given: a business that wrote, then
 * ordered in the other language, is one customer, found by a search typed without accents; their page lists
 * their order, invoice and messages; Write a quote opens the editor with their details, in their language.
 */
export function customersTests(database: 'pglite' | 'postgres') {
  const postgres = database === 'postgres';
  if (postgres) test.skip(!postgresAdminUrl, 'needs TEST_DATABASE_URL (the test command starts one)');
  test.use({ siteOptions: { postgres } });

  const otherThan = (language: Language) => languages.find((each) => each !== language)!;
  const auth = (owner: SignedIn) => ({ Authorization: `Bearer ${owner.accessToken}` });

  /** A contact message, then a licence order in `language`, invoiced: returns what the page should show. */
  async function businessCustomer(
    request: APIRequestContext,
    site: BackOfficeSite,
    owner: SignedIn,
    language: Language,
    id: string,
  ) {
    const email = `helene-${id}@gerard.example`;
    const company = `Électricité Gérard ${id}`;
    const siren = newSiren();
    const contact = await request.post(`${site.baseUrl}/api/messages`, {
      headers: { 'Content-Language': language },
      data: { type: 'contact', name: 'Hélène Dupré', email, message: 'Pouvez-vous me rappeler ?', hp: '' },
    });
    expect(contact.status()).toBe(202);
    await postLicenceOrder(site, language, {
      ...buyerInEvian,
      company,
      siren,
      email,
    });
    const found = await request.get(`${site.baseUrl}/api/orders?q=${encodeURIComponent(id)}`, {
      headers: auth(owner),
    });
    const { items } = (await found.json()) as OrderListPage;
    expect(items).toHaveLength(1);
    const invoiced = await request.post(`${site.baseUrl}/api/orders/${items[0]!.id}/send-invoice`, {
      headers: auth(owner),
    });
    expect(invoiced.status()).toBe(200);
    return { company, email, siren, orderNumber: items[0]!.number };
  }

  test('a customer found without accents, with their order and invoice, and a quote in their language', async ({
    site,
    owner,
    language,
    ownerPageIn,
    request,
  }) => {
    const text = textOf<CustomersMessageId>(
      [customersMessages, quotesMessages, buyerFieldsMessages, backOfficeMessages],
      language,
    );
    const id = `${language}${Date.now()}`;
    // The customer ordered in the other language than the owner works in.
    const theirs = otherThan(language);
    const customer = await businessCustomer(request, site, owner, theirs, id);

    const page = await ownerPageIn('/user');
    await page.getByRole('link', { name: text('backOffice.nav.customers'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('customers.title') })).toBeFocused();
    const box = page.getByRole('searchbox', { name: text('backOffice.search') });
    await box.fill(`gerard evian ${id}`);
    await box.press('Enter');
    const results = page.getByRole('list', { name: text('customers.title') });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    const row = results.getByRole('listitem');
    await expect(row).toContainText(text('customers.counts.orders', { count: 1 }));
    await expect(row).toContainText(text('customers.counts.messages', { count: 2 }));
    await expect(row).toContainText(text(`backOffice.language.${theirs}`));
    await row.getByRole('link', { name: customer.company }).click();

    await expect(page.getByRole('heading', { level: 1, name: customer.company })).toBeFocused();
    await expect(page.getByText(`SIREN ${customer.siren}`)).toBeVisible();
    // Each kind of record is a list named by its heading and how many there are.
    const section = (title: CustomersMessageId) =>
      page.getByRole('list', { name: `${text(title)} (1)`, exact: true });
    await expect(
      section('customers.section.orders').getByRole('link', {
        name: text('customers.order', { number: customer.orderNumber }),
      }),
    ).toBeVisible();
    await expect(
      section('customers.section.documents').getByRole('link', {
        name: text.pattern('customers.document.invoice', { number: /F\d{4}-\d{4}/ }),
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: text(`customers.message.kind.contact`) })).toBeVisible();
    await expect(
      page.getByRole('link', { name: text(`customers.message.kind.licence_order`) }),
    ).toBeVisible();
    await expectNoWcagViolation(page);

    await page.getByRole('link', { name: text('customers.writeQuote') }).click();
    await expect(page).toHaveURL(/#\/user\/quotes\/new\?customer=/);
    await expect(page.getByRole('radio', { name: text(`quotes.language.${theirs}`) })).toBeChecked();
    await expect(page.getByRole('textbox', { name: text('buyerFields.company') })).toHaveValue(
      customer.company,
    );
    await expect(page.getByRole('textbox', { name: 'SIREN' })).toHaveValue(customer.siren);
    await expect(page.getByRole('textbox', { name: text('buyerFields.city') })).toHaveValue(
      'Évian-les-Bains',
    );
    await expect(page.getByRole('textbox', { name: text('quotes.customer.email') })).toHaveValue(
      customer.email,
    );
    await page.context().close();
  });

  test("a customer's page reads at 360 px without sideways scrolling", async ({
    site,
    owner,
    language,
    ownerPageIn,
    request,
  }) => {
    const text = textOf<CustomersMessageId>([customersMessages, backOfficeMessages], language);
    const id = `${language}${Date.now()}`;
    const customer = await businessCustomer(request, site, owner, language, id);
    const page = await ownerPageIn(`/user/customers?q=${encodeURIComponent(id)}`, { width: 360 });
    await page.getByRole('link', { name: customer.company }).click();
    await expect(page.getByRole('heading', { level: 1, name: customer.company })).toBeVisible();
    await expect(page.getByRole('link', { name: text('customers.writeQuote') })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.context().close();
  });
}
