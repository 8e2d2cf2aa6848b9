/**
 * PGlite is an in-process database: two processes on one data folder do not
 * see each other's writes and can corrupt it. Whoever opens the folder holds
 * a lock file naming its process; a second process is refused with a clear
 * message (a lock left by a process that no longer runs is taken over).
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on dir; returns the function that releases it. */
export function lockPgliteFolder(dir: string): () => void {
  const lockFile = path.join(dir, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(holder) && holder !== process.pid && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dir} is in use by process ${holder}. ` +
            'PGlite allows one process at a time: stop the app first, then run this again.',
          { cause: error },
        );
      }
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the embedded database in ${dir}`);
}
