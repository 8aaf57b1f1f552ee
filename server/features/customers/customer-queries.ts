import { type Column, desc, inArray, or, type SQL, sql } from 'drizzle-orm';
import { type BuyerType, parseFrenchAddress } from '../../../shared/buyer-details';
import {
  CUSTOMER_PAGE_SIZE,
  type CustomerBuyer,
  type CustomerDetail,
  type CustomerIdentity,
  type CustomerListFilter,
  type CustomerListPage,
} from '../../../shared/customer-schemas';
import { dateInFrance } from '../../../shared/date-in-france';
import type { Language } from '../../../shared/language';
import { quoteStatusOn, quoteTotals } from '../../../shared/quote-schemas';
import type { Db } from '../../db/client';
import { invoices, messages, orders, quotes, receivedPayments } from '../../db/schema';
import { everyWordFound, folded } from '../../lib/like-pattern';
import { decodeCustomerKey, encodeCustomerKey } from './customer-keys';

/** Who asks: a colleague not allowed to handle money does not see quotes (as in /api/quotes). */
export interface CustomerReader {
  canBill: boolean;
}

/** The buyer's fields as a record holds them (an order's customer, a quote's buyer, a message's payload). */
type RecordBuyer = Partial<Record<keyof CustomerBuyer | 'name', string | null>>;

/**
 * Every order, quote and message (spam left out) with the customer it belongs to, as one SQL query to build on.
 * A record's identity is its SIREN, else its VAT number (a French one read as the SIREN it contains, so the
 * buyer who gave one then the other stays one customer), else its e-mail address lower-cased; a record with no
 * SIREN or VAT number whose address was used for a business joins the business that address bought for last,
 * so a contact message before an order is on the company's page. A licence order's message is keyed by its
 * order (the owner may have corrected the buyer since).
 */
function keyedRecords(reader: CustomerReader): SQL {
  const quoteRecords = reader.canBill
    ? sql`union all
      select 'quote', id, buyer, buyer->>'email', language, updated_at from ${quotes}`
    : sql``;
  // Stored SIRENs and VAT numbers were checked and compacted when typed: they are compared as they are.
  return sql`
    records as (
      select 'order'::text as kind, id, customer as buyer, customer->>'email' as email_given, language,
        updated_at as at
      from ${orders}
      ${quoteRecords}
      union all
      select 'message', m.id, coalesce(o.customer, m.payload), coalesce(o.customer->>'email', m.email), m.language,
        m.created_at
      from ${messages} m left join ${orders} o on o.message_id = m.id
      where not m.spam
    ),
    identified as (
      select kind, id, buyer, language, at, lower(trim(coalesce(email_given, ''))) as email,
        case
          when siren is not null then 'siren:' || siren
          when vat like 'FR%' and length(vat) = 13 then 'siren:' || right(vat, 9)
          when vat is not null then 'vat:' || vat
        end as company_key
      from (
        select records.*, nullif(buyer->>'siren', '') as siren, nullif(buyer->>'vatNumber', '') as vat
        from records
      ) given
    ),
    company_of_email as (
      select distinct on (email) email, company_key from identified
      where company_key is not null
      order by email, at desc
    ),
    keyed as (
      select identified.*,
        coalesce(identified.company_key, company_of_email.company_key, 'email:' || identified.email) as key
      from identified left join company_of_email using (email)
    )`;
}

/** One record's words the search box looks in: names, company, e-mail, SIREN and VAT number. */
const searchedText = folded(
  sql`concat_ws(' ', buyer->>'company', buyer->>'firstName', buyer->>'lastName', buyer->>'name', buyer->>'city', email, buyer->>'siren', buyer->>'vatNumber')`,
);

/** The timestamps as ISO 8601 in UTC, the same on both databases' drivers. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

interface ListRow {
  total: number;
  key: string | null;
  orders: number;
  quotes: number;
  messages: number;
  last_at: string;
  buyer: RecordBuyer;
  email: string;
  language: Language;
  invoiced: number;
}

/**
 * The customers, most recently active first, a page at a time. The grouping runs in the database: only the
 * page's customers have their latest details, invoices and totals looked up.
 */
export async function listCustomers(
  db: Db,
  filter: CustomerListFilter,
  reader: CustomerReader,
): Promise<CustomerListPage> {
  const search = filter.q
    ? everyWordFound(filter.q, ({ pattern }) => sql`${searchedText} like ${pattern}`)
    : undefined;
  const offset = (filter.page - 1) * CUSTOMER_PAGE_SIZE;
  const result = (await db.execute(listStatement(search, offset, reader))) as { rows: ListRow[] };
  const rows = result.rows.filter((row) => row.key !== null);
  return {
    items: rows.map((row) => ({
      ...identity(row.key!, { ...row.buyer, email: row.email }, row.language),
      orders: row.orders,
      quotes: reader.canBill ? row.quotes : null,
      messages: row.messages,
      invoicedCents: Number(row.invoiced),
      lastActivityAt: row.last_at,
    })),
    total: Number(result.rows[0]?.total ?? 0),
    page: filter.page,
    pageSize: CUSTOMER_PAGE_SIZE,
  };
}

/** One page of customers, and how many there are in all (the one row of a page past the last has no key). */
function listStatement(search: SQL | undefined, offset: number, reader: CustomerReader): SQL {
  return sql`
    with ${keyedRecords(reader)},
    customers as (
      select key, count(*) filter (where kind = 'order')::int as orders,
        count(*) filter (where kind = 'quote')::int as quotes,
        count(*) filter (where kind = 'message')::int as messages, max(at) as last_at
      from keyed
      ${search ? sql`where key in (select key from keyed where ${search})` : sql``}
      group by key
    ),
    page as (
      select * from customers order by last_at desc, key limit ${CUSTOMER_PAGE_SIZE} offset ${offset}
    ),
    latest as (
      select distinct on (keyed.key) keyed.key, keyed.buyer, keyed.email, keyed.language
      from keyed join page using (key)
      order by keyed.key, keyed.kind = 'message', keyed.at desc
    ),
    invoiced as (
      select keyed.key, sum(documents.total_incl_vat_cents)::float8 as invoiced
      from keyed join page using (key)
      join lateral (
        select total_incl_vat_cents from ${invoices} where keyed.kind = 'order' and order_id = keyed.id
        union all
        select total_incl_vat_cents from ${invoices} where keyed.kind = 'quote' and quote_id = keyed.id
      ) documents on true
      group by keyed.key
    )
    select counted.total, page.key, page.orders, page.quotes, page.messages, ${iso(sql`page.last_at`)} as last_at,
      latest.buyer, latest.email, latest.language, coalesce(invoiced.invoiced, 0)::float8 as invoiced
    from (select count(*)::int as total from customers) counted
    left join page on true
    left join latest using (key)
    left join invoiced using (key)
    order by page.last_at desc, page.key`;
}

/** The SIREN a key names: a record that gave the VAT number only still has the SIREN it holds. */
const sirenOfKey = (rawKey: string) => (rawKey.startsWith('siren:') ? rawKey.slice('siren:'.length) : null);

function identity(rawKey: string, buyer: RecordBuyer, language: Language): CustomerIdentity {
  const name = (buyer.name ?? `${buyer.firstName ?? ''} ${buyer.lastName ?? ''}`).trim();
  return {
    key: encodeCustomerKey(rawKey),
    name,
    company: buyer.company?.trim() ?? '',
    email: buyer.email ?? '',
    siren: buyer.siren || sirenOfKey(rawKey),
    vatNumber: buyer.vatNumber || null,
    language,
  };
}

interface RecordRow {
  kind: 'order' | 'quote' | 'message';
  id: string;
  email: string;
  buyer: RecordBuyer;
  language: Language;
  at: string;
}

/** One customer whole, or null when no record has this key (any more). */
export async function customerDetail(
  db: Db,
  key: string,
  reader: CustomerReader,
  now = new Date(),
): Promise<CustomerDetail | null> {
  const raw = decodeCustomerKey(key);
  if (!raw) return null;
  const { rows } = (await db.execute(sql`
    with ${keyedRecords(reader)}
    select kind, id, email, buyer, language, ${iso(sql`at`)} as at from keyed where key = ${raw}
    order by at desc`)) as { rows: RecordRow[] };
  if (rows.length === 0) return null;
  const idsOf = (kind: RecordRow['kind']) => rows.filter((row) => row.kind === kind).map((row) => row.id);
  const orderIds = idsOf('order');
  const quoteIds = idsOf('quote');
  const messageIds = idsOf('message');
  const [orderRows, documentRows, paymentRows, quoteRows, messageRows] = await Promise.all([
    orderIds.length
      ? db.select().from(orders).where(inArray(orders.id, orderIds)).orderBy(desc(orders.createdAt))
      : [],
    orderIds.length || quoteIds.length
      ? db
          .select({
            id: invoices.id,
            orderId: invoices.orderId,
            quoteId: invoices.quoteId,
            kind: invoices.kind,
            number: invoices.number,
            issuedAt: invoices.issuedAt,
            totalInclVatCents: invoices.totalInclVatCents,
          })
          .from(invoices)
          .where(or(anyIn(invoices.orderId, orderIds), anyIn(invoices.quoteId, quoteIds)))
          .orderBy(desc(invoices.issuedAt), desc(invoices.number))
      : [],
    // A licence order's payments are the order's; an installation project's are its invoices'.
    orderIds.length || quoteIds.length
      ? db
          .select()
          .from(receivedPayments)
          .where(
            or(
              anyIn(receivedPayments.orderId, orderIds),
              quoteIds.length
                ? sql`${receivedPayments.invoiceId} in (select ${invoices.id} from ${invoices} where ${inArray(invoices.quoteId, quoteIds)})`
                : undefined,
            ),
          )
          .orderBy(desc(receivedPayments.bookedOn), desc(receivedPayments.sequence))
      : [],
    reader.canBill && quoteIds.length
      ? db.select().from(quotes).where(inArray(quotes.id, quoteIds)).orderBy(desc(quotes.updatedAt))
      : [],
    messageIds.length
      ? db
          .select({
            id: messages.id,
            kind: messages.kind,
            status: messages.status,
            createdAt: messages.createdAt,
            payload: messages.payload,
          })
          .from(messages)
          .where(inArray(messages.id, messageIds))
          .orderBy(desc(messages.createdAt))
      : [],
  ]);
  // The details of the latest order or quote, else of the latest message.
  const latest = rows.find((row) => row.kind !== 'message') ?? rows[0]!;
  const today = dateInFrance(now);
  return {
    ...identity(raw, { ...latest.buyer, email: latest.email }, latest.language),
    buyer: customerBuyer({ ...latest.buyer, email: latest.email }, sirenOfKey(raw)),
    emails: [...new Set(rows.map((row) => row.email).filter(Boolean))],
    invoicedCents: documentRows.reduce((sum, document) => sum + document.totalInclVatCents, 0),
    lastActivityAt: rows[0]!.at,
    orders: orderRows.map((order) => ({
      id: order.id,
      number: order.number,
      status: order.status,
      receivedAt: order.createdAt.toISOString(),
      driverTitle: order.driverTitle,
      priceExclVatCents: order.priceExclVatCents,
    })),
    documents: documentRows.map((document) => ({ ...document, issuedAt: document.issuedAt.toISOString() })),
    quotes: reader.canBill
      ? quoteRows.map((quote) => ({
          id: quote.id,
          number: quote.number,
          status: quoteStatusOn(quote.status, quote.validUntil, today),
          updatedAt: quote.updatedAt.toISOString(),
          grossCents: quoteTotals(quote.lines, quote.discountBasisPoints / 100).grossCents,
        }))
      : null,
    payments: paymentRows.map((payment) => ({
      id: payment.id,
      orderId: payment.orderId,
      bookedOn: payment.bookedOn,
      amountCents: payment.amountCents,
      currency: payment.currency,
      source: payment.source,
      means: payment.means,
      invoiceNumber: payment.invoiceNumber,
    })),
    messages: messageRows.map((message) => ({
      id: message.id,
      kind: message.kind,
      status: message.status,
      receivedAt: message.createdAt.toISOString(),
      excerpt: excerpt('message' in message.payload ? message.payload.message : ''),
    })),
  };
}

/** `column in (ids)`, or nothing for no ids (an empty `in` list is not SQL). */
function anyIn(column: Column, ids: string[]): SQL | undefined {
  return ids.length ? inArray(column, ids) : undefined;
}

function excerpt(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 160 ? `${line.slice(0, 159)}…` : line;
}

/** The buyer as a new quote starts from: what the record gave, the rest blank. */
function customerBuyer(buyer: RecordBuyer, keySiren: string | null): CustomerBuyer {
  const [first = '', ...rest] = (buyer.name ?? '').trim().split(/\s+/);
  const country = buyer.country ?? 'FR';
  const siren = buyer.siren || (country === 'FR' ? (keySiren ?? '') : '');
  const vatNumber = buyer.vatNumber ?? '';
  const company = buyer.company?.trim() ?? '';
  const buyerType: BuyerType =
    buyer.buyerType === 'business' || buyer.buyerType === 'individual'
      ? buyer.buyerType
      : company || siren || vatNumber
        ? 'business'
        : 'individual';
  // An order placed before the address had its own postcode and town fields: read them from the address.
  const parsed = !buyer.city && country === 'FR' && buyer.address ? parseFrenchAddress(buyer.address) : null;
  return {
    buyerType,
    company,
    firstName: buyer.firstName ?? first,
    lastName: buyer.lastName ?? rest.join(' '),
    email: buyer.email ?? '',
    address: parsed ? parsed.street.join('\n') : (buyer.address ?? ''),
    postcode: parsed?.postcode ?? buyer.postcode ?? '',
    city: parsed?.city ?? buyer.city ?? '',
    country,
    siren,
    vatNumber,
  };
}
