import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type {
  ProductChange,
  ProductDetails,
  ProductEventKind,
  ProductFileSlot,
} from '../../../shared/product-schemas';
import type { Db } from '../../db/client';
import { productFiles, productHistory, products } from '../../db/schema';
import { hasOrders, type ProductRow } from './product-queries';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface ProductActor {
  id: string | null;
  name: string;
}

async function record(
  tx: Tx | Db,
  productId: string,
  actor: ProductActor,
  action: ProductEventKind,
  changes: ProductChange[] = [],
): Promise<void> {
  await tx
    .insert(productHistory)
    .values({ productId, actorId: actor.id, actorName: actor.name, action, changes });
}

function columnsOf(details: ProductDetails) {
  return {
    key: details.key,
    titleEn: details.title.en,
    titleFr: details.title.fr,
    descriptionEn: details.description.en,
    descriptionFr: details.description.fr,
    priceExclVatCents: details.priceExclVatCents,
    system: details.system,
  };
}

/** The fields of a product as the history names them, each as text. */
function fieldsOf(row: ReturnType<typeof columnsOf>): Record<string, string> {
  return {
    key: row.key,
    'title.en': row.titleEn,
    'title.fr': row.titleFr,
    'description.en': row.descriptionEn,
    'description.fr': row.descriptionFr,
    priceExclVatCents: String(row.priceExclVatCents),
    system: row.system,
  };
}

function changesBetween(before: Record<string, string>, after: Record<string, string>): ProductChange[] {
  return Object.keys(after)
    .filter((field) => before[field] !== after[field])
    .map((field) => ({ field, from: before[field] ?? null, to: after[field] ?? null }));
}

export type CreateOutcome = { created: ProductRow } | 'key_taken';

/** A new product, unpublished, placed last in the store. */
export async function createProduct(
  db: Db,
  details: ProductDetails,
  actor: ProductActor,
): Promise<CreateOutcome> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.key, details.key));
    if (existing) return 'key_taken';
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${products.position}), 0)` })
      .from(products);
    const columns = columnsOf(details);
    const [created] = await tx
      .insert(products)
      .values({ ...columns, published: false, position: Number(last?.position ?? 0) + 1 })
      .returning();
    await record(tx, created!.id, actor, 'created', changesBetween({}, fieldsOf(columns)));
    return { created: created! };
  });
}

export type UpdateOutcome = { updated: ProductRow } | 'not_found' | 'key_taken' | 'key_fixed';

/** Saves the owner's edit and records what changed; the key only changes while no order names it. */
export async function updateProduct(
  db: Db,
  key: string,
  details: ProductDetails,
  actor: ProductActor,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.key, key)).for('update');
    if (!row) return 'not_found';
    if (details.key !== row.key) {
      if (await hasOrders(tx, row.key)) return 'key_fixed';
      const [taken] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.key, details.key));
      if (taken) return 'key_taken';
    }
    const columns = columnsOf(details);
    const changes = changesBetween(fieldsOf(row), fieldsOf(columns));
    if (changes.length === 0) return { updated: row };
    const [updated] = await tx
      .update(products)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(products.id, row.id))
      .returning();
    await record(tx, row.id, actor, 'edited', changes);
    return { updated: updated! };
  });
}

/** Publishes or withdraws a product; false when there is none with this key. */
export async function setPublished(
  db: Db,
  key: string,
  published: boolean,
  actor: ProductActor,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(products).where(eq(products.key, key)).for('update');
    if (!row) return false;
    if (row.published === published) return true;
    await tx.update(products).set({ published, updatedAt: new Date() }).where(eq(products.id, row.id));
    await record(tx, row.id, actor, published ? 'published' : 'unpublished', [
      { field: 'published', from: String(row.published), to: String(published) },
    ]);
    return true;
  });
}

/**
 * Puts the products in the order of `keys`, which must name every product once ('mismatch' otherwise, so two
 * people reordering at once cannot lose a product from the order).
 */
export async function reorderProducts(
  db: Db,
  keys: string[],
  actor: ProductActor,
): Promise<'done' | 'mismatch'> {
  return db.transaction(async (tx) => {
    const rows = await tx.select().from(products).for('update');
    const byKey = new Map(rows.map((row) => [row.key, row]));
    if (
      keys.length !== rows.length ||
      new Set(keys).size !== keys.length ||
      !keys.every((key) => byKey.has(key))
    )
      return 'mismatch';
    for (const [index, key] of keys.entries()) {
      const row = byKey.get(key)!;
      const position = index + 1;
      if (row.position === position) continue;
      await tx.update(products).set({ position, updatedAt: new Date() }).where(eq(products.id, row.id));
      await record(tx, row.id, actor, 'moved', [
        { field: 'position', from: String(row.position), to: String(position) },
      ]);
    }
    return 'done';
  });
}

export interface NewProductFile {
  slot: ProductFileSlot;
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** Puts a file in a product's slot, replacing the one there; false when there is no product with this key. */
export async function replaceProductFile(
  db: Db,
  key: string,
  file: NewProductFile,
  actor: ProductActor,
  action: ProductEventKind = 'file_replaced',
): Promise<boolean> {
  const sha256 = createHash('sha256').update(file.content).digest('hex');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.key, key))
      .for('update');
    if (!row) return false;
    const [previous] = await tx
      .delete(productFiles)
      .where(and(eq(productFiles.productId, row.id), eq(productFiles.slot, file.slot)))
      .returning({ fileName: productFiles.fileName, sha256: productFiles.sha256 });
    await tx.insert(productFiles).values({
      productId: row.id,
      slot: file.slot,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.content.length,
      sha256,
      content: file.content,
    });
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, row.id));
    await record(tx, row.id, actor, action, [
      {
        field: file.slot,
        from: previous ? `${previous.fileName} (${previous.sha256.slice(0, 12)})` : null,
        to: `${file.fileName} (${sha256.slice(0, 12)})`,
      },
    ]);
    return true;
  });
}
