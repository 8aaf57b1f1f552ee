import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../shared/language';
import type { CreateQuoteRequest, QuoteDetails } from '../../shared/quote-schemas';
import { camt053Statement } from '../../server/testing/camt053-statement';
import { importStatement, statementImported } from './bank-statements';
import { expect, test } from './fixtures';
import { postgresAdminUrl } from './postgres-database';
import { asOwner, control4Processor, programmingHours } from './quotes';

const WEBHOOK_SECRET = 'whsec_e2e_projects';
const shots = join('test-results', 'project-path');
mkdirSync(shots, { recursive: true });

/** Home automation for a house over two years old: the work at 10 %, the equipment at 20 %. */
const lines = (language: Language): CreateQuoteRequest['lines'] => [
  programmingHours(language === 'fr' ? 'Programmation des scènes' : 'Programming the scenes', 8),
  control4Processor(language),
];

/**
 * The whole way from a lead to paid work, in a browser, in both languages, on the database given: a visitor's
 * message, the owner's quote answering it, the customer's acceptance on their page (the deposit invoice comes
 * with it), the deposit paid by a camt.053 statement the owner imports, the final invoice issued when the work
 * is done, and the rest paid by card from the project's page (Stripe's stand-in and its signed webhook).
 */
export function projectPathTests(database: 'pglite' | 'postgres') {
  const postgres = database === 'postgres';
  if (postgres) test.skip(!postgresAdminUrl, 'needs TEST_DATABASE_URL (the test command starts one)');
  test.use({
    siteOptions: {
      postgres,
      stripe: { webhookSecret: WEBHOOK_SECRET, webhookDelayMs: 500 },
      env: { STRIPE_SECRET_KEY: 'sk_test_e2e_projects' },
    },
  });

  test(`a lead becomes paid work: accepted online, deposit by transfer, balance by card (${database})`, async ({
    site,
    owner,
    language,
    text,
    request,
    pageIn,
    ownerPageIn,
  }) => {
    test.setTimeout(180_000);
    // The lead: a visitor's message.
    const email = `isabelle-${language}-${randomUUID().slice(0, 8)}@example.org`;
    const lead = await request.post(`${site.baseUrl}/api/messages`, {
      headers: { 'Content-Language': language, 'Idempotency-Key': randomUUID() },
      data: {
        type: 'contact',
        name: 'Isabelle Martin',
        email,
        message:
          language === 'fr'
            ? 'Nous rénovons notre maison et voudrions piloter lumières et volets.'
            : 'We are renovating our house and would like to control lights and shutters.',
        hp: '',
      },
    });
    expect(lead.status()).toBe(202);
    const inbox = await asOwner(site, owner, 'GET', `/api/inbox?q=${encodeURIComponent(email)}`);
    const messageId = ((await inbox.json()) as { items: { id: string }[] }).items[0]!.id;

    // The owner's quote answering it, sent.
    const created = await asOwner(site, owner, 'POST', '/api/quotes', {
      language,
      messageId,
      buyer: {
        buyerType: 'individual',
        firstName: 'Isabelle',
        lastName: 'Martin',
        email,
        address: '7 rue des Tilleuls',
        postcode: '69003',
        city: 'Lyon',
        country: 'FR',
      },
      lines: lines(language),
      depositPercent: 30,
    } satisfies CreateQuoteRequest);
    expect(created.status).toBe(201);
    const quote = (await created.json()) as QuoteDetails;
    expect((await asOwner(site, owner, 'POST', `/api/quotes/${quote.id}/send`)).status).toBe(200);
    const quoteMail = await site.mail((mail) => mail.to.includes(email));
    const link = /https?:\/\/\S+\/#\/quote\/[\w-]{43}/.exec(quoteMail.text)![0];

    // The customer accepts on their page; the deposit invoice comes with the acceptance.
    const customer = await pageIn({ width: 1280 });
    await customer.goto(link);
    const answer = customer.getByRole('region', { name: text('quotePage.answer') });
    await answer.getByRole('textbox', { name: text('quotePage.accept.name') }).fill('Isabelle Martin');
    await answer.getByRole('checkbox', { name: text('quotePage.accept.box') }).check();
    await answer.getByRole('button', { name: text('quotePage.accept.submit') }).click();
    await expect(customer.getByRole('heading', { name: text('quotePage.project.title') })).toBeVisible();
    const depositMail = await site.mail(
      (mail) =>
        mail.to.includes(email) &&
        mail.parsed.attachments.some((file) => /^F\d{4}-/.test(file.filename ?? '')),
    );
    const depositNumber = depositMail.parsed.attachments[0]!.filename!.replace(/\.pdf$/, '');
    const due = customer.getByRole('region', { name: text('quotePage.due') });
    await expect(due).toContainText(depositNumber);
    await expect(due).toContainText(text.price(quote.deposit.grossCents / 100));

    // The bank's statement pays the deposit: the owner imports it.
    const payments = await ownerPageIn('/user/payments');
    await importStatement(
      payments,
      text,
      `releve-${depositNumber}.xml`,
      camt053Statement({
        amountCents: quote.deposit.grossCents,
        debtor: 'MARTIN ISABELLE',
        text: `VIR ACOMPTE ${depositNumber}`,
        reference: `P${Date.now()}${language}`,
      }),
    );
    await expect(statementImported(payments, text, { matched: 1, partial: 0, unmatched: 0 })).toBeVisible();
    await customer.reload();
    const steps = customer.getByRole('region', { name: text('quotePage.progress') });
    await expect(steps).toContainText(text('quotePage.step.deposit_paid'));
    await expect(steps.locator('[aria-current="step"]')).toContainText(text('quotePage.step.deposit_paid'));

    // The work done, the owner issues the final invoice from the back office.
    const back = await ownerPageIn(`/user/quotes/${quote.id}`);
    await back.getByRole('button', { name: text('quotes.finalInvoice') }).click();
    await back
      .getByRole('group', { name: text.start('quotes.finalInvoice.confirm') })
      .getByRole('button', { name: text('quotes.finalInvoice.yes') })
      .click();
    await expect(back.getByText(text.pattern('quotes.finalInvoice.done'))).toBeVisible();

    // The customer pays the balance by card from the project's page.
    await customer.reload();
    const rest = quote.totals.grossCents - quote.deposit.grossCents;
    await expect(due).toContainText(text.price(rest / 100));
    await due.getByRole('button', { name: text('quotePage.due.card') }).click();
    await expect(customer.getByTestId('amount')).toHaveText(`${(rest / 100).toFixed(2)} EUR`);
    await customer.getByRole('button', { name: `Pay ${(rest / 100).toFixed(2)} EUR` }).click();
    await expect(customer.getByText(text('quotePage.card.done'))).toBeVisible({ timeout: 20_000 });
    await expect(steps.locator('[aria-current="step"]')).toContainText(text('quotePage.step.paid'));
    await expect(customer.getByRole('region', { name: text('quotePage.due') })).toHaveCount(0);
    await customer.screenshot({ path: join(shots, `paid-${database}-${language}.png`), fullPage: true });
  });
}
