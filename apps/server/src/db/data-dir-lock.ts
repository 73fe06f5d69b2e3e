import fs from 'node:fs';
import { DatabaseStartupError } from './startup-error.js';

/** Next to the embedded database's folder (not inside it, so it never travels in a copy of the folder). */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

/** The pid written in the lock file, or null when there is none. */
export function lockOwner(dataDir: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockFileOf(dataDir), 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Makes this process the only one using `dataDir`: two PGlite instances on one folder corrupt it.
 * A lock left by a process that died is taken over. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      return () => releaseIfOurs(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = lockOwner(dataDir);
    if (owner !== null && isProcessAlive(owner)) {
      throw new DatabaseStartupError(`The database folder ${dataDir} is in use by another process (pid ${owner}); stop it first or use another DATA_DIR.`);
    }
    fs.rmSync(file, { force: true });
  }
  throw new DatabaseStartupError(`Could not take the lock ${file}; another process keeps taking it.`);
}

function releaseIfOurs(file: string) {
  try {
    if (Number.parseInt(fs.readFileSync(file, 'utf8'), 10) === process.pid) fs.rmSync(file, { force: true });
  } catch {
    // already gone
  }
}
