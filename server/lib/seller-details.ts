import { desc } from 'drizzle-orm';
import type { SellerDetailsSource } from '../../shared/seller-details';
import { isSampleLegalDetails, type LegalDetails, sampleLegalDetails } from '../config/legal-details';
import type { Db } from '../db/client';
import { sellerDetailsVersions } from '../db/schema';

/** Where the seller's details are read from: the site config file's `legal` key, else the database. */
export interface LegalDetailsSource {
  db: Db;
  /** The `legal` key of the site config file, read at start: when set, it wins over the back office. */
  file: LegalDetails | null;
  /** `PAYMENT_TERMS_DAYS`, the one setting of the due date. */
  paymentTermDays: number;
}

export interface LegalDetailsInForce {
  legal: LegalDetails;
  source: SellerDetailsSource;
}

/**
 * The seller's details invoices, quotes, receipts, mails and the setup checklist use now, and where they come
 * from: the file's `legal` key when set (those who deploy by file keep control), else the latest details the
 * owner set in the back office, else the samples (with which nothing is issued). Read at each use, so a change
 * in the back office counts at once, on every instance.
 */
export async function legalDetailsInForce(source: LegalDetailsSource): Promise<LegalDetailsInForce> {
  const terms = { paymentTermDays: source.paymentTermDays };
  if (fileWins(source)) return { legal: { ...source.file, ...terms }, source: 'file' };
  const stored = await storedSellerDetails(source.db);
  if (stored) return { legal: { ...stored.details, ...terms }, source: 'database' };
  return { legal: { ...sampleLegalDetails, ...terms }, source: 'sample' };
}

/** Whether the site config file's `legal` key is set (and not the example's samples): it wins. */
export function fileWins(source: LegalDetailsSource): source is LegalDetailsSource & { file: LegalDetails } {
  return source.file !== null && !isSampleLegalDetails(source.file);
}

/** The seller's details in force now (see `legalDetailsInForce`): the one function every document reads. */
export async function currentLegalDetails(source: LegalDetailsSource): Promise<LegalDetails> {
  return (await legalDetailsInForce(source)).legal;
}

/** The latest details set in the back office, or null when none were. */
export async function storedSellerDetails(db: Db) {
  const [latest] = await db
    .select()
    .from(sellerDetailsVersions)
    .orderBy(desc(sellerDetailsVersions.setAt), desc(sellerDetailsVersions.id))
    .limit(1);
  return latest ?? null;
}
