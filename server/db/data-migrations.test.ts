import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStatuses } from '../../shared/order-schemas';
import { messageKinds } from '../../shared/message-payloads';
import { messageStatuses } from '../../shared/inbox-schemas';
import { messages, orders } from './schema';
import { issueLicence, revokeLicences } from '../features/orders';
import { insertTestOrder, newLicenceSigner } from '../testing/licences';
import { openTestDatabase, testDatabaseKind } from '../testing/test-database';
import type { Database } from './client';

/**
 * The statements of a migration that change data rather than the schema (from its first `-- Data:` comment on,
 * or from another comment given), run again on rows written the old way.
 */
function dataStatements(file: string, from = '-- Data:'): string[] {
  const text = readFileSync(new URL(`./migrations/${file}`, import.meta.url), 'utf8');
  const start = text.indexOf(from);
  if (start < 0) throw new Error(`${file} has no data statements`);
  return text
    .slice(start)
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter(Boolean);
}

describe(`data migrations (${testDatabaseKind})`, () => {
  let database: Database;
  const signer = newLicenceSigner();
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  const run = async (file: string, from?: string) => {
    for (const statement of dataStatements(file, from)) await database.db.execute(sql.raw(statement));
  };
  const orderOf = async (id: string) =>
    (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;

  it('0009: an order whose licence was revoked, none in force, reads licence_revoked', async () => {
    const revoked = await insertTestOrder(database.db, { status: 'licence_sent' });
    const kept = await insertTestOrder(database.db, { status: 'licence_sent' });
    for (const order of [revoked, kept])
      await issueLicence(database.db, signer, { orderId: order.id, ...order });
    await revokeLicences(database.db, revoked.id, { by: null, reason: 'revoked' });

    await run('0009_owner_money.sql');
    expect((await orderOf(revoked.id)).status).toBe('licence_revoked');
    expect((await orderOf(kept.id)).status).toBe('licence_sent');
  });

  it('0009: orders are numbered in the order they arrived, and the next one follows', async () => {
    const later = await insertTestOrder(database.db);
    const earlier = await insertTestOrder(database.db);
    await database.db
      .update(orders)
      .set({ createdAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(orders.id, earlier.id));

    await run('0009_owner_money.sql');
    const numbers = (await database.db.select({ number: orders.number }).from(orders)).map(
      (row) => row.number,
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1));
    expect((await orderOf(earlier.id)).number).toBe(1);
    expect((await orderOf(earlier.id)).number).toBeLessThan((await orderOf(later.id)).number);
    const next = await insertTestOrder(database.db);
    expect((await orderOf(next.id)).number).toBe(numbers.length + 1);
  });

  it('0010: orders placed before the products keep their driver’s title, or the key of a driver gone', async () => {
    const risco = await insertTestOrder(database.db, { driver: 'risco-alarm' });
    const gone = await insertTestOrder(database.db, { driver: 'x10-powerline' });
    await database.db.execute(sql`alter table "orders" drop column "driver_title"`);

    await run('0010_products.sql', '-- An order keeps the title it was placed with');
    expect((await orderOf(risco.id)).driverTitle).toEqual({
      en: 'Risco alarm driver',
      fr: 'Driver alarme Risco',
    });
    expect((await orderOf(gone.id)).driverTitle).toEqual({ en: 'x10-powerline', fr: 'x10-powerline' });
  });

  it('0011: the statuses and kinds checked on a database holding rows of every value, and a stray value refused', async () => {
    // 0013 renamed the language columns and their checks, which are tried below under their new names.
    const statements = dataStatements('0011_typed_statuses.sql', 'ALTER TABLE').filter(
      (statement) => !statement.includes('"locale"'),
    );
    const checks = statements.map((statement) => {
      const [, table, name] = /^ALTER TABLE "(\w+)" ADD CONSTRAINT "(\w+)" CHECK/.exec(statement) ?? [];
      if (!table || !name) throw new Error(`not a check: ${statement}`);
      return { table, name };
    });
    // The database as 0010 left it, holding what the site writes.
    for (const { table, name } of checks)
      await database.db.execute(sql.raw(`ALTER TABLE "${table}" DROP CONSTRAINT "${name}"`));
    for (const status of orderStatuses) await insertTestOrder(database.db, { status });
    for (const kind of messageKinds)
      for (const status of messageStatuses)
        await database.db.insert(messages).values({
          kind,
          status,
          language: kind === 'contact' ? 'fr' : 'en',
          email: 'ada@example.test',
          payload: { type: 'contact', name: 'Ada', email: 'ada@example.test', message: 'Hello', hp: '' },
        });

    for (const statement of statements) await database.db.execute(sql.raw(statement));
    expect(checks.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['orders_status', 'messages_kind', 'messages_status', 'audit_events_action']),
    );
    const refusal = (statement: string) =>
      database.db.execute(sql.raw(statement)).then(
        () => 'stored',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(`UPDATE "orders" SET "status" = 'archived'`)).toMatch(/orders_status/);
    expect(await refusal(`UPDATE "messages" SET "kind" = 'newsletter'`)).toMatch(/messages_kind/);
    expect(await refusal(`UPDATE "messages" SET "language" = 'de'`)).toMatch(/messages_language/);
  });

  it('0013: the language columns renamed on a database holding rows, their values kept and still checked', async () => {
    const tables = ['messages', 'invoices', 'orders'];
    const { id: orderId } = await insertTestOrder(database.db); // in French
    // The database as 0012 left it: a locale column checked by <table>_locale.
    for (const table of tables)
      for (const statement of [
        `ALTER TABLE "${table}" DROP CONSTRAINT "${table}_language"`,
        `ALTER TABLE "${table}" RENAME COLUMN "language" TO "locale"`,
        `ALTER TABLE "${table}" ADD CONSTRAINT "${table}_locale" CHECK ("${table}"."locale" in ('en', 'fr'))`,
      ])
        await database.db.execute(sql.raw(statement));

    await run('0013_language-columns.sql', 'ALTER TABLE');
    expect((await orderOf(orderId)).language).toBe('fr');
    const refusal = (statement: string) =>
      database.db.execute(sql.raw(statement)).then(
        () => 'stored',
        (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(`UPDATE "orders" SET "language" = 'de'`)).toMatch(/orders_language/);
    const checks = (await database.db.execute(
      sql.raw(
        `SELECT conname FROM pg_constraint WHERE conname ~ '^(messages|invoices|orders)_(language|locale)$' ORDER BY conname`,
      ),
    )) as { rows: { conname: string }[] };
    expect(checks.rows.map((row) => row.conname)).toEqual([
      'invoices_language',
      'messages_language',
      'orders_language',
    ]);
  });
});
