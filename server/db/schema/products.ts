import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProductChange, ProductEventKind, ProductFileSlot } from '../../../shared/product-schemas';
import { users } from './accounts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The drivers the store sells, as the owner manages them in the back office. `key` is the catalogue key that
 * orders and licences carry: it cannot change once an order names it. An order keeps its own copy of the
 * title and the price it was placed with, so nothing here alters an order, an invoice or a licence.
 */
export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    /** Price excluding VAT, in cents; 0 is a free driver (no Buy button, no order). */
    priceExclVatCents: integer('price_excl_vat_cents').notNull(),
    /** The processor or system the driver runs on, e.g. "Home processor, OS 3.3 or later". */
    system: text('system').notNull(),
    /** One of the store's bundled drawings (web/src/features/store/images), or none. */
    illustration: text('illustration'),
    published: boolean('published').notNull().default(false),
    /** Store order, ascending. */
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('products_key_format', sql`${table.key} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('products_price_not_negative', sql`${table.priceExclVatCents} >= 0`),
    index('products_position_idx').on(table.position),
  ],
);

/**
 * A product's documents and package, kept in the database itself so that a backup of the database (or of the
 * embedded database's data folder) holds them. One current file per slot; replacing one deletes the old row.
 * Served at an address made of the content's SHA-256, which therefore never changes meaning.
 */
export const productFiles = pgTable(
  'product_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    slot: text('slot').$type<ProductFileSlot>().notNull(),
    /** The name the file is downloaded under, e.g. velux_klf200_gateway.pdf. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    /** Hex SHA-256 of the content. */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('product_files_slot_unique').on(table.productId, table.slot),
    check('product_files_slot', sql`${table.slot} in ('documentation_en', 'documentation_fr', 'package')`),
    index('product_files_sha256_idx').on(table.sha256),
    index('product_files_name_idx').on(table.fileName),
  ],
);

/** Every change to a product: who, when, and what changed (each field from its old to its new value). */
export const productHistory = pgTable(
  'product_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The account's name at the time ('Site' for the server itself, e.g. the first import). */
    actorName: text('actor_name').notNull(),
    action: text('action').$type<ProductEventKind>().notNull(),
    changes: jsonb('changes').$type<ProductChange[]>().notNull().default([]),
  },
  (table) => [
    index('product_history_product_idx').on(table.productId, table.at),
    check(
      'product_history_action',
      sql`${table.action} in ('created', 'imported', 'edited', 'published', 'unpublished', 'moved', 'file_replaced')`,
    ),
  ],
);
