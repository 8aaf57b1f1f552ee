import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { documentSequences } from '../../../db/schema';

/** 'F' invoices, 'A' credit notes (avoirs), 'D' quotes (devis): each its own continuous sequence per year. */
export type DocumentSeries = 'F' | 'A' | 'D';

/**
 * Takes the next number of a series and year, e.g. `F2026-0001`, inside the caller's transaction. The upsert
 * locks the sequence's row until that transaction ends, so concurrent issuers (on any instance) wait for each
 * other; a rolled-back transaction gives its number back. Hence no gap and no reuse.
 */
export async function allocateDocumentNumber(tx: Db, series: DocumentSeries, year: number): Promise<string> {
  const [row] = await tx
    .insert(documentSequences)
    .values({ series, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [documentSequences.series, documentSequences.year],
      set: { lastNumber: sql`${documentSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: documentSequences.lastNumber });
  if (!row) throw new Error(`no number allocated in series ${series}${year}`);
  return `${series}${year}-${String(row.lastNumber).padStart(4, '0')}`;
}
