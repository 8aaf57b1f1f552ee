import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { dateInFrance } from '../shared/date-in-france';
import { startStripeStandIn, type StripeStandIn } from '../server/testing/stripe-stand-in';
import { openSignedIn } from './support/back-office-site';
import {
  expectNoSidewaysScroll,
  newPage,
  orderLinkIn,
  type OrderSite,
  postLicenceOrder,
  startOrderSite,
} from './support/licence-orders';

/**
 * Payment without a click from the owner, in a browser and in both languages: the customer pays by card on
 * a local stand-in of Stripe's checkout, whose Pay button posts the signed webhook, and sees the licence
 * arrive on the order page; the owner imports a camt.053 bank statement and sees what matched and what is
 * left to check. Screenshots go to test-results/payments/.
 */
const copy = {
  en: {
    locale: 'en-GB',
    payByCard: 'Pay by card',
    confirming: /Your card payment is being confirmed/,
    confirmed: 'Your card payment is confirmed. Your licence has been sent to you by e-mail.',
    paidByCard: /^Paid by card on /,
    licenceSubject: /^Your licence: /,
    orders: 'Orders',
    payments: 'Payments',
    importStatement: 'Import a bank statement',
    file: 'Bank statement (camt.053 file, XML)',
    imported:
      /Payments matched with their invoice: 2 .*Partial payments put against their invoice: 1\. To check below: 3/,
    toCheck: 'Payments to check',
    ledgerPayments: 'Payments received',
    unnamed: 'No open invoice number in its reference.',
    partial: (number: string) => new RegExp(`Put against invoice ${number}: €30\\.00 still due\\.`),
    overpaid: (number: string) => new RegExp(`More than invoice ${number} `),
    invoicePaidBy: 'Invoice paid by it',
    markInvoicePaid: 'Mark this invoice paid',
    matchDone: /Invoice F\d{4}-\d{4} is paid and its licence was sent\./,
    refused: /Nothing was imported: the statement is incomplete or damaged/,
    paidByTransfer: /^Paid by bank transfer on \d{1,2} \w+ \d{4}\.$/,
    reminders: 'Payment reminders',
    remindersSwitch: /^Mail the customer a reminder 7 and 14 days after the invoice/,
    remindersOff: 'Reminders are stopped for this order.',
    history: /Payment reminders stopped by Camille Martin/,
  },
  fr: {
    locale: 'fr-FR',
    payByCard: 'Payer par carte',
    confirming: /Votre paiement par carte est en cours de confirmation/,
    confirmed: 'Votre paiement par carte est confirmé. Votre licence vous a été envoyée par e-mail.',
    paidByCard: /^Payée par carte le /,
    licenceSubject: /^Votre licence : /,
    orders: 'Commandes',
    payments: 'Paiements',
    importStatement: 'Importer un relevé bancaire',
    file: 'Relevé bancaire (fichier camt.053, XML)',
    imported:
      /Paiements rapprochés de leur facture : 2 .*Paiements partiels imputés sur leur facture : 1\. À vérifier ci-dessous : 3/,
    toCheck: 'Paiements à vérifier',
    ledgerPayments: 'Paiements reçus',
    unnamed: 'Aucun numéro de facture ouverte dans sa référence.',
    partial: (number: string) =>
      new RegExp(`Imputé sur la facture ${number} : il reste 30,00\\s€ à régler\\.`),
    overpaid: (number: string) => new RegExp(`Plus que la facture ${number} `),
    invoicePaidBy: 'Facture réglée par ce paiement',
    markInvoicePaid: 'Marquer cette facture payée',
    matchDone: /La facture F\d{4}-\d{4} est payée et sa licence a été envoyée\./,
    refused: /Rien n’a été importé : le relevé est incomplet ou endommagé/,
    paidByTransfer: /^Payée par virement le \d{1,2} \S+ \d{4}\.$/,
    reminders: 'Relances de paiement',
    remindersSwitch: /^Envoyer au client une relance 7 et 14 jours après la facture/,
    remindersOff: 'Les relances sont arrêtées pour cette commande.',
    history: /Relances de paiement arrêtées par Camille Martin/,
  },
} as const;
type Language = keyof typeof copy;

const WEBHOOK_SECRET = 'whsec_e2e_payments';
const shots = join('test-results', 'payments');
mkdirSync(shots, { recursive: true });

let site: OrderSite['site'];
let owner: OrderSite['owner'];
let standIn: StripeStandIn;

test.beforeAll(async ({ request }) => {
  // The webhook arrives a moment after the browser is back, as Stripe's often does.
  standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET, webhookDelayMs: 1500 });
  ({ site, owner } = await startOrderSite(request, {
    signsLicences: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_e2e_payments',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: standIn.url,
    },
  }));
  standIn.webhookUrl = `${site.baseUrl}/api/payments/stripe/webhook`;
});
test.afterAll(async () => {
  await site?.stop();
  await standIn?.stop();
});

function pageIn(browser: Browser, language: Language, width = 1280): Promise<Page> {
  return newPage(browser, copy[language].locale, { width });
}

let placed = 0;

/** A licence order placed through the API as the store's dialog sends it, invoiced by the owner. */
async function invoicedOrder(language: Language) {
  placed += 1;
  const email = `payer-${language}-${placed}-${Date.now()}@example.org`;
  await postLicenceOrder(site, language, {
    company: `Domotique du Rhône ${placed}`,
    firstName: 'Anaïs',
    lastName: 'Lefèvre',
    address: '14 avenue Jean-Jaurès',
    postcode: '69007',
    city: 'Lyon',
    country: 'FR',
    buyerType: 'business',
    siren: '552100554',
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

for (const language of ['en', 'fr'] as const) {
  test(`the customer pays by card and sees the licence arrive on the order page (${language})`, async ({
    browser,
  }) => {
    const t = copy[language];
    const order = await invoicedOrder(language);
    const invoiceMail = await site.mail(
      (mail) => mail.to.includes(order.email) && /F\d{4}-\d{4}/.test(mail.subject),
    );
    expect(invoiceMail.text).toMatch(new RegExp(`${t.payByCard}.*/api/payments/card/[0-9a-f]{32}`, 's'));

    for (const width of [360, 1280]) {
      const customer = await pageIn(browser, language, width);
      await customer.goto(order.orderLink);
      const payment = customer.getByRole('region', { name: language === 'en' ? 'Payment' : 'Paiement' });
      await expect(payment.getByRole('link', { name: t.payByCard })).toBeVisible();
      await expectNoSidewaysScroll(customer);
      await customer.screenshot({
        path: join(shots, `order-unpaid-${language}-${width}.png`),
        fullPage: true,
      });
      if (width === 360) {
        await customer.context().close();
        continue;
      }

      await payment.getByRole('link', { name: t.payByCard }).click();
      // The stand-in's checkout page: the invoice's amount and number, the customer's e-mail.
      await expect(customer.getByTestId('amount')).toHaveText('60.00 EUR');
      await expect(customer.getByTestId('reference')).toHaveText(order.invoiceNumber);
      await expect(customer.getByTestId('email')).toHaveText(order.email);
      await customer.getByRole('button', { name: /^Pay 60\.00 EUR$/ }).click();

      // Back on the order page before the webhook: being confirmed, then paid, without a reload.
      await expect(customer.getByRole('status').filter({ hasText: t.confirming })).toBeVisible();
      await customer.screenshot({ path: join(shots, `card-confirming-${language}.png`), fullPage: true });
      await expect(customer.getByText(t.confirmed)).toBeVisible({ timeout: 15_000 });
      await expect(
        customer.getByRole('link', { name: /netatmo-weather-station-000FFF12ABCD\.lic/ }),
      ).toBeVisible();
      await expect(customer.getByText(t.paidByCard)).toBeVisible();
      await customer.screenshot({ path: join(shots, `card-confirmed-${language}.png`), fullPage: true });
      await customer.context().close();
    }

    const licenceMail = await site.mail(
      (mail) => mail.to.includes(order.email) && t.licenceSubject.test(mail.subject),
    );
    expect(licenceMail.parsed.attachments[0]?.filename).toBe('netatmo-weather-station-000FFF12ABCD.lic');
  });
}

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

for (const language of ['en', 'fr'] as const) {
  test(`the owner imports a bank statement and sees what matched and what is left (${language})`, async ({
    browser,
  }) => {
    const t = copy[language];
    const orders = [];
    for (let n = 0; n < 4; n += 1) orders.push(await invoicedOrder(language));
    const run = `${language === 'en' ? 1 : 2}${Date.now()}`.slice(0, 12);
    const statement = statementFor(
      orders.map((order) => order.invoiceNumber),
      run,
    );

    for (const width of [1280, 360]) {
      const page = await pageIn(browser, language, width);
      await openSignedIn(page, site, owner, '/user/orders');
      await page.getByRole('link', { name: t.payments, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.payments })).toBeFocused();
      if (width === 360) {
        await expectNoSidewaysScroll(page);
        await page.screenshot({ path: join(shots, `payments-${language}-360.png`), fullPage: true });
        await page.context().close();
        continue;
      }

      // A damaged file is refused whole.
      await page.getByLabel(t.file).setInputFiles({
        name: 'releve-endommage.xml',
        mimeType: 'application/xml',
        buffer: Buffer.from(statement.replace('>150.00</Amt>', '>150,00</Amt>')),
      });
      await page.getByRole('button', { name: t.importStatement }).click();
      await expect(page.getByRole('alert')).toHaveText(t.refused);

      await page.getByLabel(t.file).setInputFiles({
        name: `releve-${run}.xml`,
        mimeType: 'application/xml',
        buffer: Buffer.from(statement),
      });
      await page.getByRole('button', { name: t.importStatement }).click();
      await expect(page.getByRole('status').filter({ hasText: t.imported })).toBeVisible();
      const waiting = page.getByRole('list', { name: t.toCheck });
      // The partial payment was put against the invoice it names: the ledger shows what is still due.
      await expect(
        page
          .getByRole('list', { name: t.ledgerPayments })
          .getByRole('listitem')
          .filter({ hasText: t.partial(orders[2]!.invoiceNumber) }),
      ).toBeVisible();
      // This run's transfer naming no invoice, DUPONT JEAN's €60 (the newest: the other language's run shares the list).
      const unnamedItems = waiting.getByRole('listitem').filter({ hasText: t.unnamed });
      const unnamed = unnamedItems.filter({ hasText: 'DUPONT JEAN' }).last();
      await expect(unnamed).toBeVisible();
      const unnamedBefore = await unnamedItems.count();
      await expect(
        waiting.getByRole('listitem').filter({ hasText: t.overpaid(orders[3]!.invoiceNumber) }),
      ).toBeVisible();
      await page.screenshot({ path: join(shots, `payments-imported-${language}.png`), fullPage: true });

      // The owner puts a transfer that named no invoice against the partly paid one, which it completes.
      const select = unnamed.getByLabel(t.invoicePaidBy);
      const third = await select
        .locator('option', { hasText: orders[2]!.invoiceNumber })
        .getAttribute('value');
      await select.selectOption(third!);
      await unnamed.getByRole('button', { name: t.markInvoicePaid }).click();
      await expect(page.getByRole('status').filter({ hasText: t.matchDone })).toBeVisible();
      await expect(unnamedItems).toHaveCount(unnamedBefore - 1);
      await page.context().close();
    }

    // The transfers that paid in full sent their licences; the customer's page says how it was paid.
    for (const order of [orders[0]!, orders[1]!, orders[2]!])
      await site.mail((mail) => mail.to.includes(order.email) && t.licenceSubject.test(mail.subject));
    const customer = await pageIn(browser, language);
    await customer.goto(orders[0]!.orderLink);
    await expect(customer.getByText(t.paidByTransfer)).toBeVisible();
    await customer.context().close();

    // The over-paid order is still unpaid: the owner stops its reminders.
    for (const width of [360, 1280]) {
      const page = await pageIn(browser, language, width);
      await openSignedIn(page, site, owner, `/user/orders/${orders[3]!.id}`);
      const reminders = page.getByRole('region', { name: t.reminders });
      await expect(reminders.getByRole('checkbox', { name: t.remindersSwitch })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await page.screenshot({
        path: join(shots, `order-reminders-${language}-${width}.png`),
        fullPage: true,
      });
      if (width === 1280) {
        await reminders.getByRole('checkbox', { name: t.remindersSwitch }).uncheck();
        await expect(reminders.getByText(t.remindersOff)).toBeVisible();
        await expect(page.getByText(t.history)).toBeVisible();
      }
      await page.context().close();
    }
  });
}
