import { findDriver } from '../../../../shared/driver-catalogue';
import { invoicingBuyer, type StoredBuyer } from '../../../../shared/buyer-details';
import { sampleBusinessSettings } from '../../../config/site-config';
import type { orders } from '../../../db/schema';
import { type InvoiceContent, invoiceContent } from '../invoices/invoice-content';
import { invoiceTotals } from '../invoices/invoice-totals';
import { type LegalDetails, sampleLegalDetails } from '../../../config/legal-details';
import { vatTreatment } from '../invoices/vat-treatment';

/** A seller with plausible details (a SIREN whose check digit is right, its VAT number's key too). */
export const testLegalDetails: LegalDetails = {
  ...sampleLegalDetails,
  legalName: 'Domotique Lumière & Fils SARL',
  siren: '732829320',
  siret: '73282932000074',
  vatNumber: 'FR44732829320',
};

export const franchiseLegalDetails: LegalDetails = {
  ...testLegalDetails,
  legalForm: 'EI',
  shareCapital: null,
  vatRegime: 'franchise',
  vatNumber: null,
};

/** The buyers of the documents the tests issue, one per way VAT is charged. */
export const testBuyers = {
  frenchBusiness: {
    company: 'Électricité Dupré SAS',
    firstName: 'Amélie',
    lastName: 'Dupré',
    address: '8 quai Saint-Vincent',
    postcode: '69001',
    city: 'Lyon',
    country: 'FR',
    buyerType: 'business',
    siren: '552100554',
    email: 'amelie@dupre.example',
  },
  individual: {
    company: '',
    firstName: 'Zoë',
    lastName: 'Łukowski-Nguyễn',
    address: '5 avenue des Tests, 69003 Lyon',
    email: 'zoe@example.test',
  },
  euBusiness: {
    company: 'Haustechnik Müller GmbH',
    firstName: 'Jürgen',
    lastName: 'Müller',
    address: 'Königstraße 12\nHinterhaus',
    postcode: '70173',
    city: 'Stuttgart',
    country: 'DE',
    buyerType: 'business',
    vatNumber: 'DE123456789',
    email: 'j.mueller@haustechnik.example',
  },
  nonEuBusiness: {
    company: 'Smart Homes Genève Sàrl',
    firstName: 'Léa',
    lastName: 'Favre',
    address: 'Rue du Rhône 42',
    postcode: '1204',
    city: 'Genève',
    country: 'CH',
    buyerType: 'business',
    email: 'lea@smarthomes.example',
  },
} satisfies Record<string, StoredBuyer>;

export function testOrder(
  customer: StoredBuyer,
  overrides: Partial<typeof orders.$inferSelect> = {},
): typeof orders.$inferSelect {
  const driver = overrides.driver ?? 'risco-alarm';
  const title = findDriver(driver)?.title ?? { en: driver, fr: driver };
  return {
    id: '00000000-0000-4000-8000-000000000001',
    number: 1,
    messageId: null,
    status: 'new',
    driver,
    driverTitle: title,
    mac: '000FFF123456',
    priceExclVatCents: 25_000,
    customer,
    language: 'fr',
    trackingTokenHash: 'hash',
    reminderSentAt: null,
    paidOn: null,
    paymentMeans: null,
    payTokenHash: null,
    checkoutSessionId: null,
    paymentRemindersOn: true,
    paymentRemindedAtDay: 0,
    writtenOffCents: 0,
    createdAt: new Date('2026-11-20T09:00:00Z'),
    updatedAt: new Date('2026-11-20T09:00:00Z'),
    ...overrides,
  };
}

/** The invoice of an order as `issueInvoice` would state it, without a database. */
export function testInvoice(
  order: typeof orders.$inferSelect,
  options: { legal?: LegalDetails; number?: string; now?: Date; paymentLink?: string | null } = {},
): InvoiceContent {
  const legal = options.legal ?? testLegalDetails;
  const number = options.number ?? 'F2026-0001';
  const { buyer } = invoicingBuyer(order.customer);
  const vat = vatTreatment(buyer, legal);
  return invoiceContent({
    kind: 'invoice',
    number,
    order,
    business: sampleBusinessSettings,
    legal,
    now: options.now ?? new Date('2026-11-23T10:00:00Z'),
    buyer,
    vat,
    totals: invoiceTotals(order.priceExclVatCents, vat.ratePercent),
    vatRegime: legal.vatRegime,
    payment: {
      beneficiary: legal.legalName,
      iban: legal.iban,
      bic: legal.bic,
      reference: number,
      paymentLink: options.paymentLink ?? null,
    },
    credits: null,
  });
}

/** The credit note cancelling `invoice`, as `issueCreditNote` would state it. */
export function testCreditNote(
  order: typeof orders.$inferSelect,
  invoice: InvoiceContent,
  options: { legal?: LegalDetails; number?: string; now?: Date } = {},
): InvoiceContent {
  const legal = options.legal ?? testLegalDetails;
  const { totals } = invoice;
  return invoiceContent({
    kind: 'credit_note',
    number: options.number ?? 'A2026-0001',
    order,
    business: sampleBusinessSettings,
    legal,
    now: options.now ?? new Date('2026-11-25T10:00:00Z'),
    buyer: invoice.buyer,
    vat: invoice.vat,
    totals: {
      totalExclVatCents: -totals.totalExclVatCents,
      vatRatePercent: totals.vatRatePercent,
      vatCents: -totals.vatCents,
      totalInclVatCents: -totals.totalInclVatCents,
    },
    vatRegime: invoice.vatRegime,
    payment: null,
    credits: { number: invoice.number, issueDate: invoice.issueDate },
  });
}
