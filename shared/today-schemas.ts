import { z } from 'zod';

/**
 * The back office's first view (`GET /api/today`): what waits for the person signed in, each a count the view
 * links to its filtered list. What they may not see is null: the money items for who may not handle money,
 * the setup for anyone but an owner. The server validates and describes with these schemas; the browser
 * imports only the types.
 */

/** The query takes no parameter: anything given is refused. */
export const todayQuerySchema = z.strictObject({});

const count = (description: string) => z.number().int().min(0).meta({ description });

/** An invoice past its due date, the oldest first. */
const overdueInvoiceSchema = z.object({
  orderId: z.string(),
  orderNumber: z.number().int(),
  invoiceNumber: z.string(),
  /** Whole days since its due date, in France (1 the day after it). */
  daysOverdue: z.number().int().min(1),
});
export type OverdueInvoice = z.infer<typeof overdueInvoiceSchema>;

/** How many overdue invoices the answer names, the oldest first; the count says how many there are. */
export const OVERDUE_INVOICES_NAMED = 3;

export const todaySummarySchema = z
  .object({
    unreadMessages: count(
      'Messages nobody has opened yet, but those whose licence order was already invoiced, paid or closed.',
    ),
    money: z
      .object({
        ordersToInvoice: count('Licence orders waiting for their invoice.'),
        unpaidInvoices: count('Invoices sent and not paid yet, overdue ones included.'),
        overdueInvoices: count('Unpaid invoices past their due date.'),
        overdue: z
          .array(overdueInvoiceSchema)
          .max(OVERDUE_INVOICES_NAMED)
          .meta({
            description: `The ${OVERDUE_INVOICES_NAMED} most overdue invoices, the oldest first.`,
          }),
        paymentsToCheck: count('Payments received that could not be matched to an invoice.'),
        quotesAwaitingAnswer: count('Quotes sent, still valid, neither accepted nor declined.'),
        quotesAwaitingDeposit: count('Accepted quotes whose deposit is not paid yet.'),
      })
      .nullable()
      .meta({ description: 'Null for a colleague who may not handle money.' }),
    setupItemsLeft: count('Setup steps needed before the first invoice and still to do.')
      .nullable()
      .meta({ description: 'Null for anyone but an owner.' }),
  })
  .meta({ id: 'TodaySummary' });
export type TodaySummary = z.infer<typeof todaySummarySchema>;
