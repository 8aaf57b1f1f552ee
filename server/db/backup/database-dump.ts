import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The site's tables, each after those it refers to (foreign keys), so that restoring them in order works. */
async function tablesInLoadOrder(db: Db): Promise<string[]> {
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const tables = (
    (await db.execute(sql`
      select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' order by c.relname`)) as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const references = (
    (await db.execute(sql`
      select child.relname as child, parent.relname as parent from pg_constraint k
      join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = k.connamespace
      where k.contype = 'f' and n.nspname = 'public'`)) as { rows: { child: string; parent: string }[] }
  ).rows;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    if (visiting.has(table)) throw new Error(`Tables refer to each other in a cycle through ${table}`);
    visiting.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      if (parent !== table) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

/** How far the database's schema has come: the last migration applied (drizzle's journal `when`). */
export async function appliedMigration(db: Db): Promise<{ count: number; when: number }> {
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const [row] = (
    (await db.execute(sql`
      select count(*)::int as count, coalesce(max(created_at), 0)::text as when
      from drizzle.__drizzle_migrations`)) as { rows: { count: number; when: string }[] }
  ).rows;
  return { count: Number(row?.count ?? 0), when: Number(row?.when ?? 0) };
}

const quoted = (table: string) => `"${table.replaceAll('"', '""')}"`;

/**
 * Reads every row of every table in one snapshot (a repeatable-read, read-only transaction: what the tables
 * held at one instant, whatever the instances write meanwhile). Each row comes as PostgreSQL's own JSON of it
 * (`row_to_json`): bytes as `\x…` hex, times with their zone, JSON as JSON, which `json_populate_recordset`
 * reads back to the same values, on PGlite and PostgreSQL alike.
 */
export async function dumpTables(
  db: Db,
  onTable: (table: string, rows: () => AsyncGenerator<string[]>) => Promise<void>,
): Promise<{ migration: { count: number; when: number } }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
    const migration = await appliedMigration(tx);
    for (const table of await tablesInLoadOrder(tx)) {
      await tx.execute(
        sql.raw(
          `declare backup_rows no scroll cursor for select row_to_json(t)::text as line from ${quoted(table)} t`,
        ),
      );
      await onTable(table, async function* () {
        for (;;) {
          // The rows of the columns this statement selects: execute() types them only as the driver's result.
          const batch = (
            (await tx.execute(sql`fetch forward 200 from backup_rows`)) as { rows: { line: string }[] }
          ).rows.map((row) => row.line);
          if (batch.length === 0) return;
          yield batch;
        }
      });
      await tx.execute(sql`close backup_rows`);
    }
    return { migration };
  });
}

/**
 * Empties the tables a backup holds before their rows are loaded: the migrations that just created them may
 * have written rows of their own (the first products and their history), which the backup holds as they were
 * when it was taken, edited or not. One statement, so that foreign keys between them do not stand in the way.
 */
export async function emptyTables(db: Db, tables: readonly string[]): Promise<void> {
  if (tables.length === 0) return;
  await db.execute(sql.raw(`truncate table ${tables.map(quoted).join(', ')}`));
}

/** Inserts rows read by `dumpTables` (JSON text, one per row) into `table`, in batches of about 4 MB. */
export async function loadTable(db: Db, table: string, lines: readonly string[]): Promise<void> {
  let batch: string[] = [];
  let size = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await db.execute(
      sql`insert into ${sql.raw(quoted(table))} overriding system value select * from json_populate_recordset(null::${sql.raw(
        quoted(table),
      )}, ${`[${batch.join(',')}]`}::json)`,
    );
    batch = [];
    size = 0;
  };
  for (const line of lines) {
    batch.push(line);
    size += line.length;
    if (size > 4_000_000) await flush();
  }
  await flush();
}

/**
 * After rows were loaded with their own values, each identity column's sequence goes on after the highest one
 * (an order's number), so that the next row does not take a number already used.
 */
export async function continueIdentitySequences(db: Db): Promise<void> {
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const columns = (
    (await db.execute(sql`
      select table_name as "table", column_name as "column" from information_schema.columns
      where table_schema = 'public' and is_identity = 'YES'`)) as {
      rows: { table: string; column: string }[];
    }
  ).rows;
  for (const { table, column } of columns) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${quoted(table)}, ${column}), coalesce(max(${sql.raw(
        quoted(column),
      )}), 0) + 1, false) from ${sql.raw(quoted(table))}`,
    );
  }
}

/** The tables of the public schema, and whether drizzle's migrations table exists: empty means neither. */
export async function existingTables(db: Db): Promise<string[]> {
  // The rows of the columns this statement selects: execute() types them only as the driver's result.
  const rows = (
    (await db.execute(sql`
      select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p', 'v', 'm') and n.nspname in ('public', 'drizzle')`)) as {
      rows: { name: string }[];
    }
  ).rows;
  return rows.map((row) => row.name);
}
