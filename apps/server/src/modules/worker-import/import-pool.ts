import { WORKER_IMPORT_MAX_ROWS } from '@app/shared';
import { AppError } from '../../http/app-error.js';
import { createWorkerPool, WorkerTaskError, type TWorkerPool } from '../../workers/pool.js';
import { assertZipDeclaredWithinLimits, type TImportFormat } from './read-file.js';
import type { TCheckedRow, TLookups, headerOf } from './rows.js';
import { isZip } from './zip.js';

/**
 * A file of workers is read in a thread of its own, one file at a time (two more wait), with a
 * heap ceiling and a time limit: a file that needs more is refused with the reader's message, and
 * the server, its health check included, answers as usual meanwhile. The thread holds no state
 * between files, and ends ten seconds after the last one (or at once when a file was too much for it).
 */
export const IMPORT_READING = { threads: 1, queueLimit: 2, timeoutMs: 20_000, heapMb: 192, idleMs: 10_000 } as const;

type TTask = { bytes: Uint8Array; lookups: TLookups; now: number };
/** The file read and its rows checked, but for their passport numbers (rows.ts, checkPassports). */
export type TReadFile = { format: TImportFormat; header: ReturnType<typeof headerOf>; rows: TCheckedRow[] };

let pool: TWorkerPool<TTask, TReadFile> | undefined;

const importPool = () =>
  (pool ??= createWorkerPool<TTask, TReadFile>({
    source: new URL('./read-worker.ts', import.meta.url),
    built: 'import-worker',
    size: IMPORT_READING.threads,
    queueLimit: IMPORT_READING.queueLimit,
    busyKey: 'workerImport.busy',
    timeoutMs: IMPORT_READING.timeoutMs,
    idleMs: IMPORT_READING.idleMs,
    resourceLimits: { maxOldGenerationSizeMb: IMPORT_READING.heapMb, maxYoungGenerationSizeMb: 16 },
  }));

/**
 * Reads an uploaded file of workers (read-file.ts says how) and checks its rows (rows.ts): an XLSX's
 * central directory is judged here first, then the thread reads the file and checks each row with
 * the reference lists given. Past the thread's memory or time, 400 with the reader's message.
 */
export async function readImportFile(bytes: Buffer, lookups: TLookups, now: Date): Promise<TReadFile> {
  if (isZip(bytes)) assertZipDeclaredWithinLimits(bytes);
  try {
    return await importPool().run({ bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), lookups, now: now.getTime() });
  } catch (error) {
    if (error instanceof WorkerTaskError) throw new AppError(400, 'workerImport.tooComplex', { max: WORKER_IMPORT_MAX_ROWS });
    throw error;
  }
}
