import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { SignedIn } from '../shared/auth-schemas';
import type { Language } from '../shared/language';
import {
  type CreateQuoteRequest,
  depositAmounts,
  type QuoteDetails,
  quoteTotals,
} from '../shared/quote-schemas';
import { type BackOfficeSite, ownerEmail } from './support/back-office-site';
import { test as base, expect } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/licence-orders';
import { asOwner, control4Processor, programmingHours } from './support/quotes';

/**
 * The customer's quote page, from the owner's API to the customer's answer, in a browser and in both
 * languages: the owner writes and sends a quote, the customer opens the link of its mail, reads the totals and
 * accepts it with their name, and the owner is told; the page becomes the project's, with the deposit invoice
 * and how to pay it; once the work is done the owner issues the final invoice from the back office; a revised
 * quote's old link says a newer one was sent.
 * Screenshots go to test-results/quote-page/.
 */
base.use({ siteOptions: {} });

const shots = join('test-results', 'quote-page');
mkdirSync(shots, { recursive: true });

/** A renovation: the study and programming at 10 %, the processor at 20 %, a deposit of 30 %. */
function quoteRequest(language: Language, email: string): CreateQuoteRequest {
  return {
    language,
    buyer: {
      buyerType: 'individual',
      firstName: 'Hélène',
      lastName: 'Garnier',
      email,
      address: '4 quai Baron de Blonay',
      postcode: '74500',
      city: 'Évian-les-Bains',
      country: 'FR',
    },
    lines: [
      {
        description: language === 'fr' ? 'Étude et plans de l’installation' : 'Study and plans',
        quantity: 1,
        unit: 'flat_rate',
        unitPriceCents: 45_000,
        vatRatePercent: 10,
      },
      programmingHours(language === 'fr' ? 'Programmation Control4' : 'Control4 programming', 12.5),
      control4Processor(language),
    ],
    depositPercent: 30,
  };
}

let written = 0;

/** The owner writes a quote in the test's language and sends it; returns its number and the customer's mail. */
async function sendQuote(site: BackOfficeSite, owner: SignedIn, language: Language) {
  written += 1;
  const email = `client-${language}-${written}-${Date.now()}@example.org`;
  const request = quoteRequest(language, email);
  const created = await asOwner(site, owner, 'POST', '/api/quotes', request);
  expect(created.status).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const sent = await asOwner(site, owner, 'POST', `/api/quotes/${id}/send`);
  expect(sent.status).toBe(200);
  const { number } = (await sent.json()) as { number: string };
  const mail = await site.mail(
    (received) => received.to.includes(email) && received.subject.includes(number),
  );
  return { id, number, email, request, link: quoteLinkIn(mail.text) };
}

/** Each test's own quote, written in the test's language and sent by the owner (`sendQuote`). */
const test = base.extend<{ quote: Awaited<ReturnType<typeof sendQuote>> }>({
  quote: async ({ site, owner, language }, use) => use(await sendQuote(site, owner, language)),
});

/** The project's invoices as the owner's API lists them. */
async function invoicesOf(site: BackOfficeSite, owner: SignedIn, id: string) {
  const read = await asOwner(site, owner, 'GET', `/api/quotes/${id}`);
  expect(read.status).toBe(200);
  return ((await read.json()) as QuoteDetails).invoices;
}

function quoteLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/#\/quote\/[\w-]{43}/.exec(text)?.[0];
  expect(link, 'a quote link in the mail').toBeDefined();
  return link!;
}

test('the customer opens the quote from its mail, reads the totals, accepts it and sees what comes next', async ({
  site,
  owner,
  quote,
  language,
  text,
  pageIn,
}) => {
  const totals = quoteTotals(quote.request.lines);
  const deposit = depositAmounts(totals, 30);

  for (const width of [360, 1280]) {
    const customer = await pageIn({ width });
    await customer.goto(quote.link);
    await expect(customer.getByRole('heading', { name: text('quotePage.title'), level: 1 })).toBeFocused();
    await expect(
      customer.getByText(text('quotePage.number', { number: quote.number, version: 1 })),
    ).toBeVisible();
    const amounts = customer.getByRole('region', { name: text('quotePage.totals') });
    await expect(
      amounts
        .getByText(text('quotePage.totals.inclVat'), { exact: true })
        .locator('xpath=following-sibling::dd'),
    ).toHaveText(text.price(totals.grossCents / 100));
    await expect(
      amounts
        .getByText(text('quotePage.totals.exclVat'), { exact: true })
        .locator('xpath=following-sibling::dd'),
    ).toHaveText(text.price(totals.netCents / 100));
    await expect(customer.getByText(text.part('quotePage.deposit'))).toContainText(
      text.price(deposit.grossCents / 100),
    );
    await expect(customer.getByRole('link', { name: text('quotePage.pdf') })).toHaveAttribute(
      'href',
      /\/api\/public\/quotes\/[\w-]{43}\/pdf$/,
    );
    await expectNoSidewaysScroll(customer);
    await customer.screenshot({ path: join(shots, `open-${language}-${width}.png`), fullPage: true });
    if (width === 360) {
      // Declining asks first; cancelled, nothing is sent and the quote stays open.
      await customer.getByRole('button', { name: text('quotePage.decline.open') }).click();
      await expect(
        customer.getByRole('heading', { name: text('quotePage.decline.heading'), level: 3 }),
      ).toBeFocused();
      await customer
        .getByRole('textbox', { name: text('quotePage.decline.reason') })
        .fill(language === 'fr' ? 'Budget reporté' : 'Budget postponed');
      await customer.screenshot({ path: join(shots, `decline-${language}-${width}.png`), fullPage: true });
      await customer.getByRole('button', { name: text('quotePage.decline.cancel') }).click();
      await expect(customer.getByRole('button', { name: text('quotePage.decline.open') })).toBeFocused();
      await customer.context().close();
      continue;
    }

    const answer = customer.getByRole('region', { name: text('quotePage.answer') });
    // Neither the name nor the box: the page says what is missing and sends nothing.
    await answer.getByRole('button', { name: text('quotePage.accept.submit') }).click();
    const name = answer.getByRole('textbox', { name: text('quotePage.accept.name') });
    await expect(name).toBeFocused();
    await expect(answer.getByText(text('quotePage.accept.nameMissing'))).toBeVisible();
    await name.fill('Hélène Garnier');
    await answer.getByRole('checkbox', { name: text('quotePage.accept.box') }).check();
    await answer.getByRole('button', { name: text('quotePage.accept.submit') }).click();

    await expect(
      customer.getByRole('heading', { name: text('quotePage.accepted.heading'), level: 2 }),
    ).toBeFocused();
    await expect(customer.getByText(text.start('quotePage.accepted.by'))).toContainText('Hélène Garnier');
    const project = customer.getByRole('region', { name: text('quotePage.progress') });
    await expect(project.getByRole('listitem')).toHaveCount(6);
    await expect(customer.getByRole('button', { name: text('quotePage.accept.submit') })).toHaveCount(0);

    // Read again, the page is the project's: the deposit invoice issued on acceptance, its PDF, how to pay it.
    const [depositInvoice] = await invoicesOf(site, owner, quote.id);
    expect(depositInvoice).toMatchObject({ kind: 'deposit', documentType: 'invoice', status: 'unpaid' });
    const depositName = text('quotePage.document.deposit', { number: depositInvoice!.number });
    await expect(
      customer.getByRole('heading', { name: text('quotePage.project.title'), level: 1 }),
    ).toBeVisible();
    const due = customer.getByRole('region', { name: text('quotePage.due') });
    await expect(
      due.getByText(text.pattern('quotePage.due.invoice', { document: depositName })),
    ).toBeVisible();
    await expect(due).toContainText(text.price(deposit.grossCents / 100));
    await expect(
      due.getByRole('img', {
        name: text.pattern('quotePage.transfer.qr', { reference: depositInvoice!.number }),
      }),
    ).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,/);
    const pdf = customer
      .getByRole('region', { name: text('quotePage.documents') })
      .getByRole('link', { name: text('quotePage.document.pdf', { name: depositName }) });
    const pdfUrl = await pdf.getAttribute('href');
    expect(pdfUrl).toMatch(
      new RegExp(`^/api/public/quotes/[\\w-]{43}/invoices/${depositInvoice!.number}/pdf$`),
    );
    const file = await customer.request.get(new URL(pdfUrl!, site.baseUrl).href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    await expect(project.locator('[aria-current="step"]')).toContainText(
      text('quotePage.step.deposit_invoiced'),
    );
    await customer.screenshot({ path: join(shots, `accepted-${language}-${width}.png`), fullPage: true });
    await customer.context().close();
  }

  // Opened again on a phone: the confirmation stays, with what is due.
  const later = await pageIn({ width: 360 });
  await later.goto(quote.link);
  await expect(later.getByRole('heading', { name: text('quotePage.accepted.heading') })).toBeVisible();
  await expect(later.getByRole('region', { name: text('quotePage.due') })).toBeVisible();
  await expectNoSidewaysScroll(later);
  await later.screenshot({ path: join(shots, `accepted-${language}-360.png`), fullPage: true });

  const told = await site.mail(
    (mail) =>
      mail.to.includes(ownerEmail) &&
      mail.subject.includes(quote.number) &&
      /accepted by|accepté par/.test(mail.subject),
  );
  expect(told.subject).toContain('Hélène Garnier');
});

test('the old link of a revised quote says a newer version was sent, and offers no answer', async ({
  site,
  owner,
  quote,
  language,
  text,
  pageIn,
}) => {
  const revised = await asOwner(site, owner, 'PUT', `/api/quotes/${quote.id}`, {
    ...quote.request,
    depositPercent: 40,
  });
  expect(revised.status).toBe(200);

  for (const width of [360, 1280]) {
    const customer = await pageIn({ width });
    await customer.goto(quote.link);
    await expect(
      customer.getByRole('heading', { name: text('quotePage.closed.revised.heading'), level: 2 }),
    ).toBeVisible();
    await expect(customer.getByText(text('quotePage.closed.revised'))).toBeVisible();
    await expect(customer.getByRole('button', { name: text('quotePage.accept.submit') })).toHaveCount(0);
    await expect(customer.getByRole('button', { name: text('quotePage.decline.open') })).toHaveCount(0);
    await expectNoSidewaysScroll(customer);
    await customer.screenshot({ path: join(shots, `revised-${language}-${width}.png`), fullPage: true });
    await customer.context().close();
  }
});

test('once the work is done, the owner issues the final invoice from the back office and sees it listed', async ({
  site,
  owner,
  quote,
  language,
  text,
  pageIn,
  ownerPageIn,
}) => {
  const token = /[\w-]{43}$/.exec(quote.link)![0];
  const accepted = await fetch(`${site.baseUrl}/api/public/quotes/${token}/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Hélène Garnier', accept: true }),
  });
  expect(accepted.status).toBe(200);
  const [depositInvoice] = await invoicesOf(site, owner, quote.id);
  const total = quoteTotals(quote.request.lines).grossCents;

  const back = await ownerPageIn(`/user/quotes/${quote.id}`);
  const documents = back.getByRole('list', { name: text('quotes.documents') });
  await expect(documents.getByRole('listitem')).toHaveCount(1);
  await expect(documents).toContainText(text('quotes.document.deposit', { number: depositInvoice!.number }));
  const issue = back.getByRole('button', { name: text('quotes.finalInvoice') });
  await issue.click();
  const question = back.getByRole('group', { name: text.start('quotes.finalInvoice.confirm') });
  await expect(question).toContainText(text.price(total / 100));
  await expect(question.getByRole('button', { name: text('quotes.keep') })).toBeFocused();
  await question.getByRole('button', { name: text('quotes.finalInvoice.yes') }).click();

  await expect(back.getByText(text.pattern('quotes.finalInvoice.done'))).toBeVisible();
  const finalInvoice = (await invoicesOf(site, owner, quote.id)).find((invoice) => invoice.kind === 'final');
  expect(finalInvoice).toMatchObject({ documentType: 'invoice', status: 'unpaid', grossCents: total });
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  await expect(documents).toContainText(text('quotes.document.final', { number: finalInvoice!.number }));
  await expect(back.getByRole('button', { name: text('quotes.finalInvoice') })).toHaveCount(0);
  await expect(
    back.getByRole('region', { name: text('quotes.project') }).locator('[aria-current="step"]'),
  ).toContainText(text('quotes.step.final_invoiced'));
  await back.screenshot({
    path: join(shots, `final-invoice-back-office-${language}-1280.png`),
    fullPage: true,
  });

  // On a phone the owner's view fits, and the customer's page lists the final invoice with its PDF.
  await back.setViewportSize({ width: 360, height: 800 });
  await expectNoSidewaysScroll(back);
  const customer = await pageIn({ width: 360 });
  await customer.goto(quote.link);
  const finalName = text('quotePage.document.final', { number: finalInvoice!.number });
  await expect(
    customer
      .getByRole('region', { name: text('quotePage.documents') })
      .getByRole('link', { name: text('quotePage.document.pdf', { name: finalName }) }),
  ).toBeVisible();
  await expectNoSidewaysScroll(customer);
  await customer.screenshot({ path: join(shots, `final-invoice-${language}-360.png`), fullPage: true });
});
