import { dateInFrance } from '../../../../shared/date-in-france';
import { type InvoicingBuyer, invoicingBuyer, parseFrenchAddress } from '../../../../shared/buyer-details';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type {
  InvoiceContent,
  InvoiceTotals,
  LegacyInvoiceContent,
  SellerAddress,
  StoredInvoiceContent,
  VatTreatment,
} from '../../../../shared/invoice-content';
import type { orders } from '../../../db/schema';
import { translator } from '../../../lib/i18n/catalogue';
import { invoiceDocumentMessages } from './invoice-document-messages';
import type { LegalDetails } from '../../../config/legal-details';

/** The fixed indemnity for recovery costs owed by a business paying late (Code de commerce, D441-5). */
export const RECOVERY_INDEMNITY_CENTS = 4_000;

export type { InvoiceContent, LegacyInvoiceContent, StoredInvoiceContent };

/** What a document's line says; its quantity and price follow from the document's totals. */
export type InvoicedLine = Pick<InvoiceContent['line'], 'description' | 'driver' | 'mac'>;

/** The buyer of an issued document: as stated, or for an older one, read from its lines as orders are. */
export function issuedBuyer(content: StoredInvoiceContent): InvoicingBuyer {
  if ('country' in content.buyer) return content.buyer;
  const { company, name, address, email } = content.buyer;
  return invoicingBuyer({ company, firstName: name, lastName: '', address: address.join('\n'), email }).buyer;
}

/** The licence line of an issued document as printed, or null for one stored without it. */
export function issuedLine(content: StoredInvoiceContent): InvoicedLine | null {
  if (!content.line) return null;
  const { description, driver, mac } = content.line;
  return { description, driver, mac };
}

/** The VAT of an issued document: as stated, or for an older one, from the regime it was issued under. */
export function issuedVat(content: StoredInvoiceContent): VatTreatment {
  if ('vat' in content) return content.vat;
  return content.vatRegime === 'franchise'
    ? { category: 'E', ratePercent: 0, exemptionCode: 'VATEX-FR-FRANCHISE', mention: 'franchise' }
    : { category: 'S', ratePercent: content.totals.vatRatePercent, exemptionCode: null, mention: null };
}

/**
 * The seller's address as configured (`postalAddress`, lines): a line "69000 Lyon" gives the postcode and
 * town, a last line "France" the country (France too when there is none).
 */
function sellerAddress(lines: string[]): SellerAddress {
  const parsed = parseFrenchAddress(lines.join('\n'));
  return {
    lines,
    street: parsed?.street ?? lines.filter((line) => !/^france$/i.test(line.trim())),
    postcode: parsed?.postcode ?? '',
    city: parsed?.city ?? '',
    country: 'FR',
  };
}

export function addDays(date: string, days: number): string {
  const result = new Date(`${date}T00:00:00Z`);
  result.setUTCDate(result.getUTCDate() + days);
  return result.toISOString().slice(0, 10);
}

export interface InvoiceContentInput {
  kind: InvoiceContent['kind'];
  number: string;
  order: typeof orders.$inferSelect;
  business: BusinessSettings;
  legal: LegalDetails;
  now: Date;
  /** The buyer as invoiced: the order's now, or on a credit note, the cancelled invoice's. */
  buyer: InvoicingBuyer;
  /**
   * On a credit note, the cancelled invoice's line: the order may name another MAC since (a re-issue), and a
   * credit note cancels what was invoiced. Absent, the line is the order's now.
   */
  line?: InvoicedLine | null;
  vat: VatTreatment;
  totals: InvoiceTotals;
  vatRegime: LegalDetails['vatRegime'];
  payment: InvoiceContent['payment'];
  credits: InvoiceContent['credits'];
}

/** The seller as documents print it: the legal details and the business's address and contacts, as set now. */
export function sellerOf(business: BusinessSettings, legal: LegalDetails): InvoiceContent['seller'] {
  return {
    legalName: legal.legalName,
    legalForm: legal.legalForm,
    shareCapital: legal.shareCapital,
    address: sellerAddress(business.postalAddress),
    email: business.email,
    phone: business.phone,
    siren: legal.siren,
    siret: legal.siret,
    rcsCity: legal.rcsCity,
    vatNumber: legal.vatNumber,
  };
}

/** What the document says: the seller as set now, the buyer and the licence as ordered. */
export function invoiceContent(input: InvoiceContentInput): InvoiceContent {
  const { order, business, legal, buyer } = input;
  const { language } = order;
  const issueDate = dateInFrance(input.now);
  const isInvoice = input.kind === 'invoice';
  // The title the order was placed with: a later edit of the product changes no invoice.
  const driverTitle = order.driverTitle[language];
  return {
    kind: input.kind,
    number: input.number,
    locale: language,
    issuedAt: input.now.toISOString(),
    issueDate,
    dueDate: isInvoice ? addDays(issueDate, legal.paymentTermDays) : null,
    seller: sellerOf(business, legal),
    buyer,
    line: {
      ...(input.line ?? {
        description: translator(invoiceDocumentMessages, language)('line.description', {
          driver: driverTitle,
          mac: order.mac,
        }),
        driver: order.driver,
        mac: order.mac,
      }),
      quantity: 1,
      unitPriceExclVatCents: input.totals.totalExclVatCents,
    },
    totals: input.totals,
    vatRegime: input.vatRegime,
    vat: input.vat,
    payment: input.payment,
    latePayment: {
      penaltyRate: legal.latePaymentPenaltyRate[language],
      recoveryIndemnityCents: buyer.type === 'business' ? RECOVERY_INDEMNITY_CENTS : null,
    },
    credits: input.credits,
  };
}
