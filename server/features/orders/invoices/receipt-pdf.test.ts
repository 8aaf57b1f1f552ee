import { describe, expect, it } from 'vitest';
import type { LegacyInvoiceContent } from './invoice-content';
import { receiptContent, renderReceiptPdf } from './receipt-pdf';
import { legacyInvoice, testInvoice, testOrder } from '../testing/invoice-cases';
import { pdfTextContent } from '../../../testing/pdf-text-content';

const payment = { paidOn: '2026-11-24', means: 'cash', amountCents: 30_000 } as const;

describe('the payment receipt', () => {
  it('prints every name the order form accepts as typed, with the day and means of the payment', async () => {
    const invoice = testInvoice(
      testOrder({
        company: 'Łódź Domotyka',
        firstName: 'Zoë',
        lastName: 'Łukowski-Nguyễn',
        address: '3 allée des Châtaigniers',
        postcode: '69003',
        city: 'Lyon',
        country: 'FR',
        buyerType: 'individual',
        email: 'zoe@example.test',
      }),
    );
    const pdf = await renderReceiptPdf(receiptContent(invoice, payment));
    const { text } = await pdfTextContent(pdf);
    for (const printed of [
      'Zoë Łukowski-Nguyễn',
      'Łódź Domotyka',
      'Espèces',
      '24 novembre 2026',
      'F2026-0001',
    ])
      expect(text).toContain(printed);
    // The same payment gives the same document, so the receipt mailed and the one downloaded are one.
    expect(
      Buffer.from(await renderReceiptPdf(receiptContent(invoice, payment))).equals(Buffer.from(pdf)),
    ).toBe(true);
  });

  it('reads an invoice issued before the Factur-X format', async () => {
    const legacy: LegacyInvoiceContent = {
      ...legacyInvoice(),
      buyer: {
        company: 'Ancienne SARL',
        name: 'Paul Durand',
        address: ['1 rue Neuve', '69001 Lyon'],
        email: 'p@example.test',
      },
    };
    const { text } = await pdfTextContent(await renderReceiptPdf(receiptContent(legacy, payment)));
    expect(text).toContain('Ancienne SARL');
    expect(text).toContain('69001 Lyon');
  });
});
