/** A product's files, as the server and the back office both know them (no zod: the browser imports it). */

/** The largest document or package accepted, in bytes. */
export const PRODUCT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export const productFileSlots = ['documentation_en', 'documentation_fr', 'package'] as const;
export type ProductFileSlot = (typeof productFileSlots)[number];
