import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { BusinessSettings } from '../../../../shared/public-settings';
import type { Env } from '../../../config/env';
import type { Db } from '../../../db/client';
import { messages, orders, outbox } from '../../../db/schema';
import { linkBaseUrl } from '../../../lib/link-base-url';
import type { MailRenderers } from '../../../outbox/outbox-worker';
import { orderPageLink } from '../../../../shared/order-link';
import { customerConfirmation } from './customer-confirmation';
import { ownerNotification } from './owner-notification';
import type { StoredMessage } from './stored-message';

/** What a customer confirmation carries: its order's page token (none before orders had a page, or if not text). */
const confirmationPayload = z.looseObject({ trackingToken: z.string().optional().catch(undefined) });

/** The mails a message can queue (the outbox entry's `kind`). */
export type MessageMailKind = 'owner_notification' | 'customer_confirmation';

/**
 * How the outbox renders each mail of a message when it sends it: the owner's notification in the owner's
 * language, the customer's confirmation in the visitor's.
 */
export function messageMailRenderers(options: {
  db: Db;
  env: Pick<
    Env,
    'MAIL_TO' | 'MAIL_TO_LANGUAGE' | 'PUBLIC_BASE_URL' | 'HOST' | 'PORT' | 'PAYMENT_LINK_TEMPLATE'
  >;
  business: BusinessSettings;
}): MailRenderers<MessageMailKind> {
  const { db, business } = options;
  const { MAIL_TO: mailTo, MAIL_TO_LANGUAGE: ownerLanguage } = options.env;
  const load = async (messageId: string | null): Promise<StoredMessage> => {
    if (!messageId) throw new Error('a message mail without its message');
    const [row] = await db
      .select({
        message: messages,
        title: orders.driverTitle,
        priceExclVatCents: orders.priceExclVatCents,
      })
      .from(messages)
      .leftJoin(orders, eq(orders.messageId, messages.id))
      .where(eq(messages.id, messageId));
    if (!row) throw new Error(`message ${messageId} not found`);
    const ordered =
      row.title && row.priceExclVatCents !== null
        ? { title: row.title, priceExclVatCents: row.priceExclVatCents }
        : null;
    return { ...row.message, ordered };
  };
  return {
    owner_notification: async ({ messageId }) => {
      const message = await load(messageId);
      const customerConfirmed =
        message.kind === 'licence_order' ? await confirmationQueued(db, message.id) : undefined;
      const link = `${linkBaseUrl(options.env).replace(/\/+$/, '')}/#/user/messages/${message.id}`;
      return ownerNotification(message, { mailTo, language: ownerLanguage, customerConfirmed, link });
    },
    customer_confirmation: async ({ messageId, payload }) => {
      const token = confirmationPayload.safeParse(payload).data?.trackingToken;
      // Confirmations queued before orders had a page carry no token: they are sent without the link.
      const orderLink =
        typeof token === 'string' ? orderPageLink(linkBaseUrl(options.env), token) : undefined;
      const [order] = messageId
        ? await db.select({ number: orders.number }).from(orders).where(eq(orders.messageId, messageId))
        : [];
      return customerConfirmation(await load(messageId), {
        mailTo,
        business,
        orderLink,
        paymentLink: options.env.PAYMENT_LINK_TEMPLATE !== undefined,
        orderNumber: order?.number,
      });
    },
  };
}

/** Whether a licence order's confirmation was queued with it, or held back by the confirmation limit. */
async function confirmationQueued(db: Db, messageId: string): Promise<boolean> {
  const kind: MessageMailKind = 'customer_confirmation';
  const [entry] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.messageId, messageId), eq(outbox.kind, kind)))
    .limit(1);
  return entry !== undefined;
}
