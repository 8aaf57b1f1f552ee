import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedInvoiceContentSchema } from '../../../../shared/invoice-content';
import { sampleBusinessSettings } from '../../../config/site-config';
import type { Database } from '../../../db/client';
import { invoices, orders } from '../../../db/schema';
import { pdfTextContent } from '../../../testing/pdf-text-content';
import { openTestDatabase, testDatabaseKind } from '../../../testing/test-database';
import { orderReceipt } from '../tracking/order-receipt';
import {
  legacyCreditNote,
  legacyInvoice,
  testBuyers,
  testInvoice,
  testLegalDetails,
  testOrder,
} from '../testing/invoice-cases';
import type { InvoiceContent, StoredInvoiceContent } from './invoice-content';
import { invoiceRegister } from './invoice-register';
import { issueCreditNote } from './issue-invoice';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function newOrder(overrides: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await database.db
    .insert(orders)
    .values({
      driver: 'risco-alarm',
      driverTitle: { en: 'Risco alarm driver', fr: 'Driver alarme Risco' },
      mac: 'A1B2C3D4E5F6',
      priceExclVatCents: 25_000,
      customer: testBuyers.frenchBusiness,
      language: 'fr',
      trackingTokenHash: `hash-${Math.random()}`,
      ...overrides,
    })
    .returning();
  return order!;
}

/** Stores `content` as its document's row, as the version that issued it did. */
async function storeDocument(orderId: string, content: StoredInvoiceContent, creditsInvoiceId?: string) {
  const [row] = await database.db
    .insert(invoices)
    .values({
      orderId,
      kind: content.kind,
      number: content.number,
      creditsInvoiceId: creditsInvoiceId ?? null,
      issuedAt: new Date(content.issuedAt),
      dueDate: content.dueDate,
      language: content.locale,
      totalExclVatCents: content.totals.totalExclVatCents,
      vatCents: content.totals.vatCents,
      totalInclVatCents: content.totals.totalInclVatCents,
      content,
      pdf: new Uint8Array([37, 80, 68, 70]),
    })
    .returning();
  return row!;
}

async function storedContent(id: string): Promise<unknown> {
  const [row] = await database.db
    .select({ content: invoices.content })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!.content;
}

/** An invoice as issued between the Factur-X format (issue 21) and card payments (issue 22). */
function beforeCardPayments(number: string): InvoiceContent {
  const invoice = testInvoice(testOrder(testBuyers.euBusiness), {
    number,
    now: new Date('2025-09-10T08:00:00Z'),
  });
  const { cardPaymentLink: _cardPaymentLink, ...payment } = invoice.payment!;
  return { ...invoice, payment };
}

describe(`invoices stored in every shape ever issued (${testDatabaseKind})`, () => {
  it('reads back each older shape as it was stored, and refuses a content of no known shape', async () => {
    const order = await newOrder();
    const legacy = legacyInvoice('F2025-0101');
    const legacyRow = await storeDocument(order.id, legacy);
    const creditNote = legacyCreditNote(legacy, 'A2025-0101');
    const creditNoteRow = await storeDocument(order.id, creditNote, legacyRow.id);
    const facturX = beforeCardPayments('F2025-0102');
    const facturXRow = await storeDocument((await newOrder()).id, facturX);

    expect(storedInvoiceContentSchema.parse(await storedContent(legacyRow.id))).toEqual(legacy);
    expect(storedInvoiceContentSchema.parse(await storedContent(creditNoteRow.id))).toEqual(creditNote);
    expect(storedInvoiceContentSchema.parse(await storedContent(facturXRow.id))).toEqual(facturX);
    const { totals: _totals, ...withoutTotals } = legacy;
    expect(() => storedInvoiceContentSchema.parse(withoutTotals)).toThrow();
  });

  it('lists older documents in the register with the buyer and VAT they were issued with', async () => {
    const legacy = legacyInvoice('F2024-0001');
    const legacyRow = await storeDocument((await newOrder()).id, legacy);
    await storeDocument(legacyRow.orderId!, legacyCreditNote(legacy, 'A2024-0001'), legacyRow.id);
    const facturX = beforeCardPayments('F2024-0002');
    await storeDocument((await newOrder()).id, { ...facturX, issuedAt: legacy.issuedAt });

    const register = await invoiceRegister(database.db, '2025-06-01', '2025-06-30');
    expect(
      register.rows
        .filter((row) => row.number.startsWith('F2024') || row.number.startsWith('A2024'))
        .map(({ number, customer, customerId, country, vatCategory, vatRatePercent, cancels }) => ({
          number,
          customer,
          customerId,
          country,
          vatCategory,
          vatRatePercent,
          cancels,
        })),
    ).toEqual([
      {
        number: 'F2024-0001',
        customer: 'Électricité Dupré',
        customerId: null,
        country: 'FR',
        vatCategory: 'S',
        vatRatePercent: 20,
        cancels: null,
      },
      {
        number: 'F2024-0002',
        customer: 'Haustechnik Müller GmbH',
        customerId: 'DE123456789',
        country: 'DE',
        vatCategory: 'AE',
        vatRatePercent: 0,
        cancels: null,
      },
      {
        number: 'A2024-0001',
        customer: 'Électricité Dupré',
        customerId: null,
        country: 'FR',
        vatCategory: 'S',
        vatRatePercent: 20,
        cancels: 'F2024-0001',
      },
    ]);
  });

  it('prints the receipt of an older invoice with the seller and buyer it printed', async () => {
    const order = await newOrder({ status: 'paid', paidOn: '2025-06-12', paymentMeans: 'cheque' });
    await storeDocument(order.id, legacyInvoice('F2023-0001'));
    const receipt = await orderReceipt(database.db, order);
    const { text } = await pdfTextContent(receipt!.pdf);
    for (const printed of [
      'Électricité Dupré',
      '8 quai Saint-Vincent',
      '12 rue de la République',
      'F2023-0001',
    ])
      expect(text).toContain(printed);
  });

  it('cancels an invoice of each older shape with the line, buyer and VAT it was issued with', async () => {
    for (const content of [legacyInvoice('F2022-0001'), beforeCardPayments('F2022-0002')]) {
      const order = await newOrder({ mac: '0A0B0C0D0E0F' });
      const invoice = await storeDocument(order.id, content);
      const issued = await database.db.transaction((tx) =>
        issueCreditNote(tx, {
          order,
          invoice,
          business: sampleBusinessSettings,
          legal: testLegalDetails,
          now: new Date('2026-02-01T10:00:00Z'),
        }),
      );
      const creditNote = storedInvoiceContentSchema.parse(await storedContent(issued.id));
      expect(creditNote).toMatchObject({
        kind: 'credit_note',
        line: { mac: content.line!.mac },
        credits: { number: content.number },
      });
      expect('vat' in creditNote && creditNote.vat.category).toBe(
        'vat' in content ? content.vat.category : 'S',
      );
    }
  });
});
