// TEMPORARY STUB (replaced by the invoices branch)
import type { BusinessSettings } from '../../../shared/public-settings';
import type { Db } from '../../db/client';
import type { invoices, orders } from '../../db/schema';
import type { LegalDetails } from './legal-details';
export async function issueInvoice(
  tx: Db,
  input: {
    order: typeof orders.$inferSelect;
    business: BusinessSettings;
    legal: LegalDetails;
    paymentLinkTemplate?: string;
    now: Date;
  },
): Promise<{ id: string; number: string; pdf: Uint8Array }> {
  throw new Error(String(tx) + String(input));
}
export async function issueCreditNote(
  tx: Db,
  input: {
    order: typeof orders.$inferSelect;
    invoice: typeof invoices.$inferSelect;
    business: BusinessSettings;
    legal: LegalDetails;
    now: Date;
  },
): Promise<{ id: string; number: string; pdf: Uint8Array }> {
  throw new Error(String(tx) + String(input));
}
