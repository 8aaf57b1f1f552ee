import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '../../../shared/language';
import type { MessageKind, MessagePayload } from '../../../shared/message-payloads';
import type { Db } from '../../db/client';
import { confirmationRecipients, idempotencyKeys, messages, outbox } from '../../db/schema';
import { type OrderedProduct, placeOrderWithMessage } from '../orders';
import { CONFIRMATION_WINDOW, CONFIRMATIONS_PER_ADDRESS_PER_DAY } from './confirmation-limit';
import type { MessageMailKind } from './mails/message-mails';

/** The first answer to an Idempotency-Key as stored (`idempotency_keys.response`): the accepted message's id. */
const storedAnswer = z.object({ id: z.string() });

export interface AcceptInput {
  payload: MessagePayload;
  kind: MessageKind;
  language: Language;
  idempotencyKey?: string;
  /** Sent with the honeypot filled: stored for the Spam view, and no mail goes out. */
  spam?: boolean;
  /** For a licence order (not spam): the published product it is for, as the order keeps it. */
  product?: OrderedProduct | null;
}

export type AcceptResult =
  | {
      status: 202;
      body: { id: string };
      replayed: boolean;
      /** False when the customer's confirmation was held back (the address had its share today). */
      confirmationQueued?: boolean;
    }
  | { status: 422; body: { error: string; fields: Record<string, string> } };

/**
 * Stores a message and its outbox entries in one transaction, so a `202` means the mails will go out: the
 * owner's notification always; for a licence order, the customer's confirmation too unless its address already
 * received its share of confirmations in the last 24 hours (counted per lower-cased address, in the database,
 * so the limit holds across instances and restarts).
 * An Idempotency-Key is claimed in the same transaction: a repeat (even a concurrent one) gets the first
 * answer and stores nothing; the same key with a different message is refused.
 */
export async function acceptMessage(db: Db, input: AcceptInput): Promise<AcceptResult> {
  const id = randomUUID();
  const requestHash = hashRequest(input);
  const ownerMail: MessageMailKind = 'owner_notification';
  const customerMail: MessageMailKind = 'customer_confirmation';
  const spam = input.spam ?? false;
  const wantsConfirmation = input.kind === 'licence_order' && !spam;
  const recipient = input.payload.email.toLowerCase();
  const window = sql`now() - ${CONFIRMATION_WINDOW}::interval`;
  // A licence order starts its order at once; its confirmation carries the order page's link until sent.
  if (input.payload.type === 'driver' && !spam && !input.product)
    throw new Error('a licence order without its product');
  const order =
    input.payload.type === 'driver' && !spam && input.product
      ? placeOrderWithMessage(id, input.payload, input.language, input.product)
      : null;
  const confirmationPayload = order ? JSON.stringify({ trackingToken: order.trackingToken }) : null;
  // One statement is one transaction, and on the embedded database one round trip instead of five: the
  // message and its mails are stored only if this request claimed its Idempotency-Key (or has none).
  // The confirmation takes a place in its address's row of recent sends; `on conflict do update` locks
  // that row, so concurrent orders to one address count one after the other and never exceed the limit.
  const claim = input.idempotencyKey
    ? sql`insert into ${idempotencyKeys} (key, request_hash, status_code, response)
          values (${input.idempotencyKey}, ${requestHash}, 202, ${JSON.stringify({ id })}::jsonb)
          on conflict do nothing returning key`
    : sql`select 'none' as key`;
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const result = (await db.execute(sql`
    with claimed as (${claim}),
    message as (
      insert into ${messages} (id, kind, language, email, payload, spam)
      select ${id}::uuid, ${input.kind}, ${input.language}, ${input.payload.email}, ${JSON.stringify(input.payload)}::jsonb, ${spam}::boolean
      where exists (select 1 from claimed)
      returning id
    ),
    confirmation as (
      insert into ${confirmationRecipients} as recipient (address, recent_sends)
      select ${recipient}::text, array[now()] from message where ${wantsConfirmation}::boolean
      on conflict (address) do update
        set recent_sends = array(
          select sent from unnest(recipient.recent_sends) as sent where sent > ${window} order by sent
        ) || now()
        where (
          select count(*) from unnest(recipient.recent_sends) as sent where sent > ${window}
        ) < ${CONFIRMATIONS_PER_ADDRESS_PER_DAY}
      returning address
    ),
    ${order ? order.statements : sql``}
    mails as (
      insert into ${outbox} (message_id, kind, payload)
      select message.id, ${ownerMail}::text, null::jsonb from message where not ${spam}::boolean
      union all
      select message.id, ${customerMail}::text, ${confirmationPayload}::jsonb from message cross join confirmation
      returning kind
    )
    select (select count(*) from claimed)::int as claimed,
      (select count(*) from mails where kind = ${customerMail}::text)::int as confirmations`)) as {
    rows: { claimed: number; confirmations: number }[];
  };
  const [row] = result.rows;
  if (Number(row?.claimed ?? 0) === 1) {
    return {
      status: 202,
      body: { id },
      replayed: false,
      ...(wantsConfirmation && { confirmationQueued: Number(row?.confirmations) === 1 }),
    };
  }

  // Reached only when the claim above did not insert, which it does only with a key.
  const key = input.idempotencyKey as string;
  const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!first) throw new Error(`Idempotency-Key ${key} neither claimed nor found`);
  if (first.requestHash !== requestHash) {
    return {
      status: 422,
      body: { error: 'This Idempotency-Key was already used for a different message', fields: {} },
    };
  }
  return { status: 202, body: storedAnswer.parse(first.response), replayed: true };
}

function hashRequest(input: AcceptInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.language, input.payload, input.spam ?? false]))
    .digest('hex');
}
