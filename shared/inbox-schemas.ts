import type { Language } from './language';
import { z } from 'zod';
import type { ProductKey } from './product-schemas';
import type { MessageKind } from './message-payloads';
import { listSearchTextSchema } from './list-search-text';

/** The back office's inbox (`/api/inbox/*`): its filters, and what it answers. */

const messageKinds = ['contact', 'info_request', 'licence_order'] as const satisfies readonly MessageKind[];
export const messageStatuses = ['new', 'read', 'handled'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

export const INBOX_PAGE_SIZE = 25;

/**
 * Where a page of the inbox starts (keyset paging): an item's arrival to the microsecond and its id, as
 * `2026-11-29T15:16:45.123456Z_<uuid>`. Paging by cursor costs the same on the last page as on the first.
 */
const inboxCursorSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );

export const inboxFilterSchema = z.strictObject({
  view: z.enum(['inbox', 'spam']).default('inbox'),
  kind: z.enum(messageKinds).optional(),
  status: z.enum(messageStatuses).optional(),
  q: listSearchTextSchema,
  /** The page's number, as shown: a page is found by its cursor (`after`, `before`), or else by its number. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** The page after the one whose last item this is (`nextCursor`): what arrived before it. */
  after: inboxCursorSchema.optional(),
  /** The page before the one whose first item this is (`previousCursor`): what arrived after it. */
  before: inboxCursorSchema.optional(),
});
export type InboxFilter = z.infer<typeof inboxFilterSchema>;

/**
 * The CSV export's two forms: `rfc4180` (commas, ISO dates: for other software) and `excel-fr` (semicolons,
 * French dates and labels: what Excel opens as columns in France).
 */
const csvFormats = ['rfc4180', 'excel-fr'] as const;
export type CsvFormat = (typeof csvFormats)[number];

/** `GET /api/inbox/export.csv`: every page of a filter, in one of the formats. */
export const inboxExportSchema = inboxFilterSchema.extend({
  format: z.enum(csvFormats).default('rfc4180'),
});

export interface InboxItem {
  id: string;
  kind: MessageKind;
  status: MessageStatus;
  spam: boolean;
  receivedAt: string;
  /** Who wrote: the name typed, else the e-mail address. */
  from: string;
  email: string;
  company: string | null;
  /** The first line of the message (empty for an order, which shows its driver and MAC address). */
  firstLine: string;
  /** For a licence order: the catalogue key of the driver, and the processor's MAC address. */
  driver: ProductKey | null;
  /**
   * For a licence order: the driver's title as its order keeps it (what the customer ordered), or, for a message
   * that started no order, as the product is named now; null for a product that no longer exists.
   */
  driverTitle: Record<Language, string> | null;
  mac: string | null;
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  page: number;
  pageSize: number;
  /** The cursor of the page after this one (`after`), null on the last page. */
  nextCursor?: string | null;
  /** The cursor of the page before this one (`before`), null on the first page. */
  previousCursor?: string | null;
  /** New items in the inbox (not spam), whatever the filter: the count shown on every back-office view. */
  newCount: number;
}

export interface InboxEvent {
  at: string;
  actorName: string;
  action: string;
}

export interface InboxMessage extends InboxItem {
  locale: Language;
  /** The payload as the visitor sent it (contact or licence order fields). */
  fields: Record<string, string>;
  history: InboxEvent[];
  /** For a licence order: its order in the back office's order views. */
  orderId: string | null;
  /** For a licence order: the price excl. VAT, from the same source as `driverTitle`. */
  priceExclVatCents: number | null;
}
