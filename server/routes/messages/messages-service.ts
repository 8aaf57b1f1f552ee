import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
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

class KeyTaken extends Error {}

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
  try {
    await db.transaction(async (tx) => {
      if (input.idempotencyKey) {
        const claimed = await tx
          .insert(idempotencyKeys)
          .values({ key: input.idempotencyKey, requestHash, statusCode: 202, response: { id } })
          .onConflictDoNothing()
          .returning({ key: idempotencyKeys.key });
        if (claimed.length === 0) throw new KeyTaken();
      }
      await tx.insert(messages).values({
        id,
        kind: input.kind,
        locale: input.locale,
        email: input.payload.email,
        payload: input.payload,
      });
      await tx.insert(outbox).values(outboxKindsFor(input.kind).map((kind) => ({ messageId: id, kind })));
    });
  } catch (error) {
    if (!(error instanceof KeyTaken) || !input.idempotencyKey) throw error;
    const [first] = await db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, input.idempotencyKey));
    if (!first) throw error;
    if (first.requestHash !== requestHash) {
      return {
        status: 422,
        body: {
          error: 'This Idempotency-Key was already used for a different message',
          fields: {},
        },
      };
    }
    return { status: 202, body: first.response as { id: string }, replayed: true };
  }
  return { status: 202, body: { id }, replayed: false };
}

function hashRequest(input: AcceptInput): string {
  return createHash('sha256')
    .update(JSON.stringify([input.locale, input.payload]))
    .digest('hex');
}
