import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { netatmoTokens } from '../../db/schema/netatmo';
import { type NetatmoTokens, netatmoTokensSchema } from './netatmo-exchange';

/** How long the weather-station driver has to collect the tokens. */
const COLLECTION_WINDOW_MS = 10 * 60 * 1000;

export async function storeTokens(db: Db, state: string, tokens: NetatmoTokens): Promise<void> {
  await db.delete(netatmoTokens).where(lt(netatmoTokens.expiresAt, new Date()));
  const row = {
    state,
    tokens: JSON.stringify(tokens),
    expiresAt: new Date(Date.now() + COLLECTION_WINDOW_MS),
  };
  await db
    .insert(netatmoTokens)
    .values(row)
    .onConflictDoUpdate({
      target: netatmoTokens.state,
      set: { tokens: row.tokens, expiresAt: row.expiresAt },
    });
}

/** Returns the tokens once: the row is deleted in the same statement, so two collectors cannot both get it. */
export async function collectTokens(db: Db, state: string): Promise<NetatmoTokens | null> {
  const [row] = await db.delete(netatmoTokens).where(eq(netatmoTokens.state, state)).returning();
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return netatmoTokensSchema.parse(JSON.parse(row.tokens));
}
