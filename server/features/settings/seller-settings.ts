import { desc } from 'drizzle-orm';
import type { SellerDetails, SellerDetailsChange, SellerSettings } from '../../../shared/seller-details';
import type { LegalDetails } from '../../config/legal-details';
import type { Db } from '../../db/client';
import { sellerDetailsVersions } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { type LegalDetailsSource, legalDetailsInForce, storedSellerDetails } from '../../lib/seller-details';

/** How many of the latest changes the view lists. */
const CHANGES_SHOWN = 10;

const sellerFields = [
  'legalName',
  'legalForm',
  'shareCapital',
  'siren',
  'siret',
  'rcsCity',
  'vatNumber',
  'vatRegime',
  'vatRatePercent',
  'iban',
  'bic',
  'latePaymentPenaltyRate',
] as const satisfies (keyof SellerDetails)[];

/** The seller's fields of the details in force (the payment term is `PAYMENT_TERMS_DAYS`'s). */
function sellerDetailsOf(legal: LegalDetails | SellerDetails): SellerDetails {
  return Object.fromEntries(sellerFields.map((field) => [field, legal[field]])) as SellerDetails;
}

/** The fields whose values differ between two versions. */
function changedFields(before: SellerDetails | null, after: SellerDetails): (keyof SellerDetails)[] {
  return sellerFields.filter(
    (field) => before === null || JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  );
}

/** What `GET /api/settings/seller` answers: the details in force, where from, and the latest changes. */
export async function sellerSettings(source: LegalDetailsSource): Promise<SellerSettings> {
  const inForce = await legalDetailsInForce(source);
  const versions = await source.db
    .select()
    .from(sellerDetailsVersions)
    .orderBy(desc(sellerDetailsVersions.setAt), desc(sellerDetailsVersions.id))
    .limit(CHANGES_SHOWN + 1);
  const changes: SellerDetailsChange[] = versions.slice(0, CHANGES_SHOWN).map((version, index) => ({
    at: version.setAt.toISOString(),
    by: version.setByName,
    fields: changedFields(versions[index + 1]?.details ?? null, version.details),
  }));
  return {
    source: inForce.source,
    details: sellerDetailsOf(inForce.legal),
    stored: inForce.source === 'file' && versions[0] ? sellerDetailsOf(versions[0].details) : null,
    paymentTermDays: source.paymentTermDays,
    changes,
  };
}

/**
 * Stores the details the owner set, in force at once, and records the change in the history (who, when, each
 * changed field before and after). Details the same as the latest add nothing. Issued invoices and quotes keep
 * the details they were issued with (their content holds them).
 */
export async function setSellerDetails(
  db: Db,
  details: SellerDetails,
  actor: { id: string; name: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const latest = await storedSellerDetails(tx);
    const before = latest ? sellerDetailsOf(latest.details) : null;
    const after = sellerDetailsOf(details);
    const fields = changedFields(before, after);
    if (fields.length === 0) return;
    const [row] = await tx
      .insert(sellerDetailsVersions)
      .values({ details: after, setBy: actor.id, setByName: actor.name })
      .returning({ id: sellerDetailsVersions.id });
    if (!row) throw new Error('the seller details were not stored');
    const pick = (version: SellerDetails | null) =>
      JSON.stringify(version && Object.fromEntries(fields.map((field) => [field, version[field]])));
    await recordAudit(tx, {
      actor,
      action: 'seller_details_changed',
      subjectType: 'seller_details',
      subjectId: row.id,
      detail: { fields: fields.join(', '), before: pick(before), after: pick(after) },
    });
  });
}
