import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, messages, outbox } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { testDatabaseKind } from '../../testing/test-database';
import { deleteExpiredMessages } from './inbox-retention';

const DAY = 24 * 3600 * 1000;

describe(`message retention (${testDatabaseKind})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { MESSAGES_RATE_LIMIT: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function messageAged(days: number, spam = false): Promise<string> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      payload: {
        type: 'contact',
        name: `Aged ${days}`,
        email: 'aged@example.test',
        message: 'Hello',
        hp: '',
      },
    });
    const { id } = response.json() as { id: string };
    await t.database.db
      .update(messages)
      .set({ createdAt: new Date(Date.now() - days * DAY), spam })
      .where(eq(messages.id, id));
    await recordAudit(t.database.db, {
      actor: null,
      action: 'message_read',
      subjectType: 'message',
      subjectId: id,
    });
    return id;
  }

  it('deletes messages past RETENTION_MONTHS and spam past 30 days, with their mails and history', async () => {
    const old = await messageAged(37 * 31);
    const recent = await messageAged(35 * 30);
    const oldSpam = await messageAged(31, true);
    const newSpam = await messageAged(29, true);

    expect(await deleteExpiredMessages(t.database.db, 36)).toBe(2);
    const left = (await t.database.db.select({ id: messages.id }).from(messages)).map((row) => row.id);
    expect(left).toEqual(expect.arrayContaining([recent, newSpam]));
    expect(left).not.toContain(old);
    expect(left).not.toContain(oldSpam);
    expect(await t.database.db.select().from(outbox).where(eq(outbox.messageId, old))).toEqual([]);
    expect(await t.database.db.select().from(auditEvents).where(eq(auditEvents.subjectId, old))).toEqual([]);

    // A shorter setting takes the next ones.
    expect(await deleteExpiredMessages(t.database.db, 12)).toBe(1);
  });
});
