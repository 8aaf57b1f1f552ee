import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A PostgreSQL database of a spec's own, on the server `TEST_DATABASE_URL` names, dropped once done with. */
export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The server the test command starts (scripts/postgres-cluster.sh); unset, the PostgreSQL runs are skipped. */
export const postgresAdminUrl = process.env.TEST_DATABASE_URL;

async function asAdmin(query: string): Promise<void> {
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  try {
    await admin.query(query);
  } finally {
    await admin.end();
  }
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (!postgresAdminUrl) throw new Error('a site on PostgreSQL needs TEST_DATABASE_URL');
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await asAdmin(`create database ${name}`);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(`drop database if exists ${name} with (force)`),
  };
}
