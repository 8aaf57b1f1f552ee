import { findDriver } from '../../../../shared/driver-catalogue';
import { invoicingBuyer, type StoredBuyer } from '../../../../shared/buyer-details';
import { sampleBusinessSettings } from '../../../config/site-config';
import type { orders } from '../../../db/schema';
import { type InvoiceContent, type LegacyInvoiceContent, invoiceContent } from '../invoices/invoice-content';
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

/**
 * An invoice as issued before the Factur-X format (issue 21), as such rows are in real databases: the
 * seller's address and the buyer as free lines, a VAT regime without a category, no Pay by card link.
 */
export function legacyInvoice(number = 'F2025-0042'): LegacyInvoiceContent {
  return {
    kind: 'invoice',
    number,
    locale: 'fr',
    issuedAt: '2025-06-02T09:00:00.000Z',
    issueDate: '2025-06-02',
    dueDate: '2025-07-02',
    seller: {
      legalName: testLegalDetails.legalName,
      legalForm: testLegalDetails.legalForm,
      shareCapital: testLegalDetails.shareCapital,
      address: ['12 rue de la République', '69002 Lyon', 'France'],
      email: 'contact@example.test',
      phone: '+33 4 00 00 00 00',
      siren: testLegalDetails.siren,
      siret: testLegalDetails.siret,
      rcsCity: testLegalDetails.rcsCity,
      vatNumber: testLegalDetails.vatNumber,
    },
    buyer: {
      company: 'Électricité Dupré',
      name: 'Amélie Dupré',
      address: ['8 quai Saint-Vincent', '69001 Lyon'],
      email: 'amelie@example.test',
    },
    line: {
      description: 'Driver alarme Risco pour la passerelle A1B2C3D4E5F6',
      driver: 'risco-alarm',
      mac: 'A1B2C3D4E5F6',
      quantity: 1,
      unitPriceExclVatCents: 25_000,
    },
    totals: { totalExclVatCents: 25_000, vatRatePercent: 20, vatCents: 5_000, totalInclVatCents: 30_000 },
    vatRegime: 'standard',
    payment: {
      beneficiary: testLegalDetails.legalName,
      iban: testLegalDetails.iban,
      bic: testLegalDetails.bic,
      reference: number,
      paymentLink: null,
    },
    latePayment: { penaltyRate: 'trois fois le taux d’intérêt légal', recoveryIndemnityCents: 4_000 },
    credits: null,
  };
}

/** A credit note as issued before issue 21: no payment, no late-payment terms. */
export function legacyCreditNote(invoice: LegacyInvoiceContent, number = 'A2025-0007'): LegacyInvoiceContent {
  const { totals } = invoice;
  return {
    ...invoice,
    kind: 'credit_note',
    number,
    issuedAt: '2025-06-20T14:00:00.000Z',
    issueDate: '2025-06-20',
    dueDate: null,
    totals: {
      ...totals,
      totalExclVatCents: -totals.totalExclVatCents,
      vatCents: -totals.vatCents,
      totalInclVatCents: -totals.totalInclVatCents,
    },
    payment: null,
    latePayment: null,
    credits: { number: invoice.number, issueDate: invoice.issueDate },
  };
}
