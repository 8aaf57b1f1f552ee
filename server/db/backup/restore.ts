import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve, sep } from 'node:path';
import { openDatabase } from '../client';
import { type FileRoot, type OpenedBackup } from './backup-archive';
import {
  appliedMigration,
  continueIdentitySequences,
  emptyTables,
  existingTables,
  loadTable,
} from './database-dump';
import { migrationsUpTo } from './migration-levels';

/** A backup or restore that would go wrong, refused before anything is written. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

export interface RestoreTarget {
  /** PostgreSQL to restore into; unset: the embedded database in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
  roots: readonly FileRoot[];
}

export interface RestoreReport {
  rows: number;
  tables: number;
  files: number;
  /** Files already there with the same bytes (driver packages on a machine set up again), left as they were. */
  identical: number;
  migrationsAfter: number;
}

const isEmptyFolder = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

/** Where a file of the backup goes, refusing a path that would leave its folder. */
function targetOf(roots: readonly FileRoot[], root: string, path: string): string {
  const folder = roots.find((candidate) => candidate.name === root);
  if (!folder) throw new RestoreRefusedError(`The backup holds files of an unknown folder: ${root}`);
  const target = resolve(folder.dir, path);
  if (!target.startsWith(resolve(folder.dir) + sep)) {
    throw new RestoreRefusedError(`The backup holds a file outside its folder: ${path}`);
  }
  return target;
}

/**
 * Restores a backup into an empty database (PostgreSQL without a table, or an empty or absent data folder for
 * the embedded one) and puts its files back where they were, refusing before it writes anything when the
 * database is not empty or a file to restore is already there with other content.
 */
export async function restoreBackup(backup: OpenedBackup, target: RestoreTarget): Promise<RestoreReport> {
  const { manifest } = backup;

  if (!target.databaseUrl && !isEmptyFolder(target.dataDir)) {
    throw new RestoreRefusedError(
      `The data folder ${resolve(target.dataDir)} is not empty: a backup is restored into an empty (or new) ` +
        'data folder only. Set DATA_DIR to a new folder, or move this one away first.',
    );
  }
  if (target.databaseUrl) {
    const probe = await openDatabase({
      databaseUrl: target.databaseUrl,
      dataDir: target.dataDir,
      migrations: false,
    });
    try {
      const tables = await existingTables(probe.db);
      if (tables.length > 0) {
        throw new RestoreRefusedError(
          `The database of DATABASE_URL is not empty (${tables.length} tables, e.g. ${tables[0]}): a backup is ` +
            'restored into an empty database only. Create a new database and point DATABASE_URL at it.',
        );
      }
    } finally {
      await probe.close();
    }
  }
  let identical = 0;
  const toWrite: { target: string; data: Uint8Array }[] = [];
  for (const file of manifest.files) {
    const path = targetOf(target.roots, file.root, file.path);
    const data = backup.file(file.entry);
    if (existsSync(path)) {
      const same = createHash('sha256').update(readFileSync(path)).digest('hex') === file.sha256;
      if (!same) {
        throw new RestoreRefusedError(
          `${path} already exists with other content: move it away, then restore.`,
        );
      }
      identical += 1;
      continue;
    }
    toWrite.push({ target: path, data });
  }

  // The schema as it was when the backup was taken, the rows, then this version's later migrations.
  const partial = migrationsUpTo(manifest.database.migration.when);
  let rows = 0;
  try {
    const atBackupLevel = await openDatabase({ ...target, migrations: partial });
    try {
      await atBackupLevel.db.transaction(async (tx) => {
        await emptyTables(
          tx,
          manifest.database.tables.map((table) => table.name),
        );
        for (const table of manifest.database.tables) {
          const lines = backup.rows(table.name);
          await loadTable(tx, table.name, lines);
          rows += lines.length;
        }
        await continueIdentitySequences(tx);
      });
    } finally {
      await atBackupLevel.close();
    }
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
  const migrated = await openDatabase(target);
  let migrationsAfter = 0;
  try {
    migrationsAfter = (await appliedMigration(migrated.db)).count - manifest.database.migration.count;
  } finally {
    await migrated.close();
  }

  for (const file of toWrite) {
    mkdirSync(dirname(file.target), { recursive: true });
    writeFileSync(file.target, file.data, { flag: 'wx', mode: 0o600 });
  }
  return { rows, tables: manifest.database.tables.length, files: toWrite.length, identical, migrationsAfter };
}
