import { createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readEnv } from './config/env';
import { openDatabase } from './db/client';
import { DataFolderInUseError } from './db/data-folder-lock';
import {
  BackupFileError,
  type BackupManifest,
  readBackup,
  siteFileRoots,
  sizeOf,
  writeBackup,
} from './db/backup/backup-archive';
import { requestBackup } from './db/backup/backup-socket';
import { restoreBackup, RestoreRefusedError } from './db/backup/restore';

const usage = `Usage: npm run backup -- FILE     a backup of everything the site keeps, while it runs
       npm run restore -- FILE    that backup into an empty database (DATABASE_URL) or data folder (DATA_DIR)

The backup holds the database (one consistent snapshot: messages, orders, invoices with their PDFs, licences,
accounts) and the site's files (DATA_DIR's files, the driver packages of content/drivers/packages/). It does not
hold the settings (.env) nor the licence key: keep those apart. The settings in force (.env, DATABASE_URL,
DATA_DIR) say what is backed up or restored into.`;

function describe(manifest: BackupManifest): string[] {
  const rows = manifest.database.tables.reduce((sum, table) => sum + table.rows, 0);
  const count = (name: string) => manifest.database.tables.find((table) => table.name === name)?.rows ?? 0;
  const byRoot = (root: string) => manifest.files.filter((file) => file.root === root).length;
  return [
    `  database (${manifest.database.driver === 'pglite' ? 'embedded' : 'PostgreSQL'}, schema at migration ` +
      `${manifest.database.migration.tag ?? manifest.database.migration.count}): ${manifest.database.tables.length} ` +
      `tables, ${rows} rows, among them ${count('messages')} messages, ${count('orders')} orders, ` +
      `${count('invoices')} invoices and credit notes with their PDFs, ${count('licences')} licences, ` +
      `${count('users')} accounts`,
    `  files: ${byRoot('data')} from the data folder, ${byRoot('driver-packages')} driver packages`,
  ];
}

async function backup(file: string): Promise<void> {
  const env = readEnv();
  if (!env.DATABASE_URL && !existsSync(join(env.DATA_DIR, 'pglite'))) {
    throw new RestoreRefusedError(
      `There is no embedded database in ${resolve(env.DATA_DIR)}: set DATA_DIR (or DATABASE_URL) as the site has it.`,
    );
  }
  const roots = siteFileRoots(env.DATA_DIR);
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  let via = '';
  try {
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    try {
      await writeBackup(database, roots, createWriteStream(partial, { mode: 0o600 }));
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!(error instanceof DataFolderInUseError)) throw error;
    // The embedded database is open in the running server: it writes the backup itself.
    await requestBackup(env.DATA_DIR, partial);
    via = ` by the running server (pid ${error.pid})`;
  }
  // Read back whole, every checksum checked, before it takes the name asked for.
  const { manifest } = readBackup(partial);
  renameSync(partial, file);
  console.log(`Backup written to ${resolve(file)} (${sizeOf(file)})${via}, taken at ${manifest.createdAt}:`);
  for (const line of describe(manifest)) console.log(line);
  console.log(
    'It holds personal data and the invoices: keep it encrypted, in at least two places, one of them off site.',
  );
}

async function restore(file: string): Promise<void> {
  const env = readEnv();
  const opened = readBackup(file);
  console.log(`Restoring ${resolve(file)}, taken at ${opened.manifest.createdAt}:`);
  for (const line of describe(opened.manifest)) console.log(line);
  const report = await restoreBackup(opened, {
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    roots: siteFileRoots(env.DATA_DIR),
  });
  const into = env.DATABASE_URL ? 'the database of DATABASE_URL' : `the data folder ${resolve(env.DATA_DIR)}`;
  console.log(
    `Restored into ${into}: ${report.rows} rows in ${report.tables} tables` +
      (report.migrationsAfter > 0 ? `, then ${report.migrationsAfter} newer migrations applied` : '') +
      `; ${report.files} files written` +
      (report.identical > 0 ? ` (${report.identical} already there, identical, left as they were)` : '') +
      '.',
  );
  console.log('Start the site with these settings (and the licence key file) to serve it.');
}

async function main(): Promise<void> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { help: { type: 'boolean', short: 'h' } },
  });
  const [command, file] = positionals;
  if (values.help || !file || positionals.length !== 2 || (command !== 'backup' && command !== 'restore')) {
    console.error(usage);
    process.exit(values.help ? 0 : 2);
  }
  if (command === 'backup') await backup(file);
  else await restore(file);
}

main().catch((error: unknown) => {
  // Refusals and damaged files are sentences for the operator; anything else is printed whole.
  const sentence = error instanceof RestoreRefusedError || error instanceof BackupFileError;
  console.error(sentence ? error.message : error);
  process.exit(1);
});
