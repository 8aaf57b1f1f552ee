import { z } from 'zod';
import { isStorableText, UNSTORABLE_TEXT_REASON } from './storable-text';

export type { PublicProduct } from './store-catalogue';

/**
 * The store's catalogue as the API serves it and the back office edits it (issue 23). The server validates
 * with these schemas; the browser imports the types only, so zod stays out of its bundles.
 */

/** The catalogue key licences and orders carry: lower-case letters, digits and single hyphens. */
export const PRODUCT_KEY_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const productKeySchema = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(60, 'must be at most 60 characters')
  .regex(
    new RegExp(PRODUCT_KEY_PATTERN),
    'must be lower-case letters, digits and hyphens, e.g. netatmo-weather-station',
  );

import type { ProductFileSlot } from './product-files';

export { PRODUCT_FILE_MAX_BYTES, productFileSlots, type ProductFileSlot } from './product-files';

export type ProductEventKind =
  'created' | 'imported' | 'edited' | 'published' | 'unpublished' | 'moved' | 'file_replaced';

/** One field of a change: what it was and what it became (null: absent). */
export interface ProductChange {
  field: string;
  from: string | null;
  to: string | null;
}

const productTextLimits = { title: 120, description: 1000, system: 120 } as const;
/** €100,000.00: far above any driver, low enough that a typing slip (an extra 0 or two) is caught. */
const PRODUCT_MAX_PRICE_CENTS = 10_000_000;

const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value), UNSTORABLE_TEXT_REASON);
const multiline = (max: number) =>
  z
    .string()
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => isStorableText(value, { multiline: true }), UNSTORABLE_TEXT_REASON);

/** What the owner types for a product: `POST /api/products` and `PUT /api/products/:key`. */
export const productDetailsSchema = z.strictObject({
  key: productKeySchema,
  title: z.strictObject({ en: oneLine(productTextLimits.title), fr: oneLine(productTextLimits.title) }),
  description: z.strictObject({
    en: multiline(productTextLimits.description),
    fr: multiline(productTextLimits.description),
  }),
  priceExclVatCents: z
    .number('must be a number of cents')
    .int('must be a whole number of cents')
    .min(0, 'must not be negative')
    .max(PRODUCT_MAX_PRICE_CENTS, 'must be at most €100,000.00'),
  system: oneLine(productTextLimits.system),
});
export type ProductDetails = z.infer<typeof productDetailsSchema>;

/** `PUT /api/products/order`: every product's key, in the store's new order. */
export const productOrderSchema = z.strictObject({
  keys: z.array(productKeySchema).min(1, 'must list the products').max(500),
});

export interface ProductFileSummary {
  slot: ProductFileSlot;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  href: string;
  uploadedAt: string;
}

interface ProductHistoryEntry {
  at: string;
  actorName: string;
  action: ProductEventKind;
  changes: ProductChange[];
}

/** A product as the back office lists and edits it. */
export interface BackOfficeProduct extends ProductDetails {
  published: boolean;
  position: number;
  illustration: string | null;
  /** True once an order names it: its key can no longer change. */
  ordered: boolean;
  files: ProductFileSummary[];
  updatedAt: string;
}

export interface BackOfficeProductWithHistory extends BackOfficeProduct {
  history: ProductHistoryEntry[];
}

/** A product's catalogue key (`PRODUCT_KEY_PATTERN`), as orders and licences carry it. */
export type ProductKey = string;
