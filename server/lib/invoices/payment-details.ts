// TEMPORARY STUB (replaced by the invoices branch)
import type { PaymentDetails } from '../../../shared/order-schemas';
import type { invoices } from '../../db/schema';
import type { LegalDetails } from './legal-details';
export function paymentDetails(
  invoice: typeof invoices.$inferSelect,
  legal: LegalDetails,
  paymentLinkTemplate?: string,
): PaymentDetails {
  throw new Error(String(invoice) + String(legal) + String(paymentLinkTemplate));
}
export async function epcQrSvg(details: PaymentDetails): Promise<string> {
  return String(details);
}
