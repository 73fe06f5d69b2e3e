import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.js';
import { jobs } from '../db/schema/index.js';
import { rowsOf } from '../db/sql-helpers.js';
import { enqueue } from '../jobs/queue.js';
import type { TJobHandler } from '../jobs/runner.js';

/**
 * The upload and document folders are swept every hour, not only when the server starts (issue 31,
 * decision 027): partial uploads (`.incoming-` files) a cut-off request or a crash left, and files
 * no row refers to (an image uploaded for a form never saved, a scan whose row was deleted). Only
 * old files go: an upload in flight is seconds old, and a form left open keeps its file for a day.
 */
export const STORAGE_SWEEP_JOB = 'storage.sweep';
export const SWEEP_EVERY_MS = 60 * 60_000;
export const INCOMING_SAFE_AGE_MS = 60 * 60_000;
export const UNREFERENCED_SAFE_AGE_MS = 24 * 60 * 60_000;

const INCOMING_PREFIX = '.incoming-';
/** The names both stores give their files (uploads.ts, documents.ts): 32 hexadecimal digits and an extension. */
const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;
/**
 * Tables whose rows never keep a file: a name the audit trail, the job queue or a session mentions
 * does not keep the file alive.
 */
const NOT_REFERENCES = new Set(['audit_log', 'jobs', 'sessions', 'sign_in_challenges', 'trusted_devices', 'password_resets']);

export type TSweepResult = { incoming: number; unreferenced: number };

/**
 * Every stored file name any row holds, in any text, array or JSON column of any table (a photo's
 * column, a page's rich text, a setting): looked for only when an old file might be unreferenced,
 * so nothing a column added later refers to is ever taken for an orphan.
 */
async function referencedNames(db: TDb): Promise<Set<string>> {
  const columns = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
      SELECT c.table_name AS "table", c.column_name AS "column"
      FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name AND t.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'character varying', 'json', 'jsonb', 'ARRAY')
      ORDER BY c.table_name, c.ordinal_position`),
  );
  const byTable = new Map<string, string[]>();
  for (const { table, column } of columns) {
    if (NOT_REFERENCES.has(table)) continue;
    byTable.set(table, [...(byTable.get(table) ?? []), column]);
  }
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const names = new Set<string>();
  for (const [table, tableColumns] of byTable) {
    const text = `concat_ws(' ', ${tableColumns.map((column) => `${quote(column)}::text`).join(', ')})`;
    const found = rowsOf<{ name: string }>(
      await db.execute(
        sql.raw(
          `SELECT DISTINCT m[1] AS name FROM ${quote(table)}, regexp_matches(${text}, '([0-9a-f]{32}\\.[a-z0-9]{2,5})', 'g') AS m WHERE ${text} ~ '[0-9a-f]{32}\\.'`,
        ),
      ),
    );
    for (const { name } of found) names.add(name);
  }
  return names;
}

/** Files of a folder older than `ageMs` (by their last change), with their full paths. */
async function oldFiles(dir: string, ageMs: number, matches: (name: string) => boolean): Promise<Array<{ name: string; file: string }>> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - ageMs;
  const old: Array<{ name: string; file: string }> = [];
  for (const name of names.filter(matches)) {
    const file = path.join(dir, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat?.isFile() && stat.mtimeMs < cutoff) old.push({ name, file });
  }
  return old;
}

/** One sweep of the upload and document folders: what it removed. */
export async function sweepStorage(db: TDb, folders: { uploadDir: string; documentsDir: string }, log?: FastifyBaseLogger): Promise<TSweepResult> {
  const remove = (file: string) => fs.rm(file, { force: true }).catch(() => undefined);
  const incoming = await oldFiles(folders.uploadDir, INCOMING_SAFE_AGE_MS, (name) => name.startsWith(INCOMING_PREFIX));
  for (const { file } of incoming) await remove(file);
  const candidates = [
    ...(await oldFiles(folders.uploadDir, UNREFERENCED_SAFE_AGE_MS, (name) => STORED_NAME.test(name))),
    ...(await oldFiles(folders.documentsDir, UNREFERENCED_SAFE_AGE_MS, (name) => STORED_NAME.test(name))),
  ];
  let unreferenced = 0;
  if (candidates.length > 0) {
    const referenced = await referencedNames(db);
    for (const { name, file } of candidates) {
      if (referenced.has(name)) continue;
      await remove(file);
      unreferenced += 1;
    }
  }
  if (incoming.length + unreferenced > 0) log?.info({ incoming: incoming.length, unreferenced }, 'storage swept');
  return { incoming: incoming.length, unreferenced };
}

/** Queues the next sweep unless one is queued already (several instances may start together: a sweep twice is harmless). */
export async function ensureSweepScheduled(db: TDb, now: Date, delayMs = 0) {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, STORAGE_SWEEP_JOB), eq(jobs.status, 'queued')))
    .limit(1);
  if (queued) return;
  await enqueue(db, STORAGE_SWEEP_JOB, {}, { runAt: new Date(now.getTime() + delayMs) });
}

/** The sweep as a job: it sweeps, then queues the next one an hour later. */
export function storageJobHandlers(
  db: TDb,
  clock: () => Date,
  folders: { uploadDir: string; documentsDir: string },
  log: FastifyBaseLogger,
): Record<string, TJobHandler> {
  return {
    [STORAGE_SWEEP_JOB]: async () => {
      await sweepStorage(db, folders, log);
      await ensureSweepScheduled(db, clock(), SWEEP_EVERY_MS);
    },
  };
}
