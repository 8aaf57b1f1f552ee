import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language';
import { formatPriceExclVat } from '../../../shared/i18n/price';
import type {
  BackOfficeProduct,
  BackOfficeProductWithHistory,
  ProductFileSlot,
  ProductFileSummary,
  PublicProduct,
} from '../../../shared/product-schemas';
import type { Db } from '../../db/client';
import { orders, productFiles, productHistory, products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;
type FileRow = Pick<
  typeof productFiles.$inferSelect,
  'productId' | 'slot' | 'fileName' | 'contentType' | 'size' | 'sha256' | 'uploadedAt'
>;

/**
 * Where a product's file is served: its content's hash names it, so the address never changes meaning and the
 * file is cached for a year. The first 128 bits of the SHA-256 are plenty to tell files apart, and the page
 * embeds ten of these addresses.
 */
const FILE_ADDRESS_HASH_LENGTH = 32;
export function productFileHref(file: Pick<FileRow, 'sha256' | 'fileName'>): string {
  return `/api/product-files/${file.sha256.slice(0, FILE_ADDRESS_HASH_LENGTH)}/${encodeURIComponent(file.fileName)}`;
}

const fileSummaryColumns = {
  productId: productFiles.productId,
  slot: productFiles.slot,
  fileName: productFiles.fileName,
  contentType: productFiles.contentType,
  size: productFiles.size,
  sha256: productFiles.sha256,
  uploadedAt: productFiles.uploadedAt,
};

async function filesOf(db: Db, productIds: string[]): Promise<Map<string, FileRow[]>> {
  const byProduct = new Map<string, FileRow[]>();
  if (productIds.length === 0) return byProduct;
  const rows = await db
    .select(fileSummaryColumns)
    .from(productFiles)
    .where(inArray(productFiles.productId, productIds));
  for (const row of rows) byProduct.set(row.productId, [...(byProduct.get(row.productId) ?? []), row]);
  return byProduct;
}

function fileIn(files: FileRow[] | undefined, slot: ProductFileSlot): string | null {
  const file = files?.find((candidate) => candidate.slot === slot);
  return file ? productFileHref(file) : null;
}

/** The published products in store order, as `GET /api/products` gives them. */
async function publicProducts(db: Db): Promise<PublicProduct[]> {
  const rows = await db
    .select()
    .from(products)
    .where(eq(products.published, true))
    .orderBy(asc(products.position), asc(products.key));
  const files = await filesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const own = files.get(row.id);
    return {
      key: row.key,
      title: { en: row.titleEn, fr: row.titleFr },
      description: { en: row.descriptionEn, fr: row.descriptionFr },
      priceCents: row.priceExclVatCents,
      currency: 'EUR',
      priceLabel: {
        en: formatPriceExclVat(row.priceExclVatCents, 'en'),
        fr: formatPriceExclVat(row.priceExclVatCents, 'fr'),
      },
      system: row.system,
      illustration: row.illustration,
      documents: { en: fileIn(own, 'documentation_en'), fr: fileIn(own, 'documentation_fr') },
      package: fileIn(own, 'package'),
    };
  });
}

/** The public catalogue with its entity tag: the same products give the same tag on every instance. */
export async function publicCatalogue(db: Db): Promise<{ products: PublicProduct[]; etag: string }> {
  const list = await publicProducts(db);
  const hash = createHash('sha256').update(JSON.stringify(list)).digest('base64url').slice(0, 27);
  return { products: list, etag: `"${hash}"` };
}

function toBackOffice(row: ProductRow, files: FileRow[] | undefined, ordered: boolean): BackOfficeProduct {
  return {
    key: row.key,
    title: { en: row.titleEn, fr: row.titleFr },
    description: { en: row.descriptionEn, fr: row.descriptionFr },
    priceExclVatCents: row.priceExclVatCents,
    system: row.system,
    illustration: row.illustration,
    published: row.published,
    position: row.position,
    ordered,
    files: (files ?? []).map((file): ProductFileSummary => ({
      slot: file.slot,
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      sha256: file.sha256,
      href: productFileHref(file),
      uploadedAt: file.uploadedAt.toISOString(),
    })),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every product, published or not, in store order: the back office's list. */
export async function backOfficeProducts(db: Db): Promise<BackOfficeProduct[]> {
  const rows = await db.select().from(products).orderBy(asc(products.position), asc(products.key));
  const [files, orderedKeys] = await Promise.all([
    filesOf(
      db,
      rows.map((row) => row.id),
    ),
    keysWithOrders(db),
  ]);
  return rows.map((row) => toBackOffice(row, files.get(row.id), orderedKeys.has(row.key)));
}

/** One product with its history, newest change first; null when there is none with this key. */
export async function backOfficeProduct(db: Db, key: string): Promise<BackOfficeProductWithHistory | null> {
  const [row] = await db.select().from(products).where(eq(products.key, key));
  if (!row) return null;
  const [files, ordered, history] = await Promise.all([
    filesOf(db, [row.id]),
    hasOrders(db, row.key),
    db
      .select()
      .from(productHistory)
      .where(eq(productHistory.productId, row.id))
      .orderBy(desc(productHistory.at), desc(productHistory.id)),
  ]);
  return {
    ...toBackOffice(row, files.get(row.id), ordered),
    history: history.map((entry) => ({
      at: entry.at.toISOString(),
      actorName: entry.actorName,
      action: entry.action,
      changes: entry.changes,
    })),
  };
}

async function keysWithOrders(db: Db): Promise<Set<string>> {
  const rows = await db.selectDistinct({ driver: orders.driver }).from(orders);
  return new Set(rows.map((row) => row.driver));
}

export async function hasOrders(db: Db, key: string): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(orders)
    .where(eq(orders.driver, key))
    .limit(1);
  return row !== undefined;
}

/** What an order keeps of the product it is placed for; null when no published product has this key. */
export interface OrderableProduct {
  key: string;
  title: Record<Language, string>;
  priceExclVatCents: number;
}

/** A product by its key, published or not: what an order for it would keep. */
export async function productByKey(db: Db, key: string): Promise<OrderableProduct | null> {
  const [row] = await db.select().from(products).where(eq(products.key, key));
  return row
    ? { key: row.key, title: { en: row.titleEn, fr: row.titleFr }, priceExclVatCents: row.priceExclVatCents }
    : null;
}

export async function orderableProduct(db: Db, key: string): Promise<OrderableProduct | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.key, key), eq(products.published, true)));
  if (!row || row.priceExclVatCents === 0) return null;
  return {
    key: row.key,
    title: { en: row.titleEn, fr: row.titleFr },
    priceExclVatCents: row.priceExclVatCents,
  };
}

/** A stored file by its address: the start of its content hash and its download name. */
export async function productFile(db: Db, hashStart: string, fileName: string) {
  const [row] = await db
    .select({
      content: productFiles.content,
      contentType: productFiles.contentType,
      fileName: productFiles.fileName,
      sha256: productFiles.sha256,
    })
    .from(productFiles)
    .where(
      and(
        eq(sql`left(${productFiles.sha256}, ${FILE_ADDRESS_HASH_LENGTH})`, hashStart),
        eq(productFiles.fileName, fileName),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The file now in a product's slot (of a published product only, with `publishedOnly`). */
export async function currentFile(
  db: Db,
  key: string,
  slot: ProductFileSlot,
  options: { publishedOnly?: boolean } = {},
) {
  const [row] = await db
    .select({ sha256: productFiles.sha256, fileName: productFiles.fileName })
    .from(productFiles)
    .innerJoin(products, eq(products.id, productFiles.productId))
    .where(
      and(
        eq(products.key, key),
        eq(productFiles.slot, slot),
        options.publishedOnly ? eq(products.published, true) : undefined,
      ),
    );
  return row ?? null;
}
