import type { CustomerOrderView, OrderEventKind } from '@shared/order-schemas';
import type { ProgressMessages, ProgressStep } from '@/components/customer-page/progress-steps';

/** Dates as the customer reads them: `23 November 2026`, `23 novembre 2026`. */
export const customerDateFormat: Intl.DateTimeFormatOptions = { dateStyle: 'long' };

export type ProgressStepName = 'received' | 'invoiced' | 'paid' | 'licenceSent' | 'cancelled' | 'refunded';

export const orderProgressMessages: ProgressMessages<ProgressStepName> = {
  step: (name) => `orderTracking.step.${name}`,
  pending: 'orderTracking.step.pending',
  reachedOn: 'orderTracking.step.on',
};

const pipeline: { name: ProgressStepName; kinds: OrderEventKind[] }[] = [
  { name: 'received', kinds: ['order_received'] },
  { name: 'invoiced', kinds: ['invoice_sent'] },
  { name: 'paid', kinds: ['order_paid'] },
  { name: 'licenceSent', kinds: ['licence_sent', 'licence_reissued'] },
];

/**
 * The steps the customer follows: received → invoiced → paid → licence sent, each with the date it was
 * reached. A cancelled or refunded order shows the steps it reached, then its end: the others will never come.
 */
export function orderProgress(order: Pick<CustomerOrderView, 'status' | 'timeline' | 'receivedAt'>) {
  const reachedAt = (kinds: OrderEventKind[]) =>
    order.timeline.findLast((event) => kinds.includes(event.kind))?.at ?? null;
  const steps: ProgressStep<ProgressStepName>[] = pipeline.map(({ name, kinds }) => ({
    name,
    at: reachedAt(kinds) ?? (name === 'received' ? order.receivedAt : null),
  }));
  if (order.status === 'cancelled')
    return [
      ...steps.filter((step) => step.at !== null),
      { name: 'cancelled' as const, at: reachedAt(['order_cancelled']) },
    ];
  if (order.status === 'refunded')
    return [
      ...steps.filter((step) => step.at !== null),
      { name: 'refunded' as const, at: reachedAt(['order_refunded']) },
    ];
  return steps;
}
