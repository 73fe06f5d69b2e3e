import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { lockDataDir } from './data-dir-lock.js';

export type TPgliteOptions = {
  /** PGlite's folder; null keeps the database in memory. */
  dataDir: string | null;
  /** A PGlite data-dir dump to start from instead of running initdb. */
  template?: Blob;
  /** Flush every commit to the disk (on by default for a folder); see docs/reliability.md. */
  durable?: boolean;
  checkpointEveryMs?: number;
};

export type TPgliteHandle = {
  client: PGlite;
  /** Runs `work` (migrations, seeding: many small commits) without a disk flush per commit, then flushes once. */
  withoutWaitingForDisk<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const PGLITE_SHARED_BUFFERS = '32MB';
const CHECKPOINT_EVERY_MS = 5 * 60_000;
const WAL_CHECK_EVERY_MS = 30_000;
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;
/** A burst of writes brings the checkpoint forward once the log holds this much. */
const WAL_CHECKPOINT_BYTES = 4 * WAL_SEGMENT_BYTES;

/** Where a running server writes a consistent copy of its folder when sent SIGUSR2 (`npm run backup`). */
export const snapshotFileOf = (dataDir: string) => `${dataDir}.snapshot.tar`;

/** Opens PGlite on a locked folder (or in memory), durable, checkpointed, answering backup requests. */
export async function startPglite({ dataDir, template, durable = true, checkpointEveryMs = CHECKPOINT_EVERY_MS }: TPgliteOptions): Promise<TPgliteHandle> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const releaseLock = dataDir ? await lockDataDir(dataDir) : () => undefined;
  let client: PGlite;
  try {
    client = await createClient(dataDir, template, durable && dataDir !== null);
  } catch (error) {
    releaseLock();
    throw error;
  }
  stopOnStorageFailure(client);
  const checkpoints = dataDir ? scheduleCheckpoints(client, dataDir, checkpointEveryMs) : undefined;
  const onSnapshotRequest = () =>
    void writeSnapshot(client, snapshotFileOf(dataDir!)).catch((error: Error) => console.error('Backup snapshot failed:', error.message));
  if (dataDir) process.on('SIGUSR2', onSnapshotRequest);
  return {
    client,
    async withoutWaitingForDisk(work) {
      // A crash meanwhile loses only the last of these commits, never consistency; start-up redoes them.
      await client.exec('SET synchronous_commit = off');
      try {
        return await work();
      } finally {
        await client.exec('RESET synchronous_commit; CHECKPOINT');
      }
    },
    async close() {
      clearInterval(checkpoints);
      process.off('SIGUSR2', onSnapshotRequest);
      try {
        if (!client.closed) {
          await client.exec('CHECKPOINT').catch(() => undefined);
          await client.close();
        }
      } finally {
        releaseLock();
      }
    },
  };
}

async function createClient(dataDir: string | null, template: Blob | undefined, durable: boolean) {
  const client = new PGlite({
    fs: dataDir ? (durable ? new DurableNodeFS(dataDir) : new NodeFS(dataDir)) : undefined,
    loadDataDir: template,
    // pg_trgm backs the trigram indexes of ILIKE searches (migration 0006); PostgreSQL ships it too.
    extensions: { pg_trgm },
    // The buffer cache lives in this process's memory (PostgreSQL's default is 128 MB); the
    // operating system's file cache still holds the rest of the data.
    startParams: [...startParamsFor(durable), '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`, ...WAL_BOUNDS],
  });
  await client.waitReady;
  return client;
}

/**
 * PGlite starts PostgreSQL with -F (fsync off). Durable: fsync on, and the WAL flushed with fsync(),
 * the one sync call PGlite's Node file system can be made to honour (its fdatasync does nothing).
 */
function startParamsFor(durable: boolean): string[] {
  if (!durable) return PGlite.defaultStartParams;
  return [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];
}

/**
 * PGlite runs no checkpointer: without these the write-ahead log grows until the next clean
 * restart. A checkpoint lets PostgreSQL drop the log it no longer needs (down to max_wal_size).
 */
function scheduleCheckpoints(client: PGlite, dataDir: string, everyMs: number) {
  let lastAt = Date.now();
  return setInterval(
    () => {
      if (Date.now() - lastAt < everyMs && walBytes(dataDir) < WAL_CHECKPOINT_BYTES) return;
      lastAt = Date.now();
      void client.exec('CHECKPOINT').catch(() => undefined);
    },
    Math.min(everyMs, WAL_CHECK_EVERY_MS),
  ).unref();
}

function walBytes(dataDir: string): number {
  try {
    return fs.readdirSync(path.join(dataDir, 'pg_wal')).filter((name) => /^[0-9A-F]{24}$/.test(name)).length * WAL_SEGMENT_BYTES;
  } catch {
    return 0;
  }
}

/** What a checkpoint leaves of the log: recycled segments are kept up to max_wal_size. */
const WAL_BOUNDS = ['-c', 'min_wal_size=32MB', '-c', 'max_wal_size=128MB'];

type TNodeStream = { nfd: number };

/** Emscripten's NODEFS has no fsync: PostgreSQL's flushes reach the page cache only. This one reaches the disk. */
class DurableNodeFS extends NodeFS {
  override async init(...args: Parameters<NodeFS['init']>) {
    const result = await super.init(...args);
    const preRun = result.emscriptenOpts.preRun ?? [];
    preRun.push((mod) => {
      const streamOps = (mod.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops;
      streamOps.fsync = (stream: TNodeStream) => fs.fsyncSync(stream.nfd);
    });
    return { emscriptenOpts: { ...result.emscriptenOpts, preRun } };
  }
}

/**
 * A PGlite that failed to write its log (disk full, I/O error) or aborted hangs at 100 % CPU on the
 * next query and ignores signals. Stop at once instead, with a message the operator can act on; the
 * folder opens again once the cause is fixed.
 */
function stopOnStorageFailure(client: PGlite) {
  const guard =
    <TArgs extends unknown[], TResult>(run: (...args: TArgs) => Promise<TResult>) =>
    async (...args: TArgs): Promise<TResult> => {
      try {
        return await run(...args);
      } catch (error) {
        if (isStorageFailure(error)) {
          console.error(`The embedded database stopped: ${(error as Error).message}. Free disk space (or fix the disk) and start the server again.`);
          process.exit(1);
        }
        throw error;
      }
    };
  client.execProtocolStream = guard(client.execProtocolStream.bind(client));
  client.execProtocol = guard(client.execProtocol.bind(client));
}

/** Failures after which PGlite cannot go on: a log write failed, a PANIC, or the WebAssembly module aborted. */
export function isStorageFailure(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { message = '', severity, name } = error as { message?: string; severity?: string; name?: string };
  if (name === 'RuntimeError' || name === 'ExitStatus' || severity === 'PANIC') return true;
  return /pg_wal|xlog/i.test(message) && /No space left|could not (write|create|extend|fsync)/i.test(message);
}

/** A copy of the folder taken between two queries, after a checkpoint, written whole or not at all. */
async function writeSnapshot(client: PGlite, file: string) {
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  const partial = `${file}.partial`;
  const handle = fs.openSync(partial, 'w');
  try {
    fs.writeSync(handle, Buffer.from(await dump.arrayBuffer()));
    fs.fsyncSync(handle);
  } finally {
    fs.closeSync(handle);
  }
  fs.renameSync(partial, file);
}
