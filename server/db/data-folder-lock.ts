import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { systemErrorCode } from '../lib/thrown-errors';

export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${folder} is in use by another process (pid ${pid}), probably the running server. ` +
        'The embedded database can be opened by one process at a time: stop the server, then try again.',
    );
    this.name = 'DataFolderInUseError';
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return systemErrorCode(error) === 'EPERM';
  }
}

/**
 * Claims an embedded database folder for this process (PGlite would corrupt a folder two processes open): a
 * lock file with our pid, created only if absent or left by a process that no longer runs. Returns the release.
 */
export function lockDataFolder(folder: string): () => void {
  // Beside the database files, not among them (PostgreSQL wants its own folder to itself).
  const path = join(folder, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(path, String(process.pid), { flag: 'wx' });
      return () => rmSync(path, { force: true });
    } catch (error) {
      if (systemErrorCode(error) !== 'EEXIST') throw error;
      const pid = Number(readFileSync(path, 'utf8'));
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid)) {
        throw new DataFolderInUseError(folder, pid);
      }
      // Left behind by a process that died (or by this one, never released): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not claim the data folder ${folder}`);
}
