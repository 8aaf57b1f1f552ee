/**
 * The bench's bulk loader: what ten years of a small integrator look like, written straight into the real
 * schema with multi-row INSERTs (the project's write paths would take hours for 100,000 messages).
 *
 * What the rows hold comes from the project itself: first a few templates go through the real app (a contact
 * message, a spam, a licence order invoiced with Send invoice and marked paid, which signs its licence, and one
 * refunded, which issues a credit note); then each bulk row is a copy of its template with its own names,
 * address, MAC, dates, numbers and tokens. Every invoice and credit note keeps its template's rendered
 * Factur-X PDF (one PDF reused for all the bulk rows: rendering 22,000 would take longer than the bench), and
 * every order the template's driver price and totals. Dates are spread evenly over the ten years before now.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  auditEvents,
  documentSequences,
  invoices,
  licences,
  messages,
  orders,
  products,
  receivedPayments,
} from '../../server/db/schema';
import { bearer } from '../../server/testing/accounts';
import { placeInvoicedOrder } from '../../server/testing/invoiced-orders';
import { contact } from '../../server/testing/sample-payloads';
import type { TestApp } from '../../server/testing/test-app';
import type { BenchSizes } from './sizes';

const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

const firstNames = ['Camille', 'Lucas', 'Chloé', 'Hugo', 'Léa', 'Louis', 'Manon', 'Jules', 'Inès', 'Adam'];
const lastNames = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefèvre',
  'Michel',
  'Garcia',
  'Fournier',
];
const companies = [
  'Domotique Alpes',
  'Maison Connectée',
  'Habitat Intelligent',
  'Électricité Rhône',
  'Smart Home Savoie',
  'Confort Énergie',
  'Lumière & Volets',
  'Installations Mont-Blanc',
];
const cities = ['Annecy', 'Lyon', 'Chambéry', 'Grenoble', 'Genève', 'Aix-les-Bains', 'Thonon', 'Albertville'];

/** What each bulk row is copied from, made through the real app. */
interface Templates {
  contactPayload: Record<string, unknown>;
  spamPayload: Record<string, unknown>;
  paid: OrderTemplate;
  refunded: OrderTemplate & { creditNote: typeof invoices.$inferSelect };
}
interface OrderTemplate {
  message: typeof messages.$inferSelect;
  order: typeof orders.$inferSelect;
  invoice: typeof invoices.$inferSelect;
  licence: typeof licences.$inferSelect | undefined;
  payments: (typeof receivedPayments.$inferSelect)[];
  events: (typeof auditEvents.$inferSelect)[];
}

async function orderTemplate(db: Db, orderId: string): Promise<OrderTemplate> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [message] = await db.select().from(messages).where(eq(messages.id, order!.messageId!));
  const documents = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const [licence] = await db.select().from(licences).where(eq(licences.orderId, orderId));
  const payments = await db.select().from(receivedPayments).where(eq(receivedPayments.orderId, orderId));
  const events = await db
    .select()
    .from(auditEvents)
    .where(sql`${auditEvents.subjectType} = 'order' and ${auditEvents.subjectId} = ${orderId}`)
    .orderBy(auditEvents.at);
  const invoice = documents.find((document) => document.kind === 'invoice');
  if (!message || !invoice) throw new Error(`template order ${orderId} has no message or invoice`);
  return { message, order: order!, invoice, licence, payments, events };
}

async function makeTemplates(t: TestApp, owner: { accessToken: string }): Promise<Templates> {
  const db = t.database.db;
  const post = async (payload: Record<string, string>) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/messages', payload });
    if (response.statusCode !== 202) throw new Error(`template message refused: ${response.body}`);
    const [row] = await db
      .select()
      .from(messages)
      .where(eq(messages.id, response.json().id as string));
    return row!.payload as Record<string, unknown>;
  };
  const contactPayload = await post(contact);
  const spamPayload = await post({ ...contact, email: 'offers@spam.example', hp: 'http://spam.example' });
  const act = async (orderId: string, action: string, payload: Record<string, unknown>) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/${action}`,
      headers: bearer(owner),
      payload,
    });
    if (response.statusCode !== 200) throw new Error(`template ${action} refused: ${response.body}`);
  };
  const today = new Date().toISOString().slice(0, 10);
  const paid = await placeInvoicedOrder(t, owner);
  await act(paid.id, 'mark-paid', { paidOn: today, means: 'sepa_credit_transfer' });
  const refunded = await placeInvoicedOrder(t, owner);
  await act(refunded.id, 'mark-paid', { paidOn: today, means: 'sepa_credit_transfer' });
  await act(refunded.id, 'refund', { licence: 'keep' });
  const refundedTemplate = await orderTemplate(db, refunded.id);
  const [creditNote] = await db
    .select()
    .from(invoices)
    .where(sql`${invoices.orderId} = ${refunded.id} and ${invoices.kind} = 'credit_note'`);
  if (!creditNote) throw new Error('the refunded template has no credit note');
  return {
    contactPayload,
    spamPayload,
    paid: await orderTemplate(db, paid.id),
    refunded: { ...refundedTemplate, creditNote },
  };
}

/** Replaces whole JSON string values (exact matches only) in a copy of `value`. */
function withStrings<T>(value: T, replacements: Map<string, string>): T {
  return JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === 'string' && replacements.has(item) ? replacements.get(item) : item,
  ) as T;
}

async function insertInBatches<T>(
  label: string,
  rows: T[],
  batchSize: number,
  insert: (batch: T[]) => Promise<unknown>,
  progress: (line: string) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    await insert(rows.slice(start, start + batchSize));
    const done = Math.min(rows.length, start + batchSize);
    if (done === rows.length || (start / batchSize) % 20 === 19)
      progress(`  ${label}: ${done}/${rows.length}`);
  }
}

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** What the measurements search for: values the seeded data is known to hold. */
export interface SeededFacts {
  /** An order (licence sent) and a new order (for Send invoice's preview). */
  orderId: string;
  newOrderId: string;
  /** A year of the ten with invoices in it, and an invoice number of that year. */
  year: number;
  invoiceNumber: string;
  searches: { name: string; email: string; company: string; driver: string; invoiceNumber: string };
}

export async function seedTenYears(
  t: TestApp,
  owner: { accessToken: string },
  sizes: BenchSizes,
  progress: (line: string) => void,
): Promise<SeededFacts> {
  const db = t.database.db;
  progress('templates through the app (contact, spam, an order invoiced and paid, one refunded)');
  const templates = await makeTemplates(t, owner);
  const catalogue = await db
    .select({ key: products.key, titleEn: products.titleEn, titleFr: products.titleFr })
    .from(products);
  if (catalogue.length === 0) throw new Error('no products to order');

  const now = Date.now();
  const start = now - TEN_YEARS_MS;
  const messageRows: (typeof messages.$inferInsert)[] = [];
  const orderRows: (typeof orders.$inferInsert)[] = [];
  const invoiceRows: (typeof invoices.$inferInsert)[] = [];
  const licenceRows: (typeof licences.$inferInsert)[] = [];
  const paymentRows: (typeof receivedPayments.$inferInsert)[] = [];
  const eventRows: (typeof auditEvents.$inferInsert)[] = [];
  // Numbers go on from what the templates took.
  const sequences = new Map<string, number>(
    (await db.select().from(documentSequences)).map((row) => [`${row.series}${row.year}`, row.lastNumber]),
  );
  const nextNumber = (series: 'F' | 'A', year: number) => {
    const key = `${series}${year}`;
    const next = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, next);
    return `${key}-${String(next).padStart(4, '0')}`;
  };

  // Messages in time order: every third is kept out of the spam, and those start the orders first.
  const notSpam = sizes.messages - sizes.spam;
  let ordersLeft = sizes.orders;
  let creditNotesLeft = sizes.creditNotes;
  let orderIndex = 0;
  let facts: Partial<SeededFacts> = {};
  const templateOrder = templates.paid.order;
  const templateCustomer = templateOrder.customer;
  for (let i = 0; i < sizes.messages; i += 1) {
    const at = new Date(start + ((i + 0.5) * TEN_YEARS_MS) / sizes.messages);
    const id = randomUUID();
    const firstName = pick(firstNames, i);
    const lastName = pick(lastNames, Math.floor(i / firstNames.length));
    const company = pick(companies, Math.floor(i / 7));
    const city = pick(cities, Math.floor(i / 3));
    const email = `${firstName}.${lastName}.${i}@example.test`.toLowerCase();
    const isSpam = i % 3 !== 0 || Math.floor(i / 3) >= notSpam;
    const notSpamIndex = Math.floor(i / 3);
    // The orders are spread over the messages that are not spam: the same share in every year.
    const isOrder =
      !isSpam && ordersLeft > 0 && notSpamIndex * sizes.orders >= (sizes.orders - ordersLeft) * notSpam;
    if (!isOrder) {
      const payload = {
        ...(isSpam ? templates.spamPayload : templates.contactPayload),
        name: `${firstName} ${lastName}`,
        email,
        message: isSpam
          ? `Boost your sales ${i}: cheap offers for ${company}`
          : `Bonjour, nous rénovons une maison à ${city} (${company}).\nPouvez-vous me rappeler ?`,
      };
      messageRows.push({
        id,
        kind: 'contact',
        language: i % 2 ? 'fr' : 'en',
        email,
        payload: payload as typeof messages.$inferInsert.payload,
        status: isSpam ? 'new' : 'handled',
        spam: isSpam,
        createdAt: at,
      });
      continue;
    }
    ordersLeft -= 1;
    orderIndex += 1;
    const product = pick(catalogue, orderIndex);
    const mac = randomBytes(6).toString('hex').toUpperCase();
    const fromTemplate = new Map<string, string>([
      [templateCustomer.firstName, firstName],
      [templateCustomer.lastName, lastName],
      [templateCustomer.company ?? '', company],
      [templateCustomer.address, `${(i % 90) + 1} rue du Lac\n74000 ${city}`],
      [templateCustomer.email, email],
      [templateOrder.mac, mac],
      [templates.paid.message.email, email],
      [templateOrder.driver, product.key],
      [templateOrder.driverTitle.en, product.titleEn],
      [templateOrder.driverTitle.fr, product.titleFr],
    ]);
    // The last order of the ten years waits for its invoice; a few more are new or cancelled.
    const kind =
      ordersLeft === 0 || orderIndex % 67 === 0
        ? 'new'
        : orderIndex % 101 === 0
          ? 'cancelled'
          : orderIndex % 53 === 0
            ? 'invoiced'
            : creditNotesLeft > 0 &&
                orderIndex % Math.max(1, Math.floor(sizes.orders / sizes.creditNotes)) === 1
              ? 'refunded'
              : 'licence_sent';
    if (kind === 'refunded') creditNotesLeft -= 1;
    const template = kind === 'refunded' ? templates.refunded : templates.paid;
    const orderId = randomUUID();
    const invoiced = kind !== 'new' && kind !== 'cancelled';
    const issuedAt = new Date(at.getTime() + DAY_MS);
    const paidAt = new Date(at.getTime() + 8 * DAY_MS);
    const paid = kind === 'licence_sent' || kind === 'refunded';
    messageRows.push({
      id,
      kind: 'licence_order',
      language: template.message.language,
      email,
      payload: withStrings(template.message.payload, fromTemplate),
      status: kind === 'new' ? 'new' : 'handled',
      spam: false,
      createdAt: at,
    });
    orderRows.push({
      id: orderId,
      messageId: id,
      status: kind,
      driver: product.key,
      driverTitle: { en: product.titleEn, fr: product.titleFr },
      mac,
      priceExclVatCents: template.order.priceExclVatCents,
      customer: withStrings(template.order.customer, fromTemplate),
      language: template.order.language,
      trackingTokenHash: hash(`track-${orderId}`),
      paidOn: paid ? paidAt.toISOString().slice(0, 10) : null,
      paymentMeans: paid ? 'sepa_credit_transfer' : null,
      createdAt: at,
      updatedAt: paid ? paidAt : at,
    });
    if (kind === 'new') facts.newOrderId = orderId;
    else if (kind === 'licence_sent') facts.orderId = orderId;
    // The template's history, moved to this order's days.
    const steps =
      kind === 'new' ? 1 : kind === 'invoiced' || kind === 'cancelled' ? 2 : template.events.length;
    for (const [step, event] of template.events.slice(0, steps).entries())
      eventRows.push({
        ...event,
        id: randomUUID(),
        subjectId: orderId,
        actorId: null,
        at: new Date(at.getTime() + step * 2 * DAY_MS),
        detail: withStrings(event.detail, fromTemplate),
      });
    if (!invoiced) continue;
    const year = issuedAt.getUTCFullYear();
    const number = nextNumber('F', year);
    const invoiceId = randomUUID();
    fromTemplate.set(template.invoice.number, number);
    invoiceRows.push({
      ...template.invoice,
      id: invoiceId,
      orderId,
      number,
      issuedAt,
      dueDate: new Date(issuedAt.getTime() + 30 * DAY_MS).toISOString().slice(0, 10),
      content: withStrings(template.invoice.content, fromTemplate),
    });
    if (kind === 'licence_sent') facts = { ...facts, year, invoiceNumber: number };
    if (paid && template.licence)
      licenceRows.push({
        ...template.licence,
        id: randomUUID(),
        orderId,
        driver: product.key,
        mac,
        issuedAt: paidAt,
      });
    if (paid)
      // Without its sequence: the database numbers each payment.
      for (const { sequence: _sequence, ...payment } of template.payments)
        paymentRows.push({
          ...payment,
          id: randomUUID(),
          reference: `bench-${orderId}`,
          bookedOn: paidAt.toISOString().slice(0, 10),
          payerName: `${firstName} ${lastName}`.toUpperCase(),
          text: `VIR ${number}`,
          invoiceNumber: number,
          orderId,
          receivedAt: paidAt,
          resolvedAt: null,
          resolvedBy: null,
        });
    if (kind === 'refunded') {
      const creditedAt = new Date(paidAt.getTime() + 20 * DAY_MS);
      const creditNumber = nextNumber('A', creditedAt.getUTCFullYear());
      fromTemplate.set(templates.refunded.creditNote.number, creditNumber);
      invoiceRows.push({
        ...templates.refunded.creditNote,
        id: randomUUID(),
        orderId,
        number: creditNumber,
        creditsInvoiceId: invoiceId,
        issuedAt: creditedAt,
        content: withStrings(templates.refunded.creditNote.content, fromTemplate),
      });
    }
  }
  if (!facts.orderId || !facts.newOrderId || !facts.invoiceNumber || facts.year === undefined)
    throw new Error('the seeded data has no order of every kind the bench needs: raise BENCH_SCALE');
  const lastOrderPayload = orderRows.find((row) => row.id === facts.orderId)!.customer;

  progress(
    `bulk rows: ${messageRows.length} messages (${sizes.spam} spam), ${orderRows.length} orders, ` +
      `${invoiceRows.length} invoices and credit notes, ${licenceRows.length} licences, ${paymentRows.length} payments, ` +
      `${eventRows.length} order history entries`,
  );
  await insertInBatches(
    'messages',
    messageRows,
    1000,
    (batch) => db.insert(messages).values(batch),
    progress,
  );
  // A message's search text is written by the database with the message, then again by a trigger for its order
  // and for each invoice of its order (migration 0020). The loader writes the orders and invoices with those two
  // triggers off, then every licence order's search text at once, as the migration fills it.
  const searchTextTriggers = (change: 'enable' | 'disable') =>
    Promise.all([
      db.execute(sql`alter table orders ${sql.raw(change)} trigger orders_message_search_text`),
      db.execute(sql`alter table invoices ${sql.raw(change)} trigger invoices_message_search_text`),
    ]);
  await searchTextTriggers('disable');
  // The identity numbers follow the order of the rows: the orders are inserted oldest first.
  await insertInBatches('orders', orderRows, 500, (batch) => db.insert(orders).values(batch), progress);
  await insertInBatches('invoices', invoiceRows, 50, (batch) => db.insert(invoices).values(batch), progress);
  await searchTextTriggers('enable');
  progress('search text of the licence orders');
  await db.execute(
    sql`update ${messages} set search_text = message_search_text(id, email, payload) where kind = 'licence_order'`,
  );
  await insertInBatches('licences', licenceRows, 500, (batch) => db.insert(licences).values(batch), progress);
  await insertInBatches(
    'payments',
    paymentRows,
    500,
    (batch) => db.insert(receivedPayments).values(batch),
    progress,
  );
  await insertInBatches(
    'order history',
    eventRows,
    1000,
    (batch) => db.insert(auditEvents).values(batch),
    progress,
  );
  for (const [key, lastNumber] of sequences)
    await db
      .insert(documentSequences)
      .values({ series: key[0]!, year: Number(key.slice(1)), lastNumber })
      .onConflictDoUpdate({
        target: [documentSequences.series, documentSequences.year],
        set: { lastNumber: sql`greatest(${documentSequences.lastNumber}, excluded.last_number)` },
      });
  // The tables as they stand once the bulk load has been vacuumed: by autovacuum on PostgreSQL, by the hourly
  // housekeeping on PGlite (`vacuumListTables`); a count of a view reads its index then, not the whole table.
  progress('vacuum and analyze');
  await db.execute(sql`vacuum (analyze) messages, orders`);
  await db.execute(sql`analyze`);

  const driver = catalogue[0]!.titleEn.split(/\s+/).find((word) => word.length > 3) ?? catalogue[0]!.titleEn;
  return {
    orderId: facts.orderId,
    newOrderId: facts.newOrderId,
    // The last whole year of the ten.
    year: new Date(now).getUTCFullYear() - 1,
    invoiceNumber: facts.invoiceNumber,
    searches: {
      name: lastNames[3]!,
      email: lastOrderPayload.email,
      company: companies[2]!,
      driver,
      invoiceNumber: facts.invoiceNumber,
    },
  };
}
