import { createWriteStream, rmSync } from 'node:fs';
import { connect, createServer, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { BACKUP_SOCKET_NAME } from './backup-archive';

/** The backup socket of an embedded-database data folder. */
const backupSocketPath = (dataDir: string) => join(resolve(dataDir), BACKUP_SOCKET_NAME);

/**
 * The embedded database can be opened by one process only, so while the server runs it takes its own
 * backups: `npm run backup` connects to this socket in the data folder (a Unix socket, reachable only by who
 * can enter that folder, made readable by the server's user alone) and receives the archive.
 */
export async function serveBackups(
  dataDir: string,
  write: (out: Writable) => Promise<unknown>,
  onError: (error: unknown) => void,
): Promise<Server> {
  const path = backupSocketPath(dataDir);
  // Left by a server that died: the data-folder lock says no other server runs here.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    write(socket).catch((error: unknown) => {
      onError(error);
      socket.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  const previousMask = process.umask(0o177);
  try {
    await new Promise<void>((resolvePromise, reject) => {
      server.once('error', reject);
      server.listen(path, () => resolvePromise());
    });
  } finally {
    process.umask(previousMask);
  }
  server.on('close', () => rmSync(path, { force: true }));
  return server;
}

/** Asks the server running on `dataDir` for a backup and writes it to `file`. */
export async function requestBackup(dataDir: string, file: string): Promise<void> {
  const out = createWriteStream(file, { mode: 0o600 });
  await new Promise<void>((resolvePromise, reject) => {
    const socket = connect(backupSocketPath(dataDir));
    socket.once('error', reject);
    out.once('error', reject);
    out.once('finish', resolvePromise);
    socket.pipe(out);
    socket.once('close', (hadError) => {
      if (hadError) reject(new Error('the server stopped while writing the backup'));
    });
  });
}
