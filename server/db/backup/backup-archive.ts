import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import type { Writable } from 'node:stream';
import { unzipSync, Zip, ZipDeflate } from 'fflate';
import { z } from 'zod';
import type { Database } from '../client';
import { dumpTables } from './database-dump';
import { journalEntry } from './migration-levels';

const BACKUP_FORMAT = 'integrator-site-backup';
const BACKUP_VERSION = 1;

/** What the site keeps besides the database, each under its own root in the archive. */
export interface FileRoot {
  /** The archive's name for it: `data` (DATA_DIR) or `driver-packages`. */
  name: string;
  dir: string;
  /** Top-level names under `dir` that are not the site's files (the embedded database, its lock, sockets). */
  skip?: readonly string[];
}

/**
 * The folders a backup holds besides the database: the data folder (mails written as files, and whatever the
 * site stores there) without the embedded database itself, and the real driver packages placed in
 * content/drivers/packages/ (the store's products, which git does not hold).
 */
export function siteFileRoots(dataDir: string): FileRoot[] {
  return [
    { name: 'data', dir: resolve(dataDir), skip: ['pglite', 'pglite.lock', BACKUP_SOCKET_NAME] },
    { name: 'driver-packages', dir: resolve('content/drivers/packages') },
  ];
}

/** The socket a running server with the embedded database answers backups on, in its data folder. */
export const BACKUP_SOCKET_NAME = 'backup.sock';

/** The manifest.json of a backup: what it holds, each entry with its SHA-256. */
const backupManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.number(),
  createdAt: z.string(),
  database: z.object({
    driver: z.enum(['pglite', 'postgres']),
    /** The last migration applied: its journal `when` and tag, and how many were applied. */
    migration: z.object({ count: z.number(), when: z.number(), tag: z.string().nullable() }),
    tables: z.array(z.object({ name: z.string(), rows: z.number(), entry: z.string(), sha256: z.string() })),
  }),
  files: z.array(
    z.object({
      root: z.string(),
      path: z.string(),
      bytes: z.number(),
      entry: z.string(),
      sha256: z.string(),
    }),
  ),
});
export type BackupManifest = z.infer<typeof backupManifestSchema>;
/** Only what tells which format a file is in, read before the rest of the manifest. */
const manifestFormatSchema = z.looseObject({ format: z.unknown(), version: z.unknown() });

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function filesUnder(root: FileRoot): string[] {
  if (!existsSync(root.dir)) return [];
  const found: string[] = [];
  const walk = (dir: string, top: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (top && root.skip?.includes(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, false);
      else if (entry.isFile()) found.push(relative(root.dir, path).split(sep).join('/'));
    }
  };
  walk(root.dir, true);
  return found.sort();
}

/**
 * Writes a backup of everything the site keeps to `out`, as a zip: each table as JSON lines
 * (`database/<table>.jsonl`, one consistent snapshot), each file under `files/<root>/`, and `manifest.json`
 * last, with the row counts and a SHA-256 of every entry, so that a restore can check the whole archive before
 * it writes anything.
 */
export async function writeBackup(
  database: Database,
  roots: readonly FileRoot[],
  out: Writable,
): Promise<BackupManifest> {
  const done = new Promise<void>((resolvePromise, reject) => {
    out.once('finish', resolvePromise);
    out.once('close', resolvePromise);
    out.once('error', reject);
  });
  let failure: Error | null = null;
  const zip = new Zip((error, chunk, final) => {
    if (error) failure = error;
    else out.write(chunk);
    if (final || error) out.end();
  });
  const add = (name: string, data: Uint8Array) => {
    const entry = new ZipDeflate(name, { level: 6 });
    zip.add(entry);
    entry.push(data, true);
  };

  const tables: BackupManifest['database']['tables'] = [];
  const encoder = new TextEncoder();
  const { migration } = await dumpTables(database.db, async (table, batches) => {
    const entry = `database/${table}.jsonl`;
    const stream = new ZipDeflate(entry, { level: 6 });
    zip.add(stream);
    const hash = createHash('sha256');
    let rows = 0;
    for await (const batch of batches()) {
      const chunk = encoder.encode(batch.map((line) => `${line}\n`).join(''));
      hash.update(chunk);
      stream.push(chunk);
      rows += batch.length;
    }
    stream.push(new Uint8Array(0), true);
    tables.push({ name: table, rows, entry, sha256: hash.digest('hex') });
  });

  const files: BackupManifest['files'] = [];
  for (const root of roots) {
    for (const path of filesUnder(root)) {
      const data = readFileSync(join(root.dir, path));
      const entry = `files/${root.name}/${path}`;
      add(entry, data);
      files.push({ root: root.name, path, bytes: data.length, entry, sha256: sha256(data) });
    }
  }

  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    database: {
      driver: database.driver,
      migration: { ...migration, tag: journalEntry(migration.when)?.tag ?? null },
      tables,
    },
    files,
  };
  add('manifest.json', encoder.encode(`${JSON.stringify(manifest, null, 2)}\n`));
  zip.end();
  await done;
  if (failure) throw failure;
  return manifest;
}

export class BackupFileError extends Error {
  constructor(file: string, problem: string) {
    super(`${file} is not a usable backup: ${problem}`);
    this.name = 'BackupFileError';
  }
}

export interface OpenedBackup {
  manifest: BackupManifest;
  /** The rows of a table, as written (JSON text, one per row). */
  rows(table: string): string[];
  file(entry: string): Uint8Array;
}

/** Reads a backup and checks every entry against the manifest's SHA-256 before anything is restored. */
export function readBackup(file: string): OpenedBackup {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(readFileSync(file));
  } catch (error) {
    throw new BackupFileError(file, error instanceof Error ? error.message : String(error));
  }
  const rawManifest = entries['manifest.json'];
  if (!rawManifest) throw new BackupFileError(file, 'it has no manifest.json');
  const stated: unknown = JSON.parse(new TextDecoder().decode(rawManifest));
  const { format, version } = manifestFormatSchema
    .catch({ format: undefined, version: undefined })
    .parse(stated);
  if (format !== BACKUP_FORMAT || version !== BACKUP_VERSION) {
    throw new BackupFileError(file, `its format is ${String(format)} ${String(version)}`);
  }
  const parsed = backupManifestSchema.safeParse(stated);
  if (!parsed.success) throw new BackupFileError(file, 'its manifest.json is incomplete');
  const manifest = parsed.data;
  for (const { entry, sha256: expected } of [...manifest.database.tables, ...manifest.files]) {
    const data = entries[entry];
    if (!data) throw new BackupFileError(file, `${entry} is missing`);
    if (sha256(data) !== expected) throw new BackupFileError(file, `${entry} is damaged (checksum differs)`);
  }
  const decoder = new TextDecoder();
  return {
    manifest,
    rows(table) {
      const entry = manifest.database.tables.find((candidate) => candidate.name === table)?.entry;
      const text = entry ? decoder.decode(entries[entry]) : '';
      return text.split('\n').filter((line) => line.length > 0);
    },
    file(entry) {
      return entries[entry]!;
    },
  };
}

/** The size of a file in a sentence: `1.2 MB`. */
export function sizeOf(file: string): string {
  const bytes = statSync(file).size;
  return bytes < 1_000_000
    ? `${Math.max(1, Math.round(bytes / 1000))} kB`
    : `${(bytes / 1_000_000).toFixed(1)} MB`;
}
