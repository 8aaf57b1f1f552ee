import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/language';
import {
  INBOX_PAGE_SIZE,
  type InboxFilter,
  type InboxItem,
  type InboxMessage,
  type InboxPage,
} from '../../../shared/inbox-schemas';
import { storedMessagePayloadSchema } from '../../../shared/message-schemas';
import type { Db } from '../../db/client';
import { auditEvents, messages, orders, outbox, products } from '../../db/schema';
import { auditHistory, recordAudit } from '../../lib/audit';
import { anyOf, everyWordFound } from '../../lib/like-pattern';
import { cancelOrderOfSpam, resumeOrderOfMessage } from '../orders';

type Row = typeof messages.$inferSelect;

/** An item's place in the list, newest first: when it arrived, to the microsecond, then its id. */
const cursorOfRow = sql<string>`to_char(${messages.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || ${messages.id}`;

/** A message with its order's id, and its driver as its order keeps it and as the product is now. */
const withDriver = {
  message: messages,
  orderId: orders.id,
  orderTitle: orders.driverTitle,
  orderPrice: orders.priceExclVatCents,
  productTitleEn: products.titleEn,
  productTitleFr: products.titleFr,
  productPrice: products.priceExclVatCents,
  cursor: cursorOfRow,
};
type RowWithDriver = {
  message: Row;
  orderId: string | null;
  orderTitle: Record<Language, string> | null;
  orderPrice: number | null;
  productTitleEn: string | null;
  productTitleFr: string | null;
  productPrice: number | null;
  cursor: string;
};

function selectWithDriver(db: Db) {
  return db
    .select(withDriver)
    .from(messages)
    .leftJoin(orders, eq(orders.messageId, messages.id))
    .leftJoin(products, eq(products.key, sql`${messages.payload}->>'driverName'`));
}

/**
 * What a licence order's driver is called and costs: what its order keeps (a later change of the product never
 * alters an order), else, for a message that started no order (spam), the product as it is now.
 */
function orderedDriver(
  row: RowWithDriver,
): { title: Record<Language, string>; priceExclVatCents: number } | null {
  if (row.orderTitle && row.orderPrice !== null)
    return { title: row.orderTitle, priceExclVatCents: row.orderPrice };
  if (row.productTitleEn !== null && row.productTitleFr !== null && row.productPrice !== null)
    return { title: { en: row.productTitleEn, fr: row.productTitleFr }, priceExclVatCents: row.productPrice };
  return null;
}
type Actor = { id: string; name: string };

function toItem(withDriverRow: RowWithDriver): InboxItem {
  const row = withDriverRow.message;
  const payload = storedMessagePayloadSchema.parse(row.payload);
  const isOrder = row.kind === 'licence_order';
  const name = isOrder ? `${payload.firstName ?? ''} ${payload.lastName ?? ''}`.trim() : (payload.name ?? '');
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    spam: row.spam,
    receivedAt: row.createdAt.toISOString(),
    from: name || row.email,
    email: row.email,
    company: payload.company || null,
    firstLine: isOrder
      ? ''
      : ((payload.message ?? '').split(/\r?\n/).find((line) => line.trim()) ?? '').trim(),
    driver: isOrder ? (payload.driverName ?? '') : null,
    driverTitle: isOrder ? (orderedDriver(withDriverRow)?.title ?? null) : null,
    mac: isOrder ? (payload.mac ?? '') : null,
  };
}

/**
 * A new item that needs someone: a message nobody opened yet, unless it started an order already past its
 * first step (invoiced, paid, refunded, cancelled...), which someone handled from the order or the payment did.
 * The badge counts these, and the inbox's New filter lists them. The order is looked up by its message (one
 * index lookup per new message), never by reading every order.
 */
const waitingForSomeone = and(
  eq(messages.status, 'new'),
  sql`coalesce((select ${orders.status} <> 'new' from ${orders} where ${orders.messageId} = ${messages.id}), false) = false`,
);

/**
 * Where one word typed in the search box is looked for: the message's search text (`search_text`, written
 * folded by the database: its address and fields, for a licence order its driver's title and its invoices'
 * numbers, its MAC address's digits), through its trigram index.
 */
function wordFound({ pattern, macPattern }: { pattern: SQL; macPattern: string | null }): SQL {
  return anyOf(
    sql`${messages.searchText} like ${pattern}`,
    macPattern ? sql`${messages.searchText} like ${macPattern}` : undefined,
  );
}

function filterCondition(filter: InboxFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(messages.spam, filter.view === 'spam')];
  if (filter.kind) conditions.push(eq(messages.kind, filter.kind));
  // New is what the badge counts: a message nobody opened whose order, if any, still waits for its invoice.
  if (filter.status)
    conditions.push(filter.status === 'new' ? waitingForSomeone : eq(messages.status, filter.status));
  if (filter.q) conditions.push(everyWordFound(filter.q, wordFound));
  return and(...conditions);
}

/** The new items that need someone (`waitingForSomeone`), out of the spam: the badge's count. */
export async function newCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(messages)
    .where(and(eq(messages.spam, false), waitingForSomeone));
  return row?.value ?? 0;
}

/** The items after (older than) or before (newer than) a cursor's item. */
function beyond(cursor: string, direction: 'older' | 'newer'): SQL {
  const [at, id] = cursor.split('_');
  return sql`(${messages.createdAt}, ${messages.id}) ${direction === 'older' ? sql`<` : sql`>`} (${at}::timestamptz, ${id}::uuid)`;
}

/**
 * One page of what arrived, newest first. A page is found by its cursor (keyset paging: the last page costs
 * what the first does, through the index of its view), or, for an address without one, by its number.
 */
export async function listInbox(db: Db, filter: InboxFilter): Promise<InboxPage> {
  const where = filterCondition(filter);
  const backwards = !filter.after && filter.before !== undefined;
  const cursor = filter.after ?? filter.before;
  const page = selectWithDriver(db)
    .where(and(where, cursor ? beyond(cursor, backwards ? 'newer' : 'older') : undefined))
    .orderBy(
      ...(backwards
        ? [asc(messages.createdAt), asc(messages.id)]
        : [desc(messages.createdAt), desc(messages.id)]),
    )
    .limit(INBOX_PAGE_SIZE + 1)
    .offset(cursor ? 0 : (filter.page - 1) * INBOX_PAGE_SIZE);
  const [rows, [total], unread] = await Promise.all([
    page,
    db.select({ value: count() }).from(messages).where(where),
    newCount(db),
  ]);
  const more = rows.length > INBOX_PAGE_SIZE;
  const shown = rows.slice(0, INBOX_PAGE_SIZE);
  if (backwards) shown.reverse();
  const first = shown[0];
  const last = shown.at(-1);
  return {
    items: shown.map(toItem),
    total: total?.value ?? 0,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    nextCursor: last && (backwards || more) ? last.cursor : null,
    previousCursor:
      first && (backwards ? more : cursor !== undefined || filter.page > 1) ? first.cursor : null,
    newCount: unread,
  };
}

/** How many messages the CSV export reads at once. */
const EXPORT_BATCH = 1000;

/**
 * Every item of a filter, for the CSV export, newest first, a batch at a time (keyset, as the pages): the
 * export is written as the batches come, never held whole (decision 018).
 */
export async function* exportInbox(db: Db, filter: InboxFilter) {
  const where = filterCondition(filter);
  let cursor: string | undefined;
  for (;;) {
    const rows = await selectWithDriver(db)
      .where(and(where, cursor ? beyond(cursor, 'older') : undefined))
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(EXPORT_BATCH);
    yield rows.map((row) => ({
      item: toItem(row),
      payload: storedMessagePayloadSchema.parse(row.message.payload),
    }));
    if (rows.length < EXPORT_BATCH) return;
    cursor = rows.at(-1)!.cursor;
  }
}

/** A message whole with its history; opening a new one marks it read, on behalf of `actor`. */
export async function openMessage(db: Db, id: string, actor: Actor): Promise<InboxMessage | null> {
  const read = await db
    .update(messages)
    .set({ status: 'read' })
    .where(and(eq(messages.id, id), eq(messages.status, 'new')))
    .returning({ id: messages.id });
  if (read.length > 0)
    await recordAudit(db, { actor, action: 'message_read', subjectType: 'message', subjectId: id });
  const [withDriverRow] = await selectWithDriver(db).where(eq(messages.id, id));
  if (!withDriverRow) return null;
  const row = withDriverRow.message;
  const fields = Object.fromEntries(
    // As stored, in its order: every text field the form sent is shown.
    Object.entries(row.payload).filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && entry[0] !== 'hp' && entry[0] !== 'type',
    ),
  );
  const history = await auditHistory(db, 'message', id);
  const item = toItem(withDriverRow);
  return {
    ...item,
    orderId: withDriverRow.orderId,
    priceExclVatCents: item.driverTitle ? (orderedDriver(withDriverRow)?.priceExclVatCents ?? null) : null,
    locale: row.language,
    fields,
    history: history.map((event) => ({
      at: event.at.toISOString(),
      actorName: event.actorName,
      action: event.action,
    })),
  };
}

export type SpamOutcome = 'done' | 'not_found' | 'order_in_progress' | 'billing_required';

/**
 * Moves a message the honeypot missed to the Spam view (deleted after 30 days, like the honeypot's). A licence
 * order whose order still waits for its invoice has the order cancelled with it, without a mail to an address
 * that may not be the sender's; one already invoiced is refused: its invoice must be cancelled first. Cancelling
 * an order is for who may handle money, so a colleague without that permission is refused (`billing_required`)
 * for a message whose order is not cancelled yet.
 */
export async function markSpam(
  db: Db,
  id: string,
  actor: Actor & { canBill: boolean },
): Promise<SpamOutcome> {
  return db.transaction(async (tx) => {
    const [message] = await tx.select().from(messages).where(eq(messages.id, id)).for('update');
    if (!message) return 'not_found';
    if (message.spam) return 'done';
    if (!actor.canBill) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.messageId, id));
      if (order && order.status !== 'cancelled') return 'billing_required';
    }
    if ((await cancelOrderOfSpam(tx, id, actor)) === 'in_progress') return 'order_in_progress';
    await tx.update(messages).set({ spam: true }).where(eq(messages.id, id));
    await recordAudit(tx, { actor, action: 'message_spam', subjectType: 'message', subjectId: id });
    return 'done';
  });
}

/**
 * Deletes a message for good, for a person's erasure request: its mails not yet sent and its history go with
 * it, one line saying who deleted it stays. The order it started, with its invoices, is kept as accounting law
 * requires (it holds its own copy of the customer's details). Returns false when there is no such message.
 */
export async function deleteMessage(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.delete(outbox).where(eq(outbox.messageId, id));
    const deleted = await tx.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
    if (deleted.length === 0) return false;
    await tx
      .delete(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'message'), eq(auditEvents.subjectId, id)));
    await recordAudit(tx, { actor, action: 'message_deleted', subjectType: 'message', subjectId: id });
    return true;
  });
}

/** Marks a message handled, or reopens it (back to read). Returns false when there is no such message. */
export async function setHandled(db: Db, id: string, handled: boolean, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const changed = await tx
      .update(messages)
      .set({ status: handled ? 'handled' : 'read' })
      .where(
        and(
          eq(messages.id, id),
          handled ? sql`${messages.status} <> 'handled'` : eq(messages.status, 'handled'),
        ),
      )
      .returning({ id: messages.id });
    if (changed.length > 0) {
      await recordAudit(tx, {
        actor,
        action: handled ? 'message_handled' : 'message_reopened',
        subjectType: 'message',
        subjectId: id,
      });
      return true;
    }
    const [exists] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, id));
    return Boolean(exists);
  });
}

/**
 * Moves a message out of the Spam view into the inbox and queues the owner's notification it never had: once,
 * since only the request that changes the flag queues it, and never for a message the owner was already told
 * of (one marked as spam by hand). A licence order starts its order then, and the customer gets the
 * confirmation with the order page's link that spam never sends; an order cancelled when its message was
 * marked as spam is restored instead.
 */
export async function markNotSpam(db: Db, id: string, actor: Actor): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(messages)
      .set({ spam: false })
      .where(and(eq(messages.id, id), eq(messages.spam, true)))
      .returning({ id: messages.id, payload: messages.payload, language: messages.language });
    const [message] = moved;
    if (message) {
      const [notified] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(eq(outbox.messageId, id), eq(outbox.kind, 'owner_notification')));
      if (!notified) await tx.insert(outbox).values({ messageId: id, kind: 'owner_notification' });
      const trackingToken = await resumeOrderOfMessage(
        tx,
        { id, payload: message.payload, language: message.language },
        actor,
      );
      if (trackingToken)
        await tx
          .insert(outbox)
          .values({ messageId: id, kind: 'customer_confirmation', payload: { trackingToken } });
      await recordAudit(tx, { actor, action: 'message_not_spam', subjectType: 'message', subjectId: id });
      return true;
    }
    const [exists] = await tx.select({ id: messages.id }).from(messages).where(eq(messages.id, id));
    return Boolean(exists);
  });
}
