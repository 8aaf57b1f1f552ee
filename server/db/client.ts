import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** 'pglite' for the embedded database, 'postgres' for a server given by DATABASE_URL, with the driver's own client. */
export type Database = {
  db: Db;
  close(): Promise<void>;
} & ({ driver: 'pglite'; client: PGlite } | { driver: 'postgres'; client: pg.Pool });

// Beside this module in development (server/db/migrations) and beside the production bundle
// (dist/server/migrations, copied there by scripts/build-server.ts).
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any 64-bit number will do: it only has to be the same for every instance migrating one database. */
const MIGRATION_LOCK_ID = 7_351_902_114;

/**
 * Opens the database and applies pending migrations: PostgreSQL when `databaseUrl` is given, otherwise
 * PGlite (PostgreSQL in WebAssembly) stored under `dataDir`, or in memory for `dataDir: ':memory:'`.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** Where the migrations to apply are (a restore applies those of its backup first); false: none. */
  migrations?: string | false;
}): Promise<Database> {
  const migrations = options.migrations ?? migrationsFolder;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db: Db = drizzlePg(pool, { schema });
    if (migrations === false) return { db, driver: 'postgres', client: pool, close: () => pool.end() };
    // Several instances may start together: the advisory lock lets one migrate while the others wait.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrations });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
      client.release();
    }
    return { db, driver: 'postgres', client: pool, close: () => pool.end() };
  }

  let client: PGlite;
  let release: () => void = () => undefined;
  // unaccent: the back office's search folds accents (`search_fold`, migration 0016), as PostgreSQL's contrib does;
  // pg_trgm: its trigram indexes find a word anywhere in a text (migration 0020).
  const extensions = { pg_trgm, unaccent };
  if (options.dataDir === ':memory:') {
    client = new PGlite({ extensions });
  } else {
    const dir = resolve(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    release = lockDataFolder(resolve(options.dataDir));
    client = new PGlite(dir, { extensions });
  }
  try {
    const pgliteDb = drizzlePglite(client, { schema });
    if (migrations !== false) await migratePglite(pgliteDb, { migrationsFolder: migrations });
    const close = async () => {
      await client.close();
      release();
    };
    return { db: pgliteDb, driver: 'pglite', client, close };
  } catch (error) {
    release();
    throw error;
  }
}

export function mailDir(dataDir: string): string {
  return join(resolve(dataDir), 'mail');
}
