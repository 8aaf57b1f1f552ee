import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { PaymentDetails } from '../../../../shared/order-schemas';
import type { invoices } from '../../../db/schema';
import { sampleLegalDetails } from '../../../config/legal-details';
import { epcQrPayload, epcQrSvg, paymentDetails } from './payment-details';
import { fillPaymentLink, paymentLinkTemplateProblem } from '../../../config/payment-link';

const details: PaymentDetails = {
  amountCents: 30_000,
  invoiceNumber: 'F2026-0001',
  beneficiary: 'Domotique Exemple SARL',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPPXXX',
  dueDate: '2026-12-23',
  paymentLink: null,
};

describe('epcQrPayload (EPC069-12, SEPA credit transfer)', () => {
  it('writes the fields in order, one a line, the amount as EUR300.00 and the invoice number as reference', () => {
    expect(epcQrPayload(details).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'AGRIFRPPXXX',
      'Domotique Exemple SARL',
      'FR7630006000011234567890189',
      'EUR300.00',
      '',
      '',
      'F2026-0001',
    ]);
  });

  it('writes cents with a dot and no thousands separator', () => {
    expect(epcQrPayload({ ...details, amountCents: 123_456_789 })).toContain('\nEUR1234567.89\n');
    expect(epcQrPayload({ ...details, amountCents: 5 })).toContain('\nEUR0.05\n');
  });

  it('keeps each field on its line and within its maximum length', () => {
    const lines = epcQrPayload({
      ...details,
      beneficiary: `Évidence\nBCD\r${'é'.repeat(100)}`,
      iban: 'fr76 3000 6000 0112 3456 7890 189',
      invoiceNumber: 'F'.repeat(200),
    }).split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[5]).toBe(`Évidence BCD ${'é'.repeat(57)}`);
    expect(Array.from(lines[5]!)).toHaveLength(70);
    expect(lines[6]).toBe('FR7630006000011234567890189');
    expect(lines[10]).toHaveLength(140);
  });

  it('refuses an amount a QR code cannot carry', () => {
    expect(() => epcQrPayload({ ...details, amountCents: 0 })).toThrow(RangeError);
  });
});

describe('epcQrSvg', () => {
  it('draws a QR code that a scanner reads back as the payload', async () => {
    const svg = await epcQrSvg(details);
    const { data, info } = await sharp(Buffer.from(svg), { density: 300 })
      .flatten({ background: '#ffffff' })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(decoded?.data).toBe(epcQrPayload(details));
  });
});

describe('paymentDetails', () => {
  const invoice = {
    number: 'F2026-0007',
    totalInclVatCents: 30_000,
    dueDate: '2026-12-23',
    issuedAt: new Date('2026-11-23T10:00:00Z'),
  } as typeof invoices.$inferSelect;

  it('asks for the amount including VAT, with the invoice number as reference', () => {
    expect(paymentDetails(invoice, sampleLegalDetails)).toEqual({
      amountCents: 30_000,
      invoiceNumber: 'F2026-0007',
      beneficiary: sampleLegalDetails.legalName,
      iban: sampleLegalDetails.iban,
      bic: sampleLegalDetails.bic,
      dueDate: '2026-12-23',
      paymentLink: null,
    });
  });

  it('fills the payment link template when there is one', () => {
    const template = 'https://pay.example.com/checkout?amount={amount}&ref={invoice}';
    expect(paymentDetails(invoice, sampleLegalDetails, template).paymentLink).toBe(
      'https://pay.example.com/checkout?amount=300.00&ref=F2026-0007',
    );
  });
});

describe('payment link template', () => {
  it('URL-encodes what it fills in', () => {
    expect(fillPaymentLink('https://pay.example.com/{invoice}?a={amount}', 1_050, 'F 2026/1&x')).toBe(
      'https://pay.example.com/F%202026%2F1%26x?a=10.50',
    );
  });

  it('accepts an https URL with its placeholders and says what is wrong with anything else', () => {
    expect(paymentLinkTemplateProblem('https://pay.example.com/?amount={amount}&ref={invoice}')).toBeNull();
    expect(paymentLinkTemplateProblem('http://pay.example.com/?amount={amount}')).toMatch(/https/);
    expect(paymentLinkTemplateProblem('https://pay.example.com/fixed')).toMatch(/must contain/);
    expect(paymentLinkTemplateProblem('https://pay.example.com/?a={amout}')).toMatch(
      /unknown placeholder \{amout\}/,
    );
    expect(paymentLinkTemplateProblem('pay here {amount}')).toMatch(/must be a URL/);
  });
});
