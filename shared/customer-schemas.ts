import { z } from 'zod';
import type { BuyerType } from './buyer-details';
import type { MessageKind } from './message-payloads';
import type { MessageStatus } from './inbox-schemas';
import type { Language } from './language';
import { listSearchTextSchema } from './list-search-text';
import type { OrderStatus, PaymentMeans } from './order-schemas';
import type { QuoteStatus } from './quote-schemas';

/**
 * The back office's customers (`/api/customers/*`): one entry per buyer, gathered from their orders, quotes and
 * messages by SIREN (or VAT number), else by e-mail address. There is no table of customers: a customer is what
 * those records say, so nothing has to be kept in step when an order or a message arrives.
 */

export const CUSTOMER_PAGE_SIZE = 25;

export const customerListFilterSchema = z.strictObject({
  /** Found in a name, company, e-mail address, town, SIREN or VAT number of any of the customer's records. */
  q: listSearchTextSchema,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomerListFilter = z.infer<typeof customerListFilterSchema>;

/** A customer's key in an address: base64url of `siren:…`, `vat:…` or `email:…` (see customer-keys.ts). */
export const customerParams = z.object({
  key: z
    .string()
    .min(4)
    .max(400)
    .regex(/^[A-Za-z0-9_-]+$/),
});

/** Who the customer is, from their latest order or quote (else their latest message). */
export interface CustomerIdentity {
  key: string;
  name: string;
  company: string;
  email: string;
  siren: string | null;
  vatNumber: string | null;
  /** The language of their latest record: their documents and mails are written in it. */
  language: Language;
}

export interface CustomerListItem extends CustomerIdentity {
  orders: number;
  /** Null for a colleague not allowed to handle money, who does not see quotes. */
  quotes: number | null;
  messages: number;
  /** Invoices less credit notes, VAT included, in cents. */
  invoicedCents: number;
  lastActivityAt: string;
}

export interface CustomerListPage {
  items: CustomerListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** The buyer's details as their latest order or quote gave them, for a new quote. */
export interface CustomerBuyer {
  buyerType: BuyerType;
  company: string;
  firstName: string;
  lastName: string;
  email: string;
  address: string;
  postcode: string;
  city: string;
  country: string;
  siren: string;
  vatNumber: string;
}

interface CustomerOrder {
  id: string;
  number: number;
  status: OrderStatus;
  receivedAt: string;
  driverTitle: Record<Language, string>;
  priceExclVatCents: number;
}

/** An invoice or credit note of a licence order, or of an installation project (a quote accepted). */
interface CustomerDocument {
  id: string;
  orderId: string | null;
  quoteId: string | null;
  kind: 'invoice' | 'credit_note';
  number: string;
  issuedAt: string;
  totalInclVatCents: number;
}

interface CustomerQuote {
  id: string;
  number: string | null;
  status: QuoteStatus;
  updatedAt: string;
  grossCents: number;
}

interface CustomerPayment {
  id: string;
  orderId: string | null;
  bookedOn: string;
  amountCents: number;
  currency: string;
  /** How it came: a bank transfer from a statement, a card payment, or recorded by the owner (with its means). */
  source: 'bank_transfer' | 'card' | 'owner';
  means: PaymentMeans | null;
  invoiceNumber: string | null;
}

interface CustomerMessage {
  id: string;
  kind: MessageKind;
  status: MessageStatus;
  receivedAt: string;
  /** The start of what they wrote (a contact message), or empty. */
  excerpt: string;
}

/** `GET /api/customers/:key`: who they are and everything they did, newest first in each list. */
export interface CustomerDetail extends CustomerIdentity {
  buyer: CustomerBuyer;
  /** Every e-mail address their records use, the latest first. */
  emails: string[];
  invoicedCents: number;
  lastActivityAt: string;
  orders: CustomerOrder[];
  documents: CustomerDocument[];
  /** Null for a colleague not allowed to handle money, who does not see quotes. */
  quotes: CustomerQuote[] | null;
  payments: CustomerPayment[];
  messages: CustomerMessage[];
}
