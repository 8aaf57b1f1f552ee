/**
 * The mails an order queues (the outbox entry's `kind`), each carrying the ids it is about. A module of its own,
 * importing nothing, so that what queues a mail need not import the renderers (mails/order-mails.ts), which
 * read the orders back.
 */
export type OrderMailKind =
  | 'order_invoice'
  | 'order_licence'
  | 'order_cancelled'
  | 'order_refunded'
  | 'order_invoice_reminder'
  | 'order_payment_reminder';
