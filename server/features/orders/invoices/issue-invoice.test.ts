import type { Language } from '../../../../shared/language';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleBusinessSettings } from '../../../config/site-config';
import type { Database } from '../../../db/client';
import { invoices, orders } from '../../../db/schema';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';
import type { InvoiceContent } from './invoice-content';
import { einvoicingErrors } from '../../../testing/einvoicing-validation';
import { facturXml } from './factur-x-xml';
import { issueCreditNote, issueInvoice } from './issue-invoice';
import { legacyInvoice } from '../testing/invoice-cases';
import { type LegalDetails, sampleLegalDetails } from '../../../config/legal-details';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const legal: LegalDetails = { ...sampleLegalDetails, paymentTermDays: 30 };
const business = sampleBusinessSettings;
const template = 'https://pay.example.com/?amount={amount}&ref={invoice}';

async function newOrder(language: Language = 'fr') {
  const [order] = await database.db
    .insert(orders)
    .values({
      driver: 'risco-alarm',
      driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
      mac: 'A1B2C3D4E5F6',
      priceExclVatCents: 25_000,
      customer: {
        company: 'Électricité Dupré',
        firstName: 'Amélie',
        lastName: 'Dupré',
        address: '8 quai Saint-Vincent\n69001 Lyon',
        email: 'amelie@example.test',
      },
      language,
      trackingTokenHash: `hash-${Math.random()}`,
    })
    .returning();
  return order!;
}

describe(`issuing invoices and credit notes (${testDatabaseKind})`, () => {
  it('stores the invoice as issued: number, dates, totals, content and PDF', async () => {
    const order = await newOrder();
    const now = new Date('2026-03-10T09:30:00Z');
    const issued = await database.db.transaction((tx) =>
      issueInvoice(tx, { order, business, legal, paymentLinkTemplate: template, now }),
    );
    expect(issued.number).toBe('F2026-0001');

    const [row] = await database.db.select().from(invoices).where(eq(invoices.id, issued.id));
    expect(row).toMatchObject({
      orderId: order.id,
      kind: 'invoice',
      number: 'F2026-0001',
      creditsInvoiceId: null,
      issuedAt: now,
      dueDate: '2026-04-09',
      language: 'fr',
      totalExclVatCents: 25_000,
      vatCents: 5_000,
      totalInclVatCents: 30_000,
    });
    expect(Buffer.from(row!.pdf).equals(Buffer.from(issued.pdf))).toBe(true);
    const content = row!.content as InvoiceContent;
    expect(content.payment).toEqual({
      beneficiary: legal.legalName,
      iban: legal.iban,
      bic: legal.bic,
      reference: 'F2026-0001',
      paymentLink: 'https://pay.example.com/?amount=300.00&ref=F2026-0001',
      cardPaymentLink: null,
    });
    const { text } = await pdfTextContent(row!.pdf);
    expect(text).toContain('N° F2026-0001');
    expect(text).toContain('Licence Driver alarme Risco pour le processeur A1B2C3D4E5F6');
    expect(text).toContain('Total TTC 300,00 €');
  });

  it('cancels an invoice with a credit note of its own series that refers to it, leaving the invoice as it was', async () => {
    const order = await newOrder('en');
    const invoiced = await database.db.transaction((tx) =>
      issueInvoice(tx, { order, business, legal, now: new Date('2026-05-04T08:00:00Z') }),
    );
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.id, invoiced.id));
    const credited = await database.db.transaction((tx) =>
      issueCreditNote(tx, {
        order,
        invoice: invoice!,
        business,
        // The seller moved to the franchise regime meanwhile: the credit note still cancels the VAT invoiced.
        legal: { ...legal, vatRegime: 'franchise' },
        now: new Date('2026-05-06T08:00:00Z'),
      }),
    );
    expect(credited.number).toBe('A2026-0001');

    const [creditNote] = await database.db.select().from(invoices).where(eq(invoices.id, credited.id));
    expect(creditNote).toMatchObject({
      kind: 'credit_note',
      creditsInvoiceId: invoice!.id,
      dueDate: null,
      totalExclVatCents: -25_000,
      vatCents: -5_000,
      totalInclVatCents: -30_000,
    });
    const { text } = await pdfTextContent(creditNote!.pdf);
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(`Cancels invoice ${invoiced.number} of 4 May 2026`);
    expect(text).toContain('Total incl. VAT -€300.00');
    expect(text).not.toContain('293 B');

    const [unchanged] = await database.db.select().from(invoices).where(eq(invoices.id, invoiced.id));
    expect(unchanged).toEqual(invoice);
  });

  it('repeats on a credit note the line of the invoice it cancels, even after a re-issue for another MAC', async () => {
    const order = await newOrder('en');
    const invoiced = await database.db.transaction((tx) =>
      issueInvoice(tx, { order, business, legal, now: new Date('2026-06-01T08:00:00Z') }),
    );
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.id, invoiced.id));
    // The licence was re-issued for the customer's new processor: the order now names that MAC.
    const [moved] = await database.db
      .update(orders)
      .set({ mac: '0A0B0C0D0E0F' })
      .where(eq(orders.id, order.id))
      .returning();
    const credited = await database.db.transaction((tx) =>
      issueCreditNote(tx, {
        order: moved!,
        invoice: invoice!,
        business,
        legal,
        now: new Date('2026-06-03T08:00:00Z'),
      }),
    );
    const [creditNote] = await database.db.select().from(invoices).where(eq(invoices.id, credited.id));
    const invoiceLine = (invoice!.content as InvoiceContent).line;
    expect(invoiceLine.mac).toBe('A1B2C3D4E5F6');
    expect((creditNote!.content as InvoiceContent).line).toEqual({
      ...invoiceLine,
      unitPriceExclVatCents: -invoiceLine.unitPriceExclVatCents,
    });
    const { text } = await pdfTextContent(creditNote!.pdf);
    expect(text).toContain('A1B2C3D4E5F6');
    expect(text).not.toContain('0A0B0C0D0E0F');
    expect(facturXml(creditNote!.content as InvoiceContent)).not.toContain('0A0B0C0D0E0F');
  });

  it('cancels an invoice issued before the Factur-X format with a Factur-X credit note, its buyer read from its lines', async () => {
    const order = await newOrder();
    // An invoice as issued before issue 21: a buyer of free lines, a VAT regime, no VAT category.
    const [legacy] = await database.db
      .insert(invoices)
      .values({
        orderId: order.id,
        kind: 'invoice',
        number: 'F2025-0042',
        issuedAt: new Date('2025-06-02T09:00:00Z'),
        dueDate: '2025-07-02',
        language: 'fr',
        totalExclVatCents: 25_000,
        vatCents: 5_000,
        totalInclVatCents: 30_000,
        content: legacyInvoice(),
        pdf: new Uint8Array([37, 80, 68, 70]),
      })
      .returning();
    const credited = await database.db.transaction((tx) =>
      issueCreditNote(tx, {
        order,
        invoice: legacy!,
        business,
        legal,
        now: new Date('2026-01-15T10:00:00Z'),
      }),
    );
    const [creditNote] = await database.db.select().from(invoices).where(eq(invoices.id, credited.id));
    expect(creditNote!.content).toMatchObject({
      buyer: {
        company: 'Électricité Dupré',
        street: ['8 quai Saint-Vincent'],
        postcode: '69001',
        city: 'Lyon',
      },
      vat: { category: 'S', ratePercent: 20 },
      credits: { number: 'F2025-0042', issueDate: '2025-06-02' },
    });
    const xml = facturXml(creditNote!.content as InvoiceContent);
    expect(await einvoicingErrors(xml)).toEqual({ xsd: [], facturX: [], en16931: [], brFr: [] });
  });

  it('takes the year of the date in France: New Year’s Eve at 23:30 UTC opens the next year’s sequence', async () => {
    const order = await newOrder();
    const issued = await database.db.transaction((tx) =>
      issueInvoice(tx, { order, business, legal, now: new Date('2027-12-31T23:30:00Z') }),
    );
    expect(issued.number).toBe('F2028-0001');
  });

  it('issues nothing and loses no number when the transaction rolls back', async () => {
    const order = await newOrder();
    const now = new Date('2029-02-01T10:00:00Z');
    const failed = database.db.transaction(async (tx) => {
      await issueInvoice(tx, { order, business, legal, now });
      throw new Error('the mail could not be queued');
    });
    await expect(failed).rejects.toThrow('the mail could not be queued');
    expect(await database.db.select().from(invoices).where(eq(invoices.orderId, order.id))).toEqual([]);
    const issued = await database.db.transaction((tx) => issueInvoice(tx, { order, business, legal, now }));
    expect(issued.number).toBe('F2029-0001');
  });
});
