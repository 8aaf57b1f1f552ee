import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dateInFrance } from '../shared/date-in-france';
import type { SignedIn } from '../shared/auth-schemas';
import type { Language } from '../shared/language';
import type { BackOfficeSite } from './support/back-office-site';
import { importStatement, statementImported } from './support/bank-statements';
import { buyerInLyon } from './support/buyers';
import { test as base, expect } from './support/fixtures';
import { expectNoSidewaysScroll, orderLinkIn, postLicenceOrder } from './support/licence-orders';
import { serverText } from './support/server-text';

/**
 * Payment without a click from the owner, in a browser and in both languages: the customer pays by card on
 * a local stand-in of Stripe's checkout, whose Pay button posts the signed webhook, and sees the licence
 * arrive on the order page; the owner imports a camt.053 bank statement and sees what matched and what is
 * left to check. Screenshots go to test-results/payments/.
 */
const WEBHOOK_SECRET = 'whsec_e2e_payments';
const shots = join('test-results', 'payments');
mkdirSync(shots, { recursive: true });

base.use({
  siteOptions: {
    signsLicences: true,
    // The webhook arrives a moment after the browser is back, as Stripe's often does.
    stripe: { webhookSecret: WEBHOOK_SECRET, webhookDelayMs: 1500 },
    env: { STRIPE_SECRET_KEY: 'sk_test_e2e_payments' },
  },
});

let placed = 0;

/** A licence order placed through the API as the store's dialog sends it, invoiced by the owner. */
async function placeInvoicedOrder(site: BackOfficeSite, owner: SignedIn, language: Language) {
  placed += 1;
  const email = `payer-${language}-${placed}-${Date.now()}@example.org`;
  await postLicenceOrder(site, language, {
    ...buyerInLyon,
    company: `Domotique du Rhône ${placed}`,
    country: 'FR',
    buyerType: 'business',
    email,
  });
  const orderLink = orderLinkIn(await site.mail((mail) => mail.to.includes(email)));
  const list = await fetch(`${site.baseUrl}/api/orders?status=new`, {
    headers: { Authorization: `Bearer ${owner.accessToken}` },
  });
  const order = ((await list.json()) as { items: { id: string; email: string }[] }).items.find(
    (item) => item.email === email,
  )!;
  const sent = await fetch(`${site.baseUrl}/api/orders/${order.id}/send-invoice`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.accessToken}` },
  });
  expect(sent.status).toBe(200);
  const { invoiceNumber } = (await sent.json()) as { invoiceNumber: string };
  return { id: order.id, email, orderLink, invoiceNumber };
}

const test = base.extend<{
  /** Places a licence order in the test's language and has the owner invoice it (`placeInvoicedOrder`). */
  invoicedOrder: () => ReturnType<typeof placeInvoicedOrder>;
}>({
  invoicedOrder: async ({ site, owner, language }, use) =>
    use(() => placeInvoicedOrder(site, owner, language)),
});

test('the customer pays by card and sees the licence arrive on the order page', async ({
  site,
  language,
  text,
  pageIn,
  invoicedOrder,
}) => {
  const server = serverText(language);
  const order = await invoicedOrder();
  const invoiceMail = await site.mail(
    (mail) => mail.to.includes(order.email) && /F\d{4}-\d{4}/.test(mail.subject),
  );
  expect(invoiceMail.text).toMatch(
    new RegExp(`${server('invoice.payByCard')}.*/api/payments/card/[0-9a-f]{32}`, 's'),
  );

  for (const width of [360, 1280]) {
    const customer = await pageIn({ width });
    await customer.goto(order.orderLink);
    const payment = customer.getByRole('region', { name: text('orderTracking.payment') });
    await expect(payment.getByRole('link', { name: text('orderTracking.payment.card') })).toBeVisible();
    await expectNoSidewaysScroll(customer);
    await customer.screenshot({
      path: join(shots, `order-unpaid-${language}-${width}.png`),
      fullPage: true,
    });
    if (width === 360) {
      await customer.context().close();
      continue;
    }

    await payment.getByRole('link', { name: text('orderTracking.payment.card') }).click();
    // The stand-in's checkout page: the invoice's amount and number, the customer's e-mail.
    await expect(customer.getByTestId('amount')).toHaveText('60.00 EUR');
    await expect(customer.getByTestId('reference')).toHaveText(order.invoiceNumber);
    await expect(customer.getByTestId('email')).toHaveText(order.email);
    await customer.getByRole('button', { name: /^Pay 60\.00 EUR$/ }).click();

    // Back on the order page before the webhook: being confirmed, then paid, without a reload.
    await expect(
      customer.getByRole('status').filter({ hasText: text('orderTracking.card.confirming') }),
    ).toBeVisible();
    await customer.screenshot({ path: join(shots, `card-confirming-${language}.png`), fullPage: true });
    await expect(customer.getByText(text('orderTracking.card.done'))).toBeVisible({ timeout: 15_000 });
    await expect(
      customer.getByRole('link', { name: /netatmo-weather-station-000FFF12ABCD\.lic/ }),
    ).toBeVisible();
    await expect(customer.getByText(text.start('orderTracking.paid.card'))).toBeVisible();
    await customer.screenshot({ path: join(shots, `card-confirmed-${language}.png`), fullPage: true });
    await customer.context().close();
  }

  const licenceMail = await site.mail(
    (mail) => mail.to.includes(order.email) && server.start('licence.subject').test(mail.subject),
  );
  expect(licenceMail.parsed.attachments[0]?.filename).toBe('netatmo-weather-station-000FFF12ABCD.lic');
});

/** The ISO 20022 fixture of the server's tests, naming this run's invoices and with references of its own. */
function statementFor(numbers: string[], run: string): string {
  const fixture = readFileSync(
    join(
      import.meta.dirname,
      '..',
      'server',
      'features',
      'orders',
      'bank-statements',
      'fixtures',
      'statement-june.xml',
    ),
    'utf8',
  );
  const [first, second, third, fourth] = numbers.map((number) => number.split('-')) as [
    [string, string],
    [string, string],
    [string, string],
    [string, string],
  ];
  return (
    fixture
      .replace('F{{YEAR}}-0001', `${first[0]}-${first[1]}`)
      .replace('F{{YEAR}}0002', `${second[0]}${second[1]}`)
      .replace('f{{YEAR}}-0003', `${third[0].toLowerCase()}-${third[1]}`)
      .replace('F {{YEAR}} 0004', `${fourth[0].slice(0, 1)} ${fourth[0].slice(1)} ${fourth[1]}`)
      .replaceAll('{{YEAR}}', fourth[0].slice(1))
      .replaceAll('20260615000018', `${run}00018`)
      .replace('MOTIF REMBOURSEMENT', `MOTIF REMBOURSEMENT ${run}`)
      // Booked today: a day before the orders would be an entry to check.
      .replaceAll(/2026-06-1[5-7]/g, dateInFrance(new Date()))
  );
}

test('the owner imports a bank statement and sees what matched and what is left', async ({
  site,
  language,
  text,
  pageIn,
  ownerPageIn,
  invoicedOrder,
}) => {
  const server = serverText(language);
  const orders = [];
  for (let n = 0; n < 4; n += 1) orders.push(await invoicedOrder());
  const run = `${language === 'en' ? 1 : 2}${Date.now()}`.slice(0, 12);
  const statement = statementFor(
    orders.map((order) => order.invoiceNumber),
    run,
  );

  for (const width of [1280, 360]) {
    const page = await ownerPageIn('/user/orders', { width });
    await page.getByRole('link', { name: text('payments.link'), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text('payments.title') })).toBeFocused();
    if (width === 360) {
      await expectNoSidewaysScroll(page);
      await page.screenshot({ path: join(shots, `payments-${language}-360.png`), fullPage: true });
      await page.context().close();
      continue;
    }

    // A damaged file is refused whole.
    await importStatement(
      page,
      text,
      'releve-endommage.xml',
      statement.replace('>150.00</Amt>', '>150,00</Amt>'),
    );
    await expect(page.getByRole('alert')).toHaveText(
      text.part('payments.import.refused', { reason: text.part('payments.import.malformed') }),
    );

    await importStatement(page, text, `releve-${run}.xml`, statement);
    await expect(statementImported(page, text, { matched: 2, partial: 1, unmatched: 3 })).toBeVisible();
    const waiting = page.getByRole('list', { name: text('payments.waiting') });
    // The partial payment was put against the invoice it names: the ledger shows what is still due.
    await expect(
      page
        .getByRole('list', { name: text('payments.ledger.payments') })
        .getByRole('listitem')
        .filter({
          hasText: text.part('payments.ledger.partial', {
            number: orders[2]!.invoiceNumber,
            due: text.price(30),
          }),
        }),
    ).toBeVisible();
    // This run's transfer naming no invoice, DUPONT JEAN's €60 (the newest: the other language's run shares the list).
    const unnamedItems = waiting
      .getByRole('listitem')
      .filter({ hasText: text('payments.reason.no_invoice') });
    const unnamed = unnamedItems.filter({ hasText: 'DUPONT JEAN' }).last();
    await expect(unnamed).toBeVisible();
    const unnamedBefore = await unnamedItems.count();
    await expect(
      waiting
        .getByRole('listitem')
        .filter({ hasText: text.part('payments.reason.overpaid', { number: orders[3]!.invoiceNumber }) }),
    ).toBeVisible();
    await page.screenshot({ path: join(shots, `payments-imported-${language}.png`), fullPage: true });

    // The owner puts a transfer that named no invoice against the partly paid one, which it completes.
    const select = unnamed.getByLabel(text('payments.match.invoice'));
    const third = await select.locator('option', { hasText: orders[2]!.invoiceNumber }).getAttribute('value');
    await select.selectOption(third!);
    await unnamed.getByRole('button', { name: text('payments.match.submit') }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: text.part('payments.match.done', { number: /F\d{4}-\d{4}/ }) }),
    ).toBeVisible();
    await expect(unnamedItems).toHaveCount(unnamedBefore - 1);
    await page.context().close();
  }

  // The transfers that paid in full sent their licences; the customer's page says how it was paid.
  for (const order of [orders[0]!, orders[1]!, orders[2]!])
    await site.mail(
      (mail) => mail.to.includes(order.email) && server.start('licence.subject').test(mail.subject),
    );
  const customer = await pageIn();
  await customer.goto(orders[0]!.orderLink);
  await expect(
    customer.getByText(
      text.pattern('orderTracking.paid.sepa_credit_transfer', { date: /\d{1,2} \S+ \d{4}/ }),
    ),
  ).toBeVisible();
  await customer.context().close();

  // The over-paid order is still unpaid: the owner stops its reminders.
  for (const width of [360, 1280]) {
    const page = await ownerPageIn(`/user/orders/${orders[3]!.id}`, { width });
    const reminders = page.getByRole('region', { name: text('orders.reminders') });
    await expect(
      reminders.getByRole('checkbox', {
        name: text.pattern('orders.reminders.switchMany', { days: text.list(['7', '14']) }),
      }),
    ).toBeVisible();
    await expectNoSidewaysScroll(page);
    await page.screenshot({
      path: join(shots, `order-reminders-${language}-${width}.png`),
      fullPage: true,
    });
    if (width === 1280) {
      await reminders
        .getByRole('checkbox', {
          name: text.pattern('orders.reminders.switchMany', { days: text.list(['7', '14']) }),
        })
        .uncheck();
      await expect(reminders.getByText(text('orders.reminders.off'))).toBeVisible();
      await expect(
        page.getByText(text.part('orders.event.payment_reminders_stopped', { actor: 'Camille Martin' })),
      ).toBeVisible();
    }
    await page.context().close();
  }
});
