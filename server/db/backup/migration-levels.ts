import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { migrationsFolder } from '../client';

/** drizzle-kit's journal, shipped with the migrations: its other fields are copied as they are. */
const journalEntrySchema = z.looseObject({ idx: z.number(), when: z.number(), tag: z.string() });
const journalSchema = z.looseObject({ entries: z.array(journalEntrySchema) });
type JournalEntry = z.infer<typeof journalEntrySchema>;

const readJournal = () =>
  journalSchema.parse(JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')));

/** The migration of this version of the site that drizzle records with `when` (null: unknown here). */
export function journalEntry(when: number): JournalEntry | null {
  return readJournal().entries.find((entry) => entry.when === when) ?? null;
}

/**
 * A copy of the migrations up to the one applied `when`: a restore brings an empty database to the schema
 * its backup was taken at, loads the rows, and only then applies the later migrations, which then change
 * those rows as they changed every other database.
 */
export function migrationsUpTo(when: number): string {
  const journal = readJournal();
  const last = journal.entries.findIndex((entry) => entry.when === when);
  if (last < 0) throw new Error(`no migration of this version was applied at ${when}`);
  const folder = mkdtempSync(join(tmpdir(), 'site-restore-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const entries = journal.entries.slice(0, last + 1);
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }, null, 2));
  for (const entry of entries)
    cpSync(join(migrationsFolder, `${entry.tag}.sql`), join(folder, `${entry.tag}.sql`));
  return folder;
}
