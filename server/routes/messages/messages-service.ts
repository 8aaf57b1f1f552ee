import { createHash, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { MessageKind, MessagePayload } from '../../../shared/message-payloads';
import type { Db } from '../../db/client';
import { idempotencyKeys, messages, outbox } from '../../db/schema';

export interface AcceptInput {
  payload: MessagePayload;
  kind: MessageKind;
  locale: 'en' | 'fr';
  idempotencyKey?: string;
}

export type AcceptResult =
  | { status: 202; body: { id: string }; replayed: boolean }
  | { status: 422; body: { error: string; fields: Record<string, string> } };

/** The mails each kind of message produces: the owner always, the customer too for a licence order. */
export function outboxKindsFor(kind: MessageKind): ('owner_notification' | 'customer_confirmation')[] {
  return kind === 'licence_order' ? ['owner_notification', 'customer_confirmation'] : ['owner_notification'];
}

/**
 * Stores a message and its outbox entries in one transaction, so a `202` means the mails will go out.
 * An Idempotency-Key is claimed in the same transaction: a repeat (even a concurrent one) gets the first
 * answer and stores nothing; the same key with a different message is refused.
 */
export async function acceptMessage(db: Db, input: AcceptInput): Promise<AcceptResult> {
  const id = randomUUID();
  const requestHash = hashRequest(input);
  const kinds = sql.join(
    outboxKindsFor(input.kind).map((kind) => sql`(${kind})`),
    sql`, `,
  );
  // One statement is one transaction, and on the embedded database one round trip instead of five: the
  // message and its mails are stored only if this request claimed its Idempotency-Key (or has none).
  const claim = input.idempotencyKey
    ? sql`insert into ${idempotencyKeys} (key, request_hash, status_code, response)
          values (${input.idempotencyKey}, ${requestHash}, 202, ${JSON.stringify({ id })}::jsonb)
          on conflict do nothing returning key`
    : sql`select 'none' as key`;
  const result = (await db.execute(sql`
    with claimed as (${claim}),
    message as (
      insert into ${messages} (id, kind, locale, email, payload)
      select ${id}::uuid, ${input.kind}, ${input.locale}, ${input.payload.email}, ${JSON.stringify(input.payload)}::jsonb
      where exists (select 1 from claimed)
      returning id
    ),
    mails as (
      insert into ${outbox} (message_id, kind)
      select message.id, mail.kind from message cross join (values ${kinds}) as mail(kind)
      returning id
    )
    select (select count(*) from claimed)::int as claimed`)) as { rows: { claimed: number }[] };
  if (Number(result.rows[0]?.claimed ?? 0) === 1) {
    return { status: 202, body: { id }, replayed: false };
  }

  const key = input.idempotencyKey as string;
  const [first] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!first) throw new Error(`Idempotency-Key ${key} neither claimed nor found`);
  if (first.requestHash !== requestHash) {
    return {
      status: 422,
      body: { error: 'This Idempotency-Key was already used for a different message', fields: {} },
    };
  }
  return { status: 202, body: first.response as { id: string }, replayed: true };
}

function hashRequest(input: AcceptInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.locale, input.payload]))
    .digest('hex');
}
