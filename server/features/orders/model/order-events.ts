import { type OrderEventKind, orderEventKinds } from '../../../../shared/order-schemas';
import type { AuditAction } from '../../../lib/audit';

/** Whether a step of the history is one of an order's timeline (the history also holds messages' steps). */
export function isOrderEvent(action: AuditAction): action is OrderEventKind {
  // Widened only to ask includes() about any action; every order event kind is an audit action.
  return (orderEventKinds as readonly AuditAction[]).includes(action);
}
