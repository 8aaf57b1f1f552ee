import type { OverdueInvoice, TodaySummary } from '@shared/today-schemas';
import type { MessageId } from '@/i18n/catalogue';
import { paths } from '@/lib/paths';

/** One line of the today view: its sentence, its count and the list it opens (filtered to what it counts). */
export interface TodayItem {
  id: string;
  message: MessageId;
  count: number;
  to: string;
  /** The overdue line's oldest invoices, each with its days overdue. */
  overdue?: OverdueInvoice[];
}

/**
 * What waits, most urgent first: money owed and received (the owner's money at stake), then what someone
 * waits for from the owner, then what waits for the customer, then the setup. A count of 0 is no line.
 */
export function todayItems(summary: TodaySummary): TodayItem[] {
  const { money } = summary;
  const orders = (status: string) => `${paths.userOrders.path}?status=${status}`;
  // The quotes list shows every quote, those to follow up flagged: the status is kept for when it filters.
  const quotes = (status: string) => `${paths.userQuotes.path}?status=${status}`;
  const items: (TodayItem | false)[] = [
    money !== null && {
      id: 'overdue',
      message: 'today.overdue',
      count: money.overdueInvoices,
      to: orders('overdue'),
      overdue: money.overdue,
    },
    money !== null && {
      id: 'payments',
      message: 'today.paymentsToCheck',
      count: money.paymentsToCheck,
      to: paths.userPayments.path,
    },
    money !== null && {
      id: 'toInvoice',
      message: 'today.ordersToInvoice',
      count: money.ordersToInvoice,
      to: orders('new'),
    },
    money !== null && {
      id: 'deposits',
      message: 'today.quotesAwaitingDeposit',
      count: money.quotesAwaitingDeposit,
      to: quotes('accepted'),
    },
    {
      id: 'messages',
      message: 'today.unreadMessages',
      count: summary.unreadMessages,
      to: `${paths.userMessages.path}?status=new`,
    },
    money !== null && {
      id: 'answers',
      message: 'today.quotesAwaitingAnswer',
      count: money.quotesAwaitingAnswer,
      to: quotes('sent'),
    },
    money !== null && {
      id: 'unpaid',
      message: 'today.unpaidInvoices',
      count: money.unpaidInvoices,
      to: orders('invoiced'),
    },
    summary.setupItemsLeft !== null && {
      id: 'setup',
      message: 'today.setupItemsLeft',
      count: summary.setupItemsLeft,
      to: paths.userSetup.path,
    },
  ];
  return items.filter((item): item is TodayItem => item !== false && item.count > 0);
}
