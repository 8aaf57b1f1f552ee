import { dateInFrance } from '../../../../shared/date-in-france';
import { QR_ERROR_CORRECTION, qrCodeSvg } from '../../../lib/qr-code-svg';
import type { PaymentDetails } from '../../../../shared/order-schemas';
import type { invoices } from '../../../db/schema';
import type { LegalDetails } from '../../../config/legal-details';
import { fillPaymentLink } from '../../../config/payment-link';

/**
 * How to pay an invoice: its amount including VAT, the seller's current bank details with the invoice number
 * as reference, and the payment link when `PAYMENT_LINK_TEMPLATE` is set.
 */
export function paymentDetails(
  invoice: typeof invoices.$inferSelect,
  legal: LegalDetails,
  paymentLinkTemplate?: string,
): PaymentDetails {
  return {
    amountCents: invoice.totalInclVatCents,
    invoiceNumber: invoice.number,
    beneficiary: legal.legalName,
    iban: legal.iban,
    bic: legal.bic,
    dueDate: invoice.dueDate ?? dateInFrance(invoice.issuedAt),
    paymentLink: paymentLinkTemplate
      ? fillPaymentLink(paymentLinkTemplate, invoice.totalInclVatCents, invoice.number)
      : null,
  };
}

/** The limits of EPC069-12 (version 002), in characters. */
const EPC_MAX = { beneficiary: 70, iban: 34, remittance: 140 } as const;

/** One line of the payload: no line breaks or other control characters, cut to the field's length. */
const field = (value: string, max: number) =>
  Array.from(value.replace(/\p{Cc}+/gu, ' ').trim())
    .slice(0, max)
    .join('')
    .trim();

/**
 * The SEPA credit transfer QR code's text (EPC069-12, "Girocode"): service tag, version 002, UTF-8, SCT, BIC,
 * beneficiary, IBAN, amount (`EUR300.00`), no purpose, no structured reference, then the invoice number as
 * the unstructured remittance; lines joined by LF, the trailing optional field left out.
 */
export function epcQrPayload(details: PaymentDetails): string {
  const amount = details.amountCents / 100;
  if (!(amount >= 0.01 && amount <= 999_999_999.99))
    throw new RangeError(`EPC QR codes carry 0.01 to 999999999.99 euros, not ${amount}`);
  return [
    'BCD',
    '002',
    '1',
    'SCT',
    details.bic.replace(/\s+/g, '').toUpperCase(),
    field(details.beneficiary, EPC_MAX.beneficiary),
    details.iban.replace(/\s+/g, '').toUpperCase().slice(0, EPC_MAX.iban),
    `EUR${amount.toFixed(2)}`,
    '',
    '',
    field(details.invoiceNumber, EPC_MAX.remittance),
  ].join('\n');
}

/** EPC069-12 asks for error correction level M. */
export const EPC_QR_OPTIONS = { errorCorrectionLevel: QR_ERROR_CORRECTION } as const;

/** The QR code as an SVG image, for the customer's order page. */
export function epcQrSvg(details: PaymentDetails): Promise<string> {
  return qrCodeSvg(epcQrPayload(details));
}
