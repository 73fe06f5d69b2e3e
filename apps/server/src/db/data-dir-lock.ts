import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { DatabaseStartupError } from './startup-error.js';

/** Next to the embedded database's folder (not inside it, so it never travels in a copy of the folder). */
export const lockFileOf = (dataDir: string) => `${dataDir}.lock`;

/** The pid written in the lock file by its last holder, or null when there is none. Says nothing about whether it still holds it. */
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

const FLOCK = process.env.FLOCK_BINARY ?? 'flock';

type TAttempt = { held: true; release: () => void } | { held: false; busy: boolean; detail: string };

/**
 * An advisory lock (flock(2)) on the lock file, held by a `flock` child process for as long as this
 * process lives (decision 024): the child waits on a pipe from this process, and the kernel closes
 * that pipe when this process dies however it dies (kill -9 included), so the child exits and the
 * kernel drops the lock. Whether a folder is in use is the kernel's answer, never a pid compared with
 * another: a server run as pid 1 in a container, killed and started again as pid 1, takes it again.
 */
function holdWithFlock(file: string): Promise<TAttempt> {
  return new Promise((resolve) => {
    // In its own process group: a Ctrl-C in the terminal reaches the server, which shuts down and
    // then lets go, not the holder first (which would free the folder while the server still writes).
    const holder = spawn(FLOCK, ['--exclusive', '--nonblock', file, '-c', 'echo held && exec cat'], {
      detached: true,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', SHELL: '/bin/sh' },
    });
    let stderr = '';
    let settled = false;
    holder.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    holder.on('error', (error: NodeJS.ErrnoException) => {
      if (settled) return;
      settled = true;
      resolve({ held: false, busy: false, detail: error.code === 'ENOENT' ? 'no flock' : error.message });
    });
    holder.on('exit', (code) => {
      if (settled) return;
      settled = true;
      // flock --nonblock exits 1 when another process holds the lock.
      resolve({ held: false, busy: code === 1 && stderr === '', detail: stderr.trim() || `flock exited ${code}` });
    });
    holder.stdout.once('data', () => {
      if (settled) return;
      settled = true;
      holder.stdout.destroy();
      holder.stderr.destroy();
      // The holder keeps neither the event loop nor an exit waiting: when this process ends, so does it.
      holder.unref();
      (holder.stdin as unknown as { _handle?: { unref(): void } })._handle?.unref();
      let releasing = false;
      // Only someone killing the holder by hand ends it early: say so, the folder is unguarded.
      holder.on('exit', () => {
        if (!releasing) console.error(`The lock on ${file} was lost (its flock process ended); a second server could now open the folder.`);
      });
      resolve({
        held: true,
        release: () => {
          releasing = true;
          holder.stdin.destroy();
          holder.kill();
        },
      });
    });
  });
}

/**
 * Makes this process the only one using `dataDir`: two PGlite instances on one folder corrupt it.
 * The lock goes with this process (see holdWithFlock); its pid is written in the file for people
 * and for `npm run backup` to find the server. Returns the release.
 */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  const file = lockFileOf(dataDir);
  fs.closeSync(fs.openSync(file, 'a'));
  const attempt = await holdWithFlock(file);
  if (!attempt.held && attempt.detail === 'no flock') return lockByPid(dataDir);
  if (!attempt.held && attempt.busy) throw inUse(dataDir, lockOwner(dataDir));
  if (!attempt.held) throw new DatabaseStartupError(`Could not lock ${file}: ${attempt.detail}`);
  fs.writeFileSync(file, `${process.pid}\n`);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The file stays (deleting a file others may be opening to lock would let two hold it); empty, it names no one.
    fs.writeFileSync(file, '');
    attempt.release();
  };
}

const inUse = (dataDir: string, pid: number | null) =>
  new DatabaseStartupError(`The database folder ${dataDir} is in use by another process (pid ${pid ?? 'unknown'}); stop it first or use another DATA_DIR.`);

/** The pid of the process holding `dataDir`, or null when none does (asked of the kernel where flock is). */
export async function lockHolder(dataDir: string): Promise<number | null> {
  if (!fs.existsSync(lockFileOf(dataDir))) return null;
  const attempt = await holdWithFlock(lockFileOf(dataDir));
  if (attempt.held) {
    attempt.release();
    return null;
  }
  if (attempt.busy) return lockOwner(dataDir);
  const owner = lockOwner(dataDir);
  return owner !== null && owner !== process.pid && isProcessAlive(owner) ? owner : null;
}

/**
 * Where there is no flock (macOS has none by default): the pid in the file, taken over when that
 * process is gone. Weaker: a new process that happens to get the dead one's pid is refused.
 */
function lockByPid(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const owner = lockOwner(dataDir);
  if (owner !== null && owner !== process.pid && isProcessAlive(owner)) throw inUse(dataDir, owner);
  fs.writeFileSync(file, `${process.pid}\n`);
  return () => {
    if (lockOwner(dataDir) === process.pid) fs.writeFileSync(file, '');
  };
}
