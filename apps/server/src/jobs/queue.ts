import { and, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { TDb, TWriter } from '../db/client.js';
import { jobs } from '../db/schema/index.js';

export type TJob = typeof jobs.$inferSelect;
/** The database, or the transaction of the change that causes the job. */

const DONE_JOBS_KEPT_DAYS = 7;
const since = (milliseconds: number) => sql`now() + ${milliseconds} * interval '1 millisecond'`;

/**
 * Writes a job in the caller's transaction: it exists exactly when the change that causes it is
 * committed. A runner picks it up at `runAt` (now by default).
 */
export async function enqueue(tx: TWriter, kind: string, payload: unknown, options: { runAt?: Date } = {}): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ kind, payload, ...(options.runAt ? { runAt: options.runAt } : {}) })
    .returning({ id: jobs.id });
  return row!.id;
}

/**
 * Takes up to `limit` due jobs for this runner: queued ones whose time has come, and running ones
 * whose runner's lease ran out (it died). SKIP LOCKED lets several runners claim at once without
 * waiting on each other or taking the same job.
 */
export async function claimJobs(db: TDb, limit: number, leaseMs: number): Promise<TJob[]> {
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(inArray(jobs.status, ['queued', 'running']), lte(jobs.runAt, sql`now()`), or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`))))
    .orderBy(jobs.runAt, jobs.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ status: 'running', attempts: sql`${jobs.attempts} + 1`, lockedUntil: since(leaseMs) })
    .where(inArray(jobs.id, due))
    .returning();
  // RETURNING keeps no order: oldest first again.
  return claimed.sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** A finished job keeps no payload: an e-mail's text (a reset code, an invoice) is not stored once sent. */
export async function markDone(db: TDb, id: number): Promise<void> {
  await db
    .update(jobs)
    .set({ status: 'done', payload: {}, lockedUntil: null, finishedAt: sql`now()` })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** A failed attempt: the job is due again after `retryInMs`, or, with `retryInMs` null, failed for good. */
export async function markFailed(db: TDb, id: number, error: string, retryInMs: number | null): Promise<void> {
  const outcome = retryInMs === null ? { status: 'failed' as const, finishedAt: sql`now()` } : { status: 'queued' as const, runAt: since(retryInMs) };
  await db
    .update(jobs)
    .set({ ...outcome, lockedUntil: null, lastError: error.slice(0, 2000) })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
}

/** Hands back claimed jobs this runner will not start (it is stopping), as if never tried. */
export async function releaseJobs(db: TDb, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(jobs)
    .set({ status: 'queued', attempts: sql`${jobs.attempts} - 1`, lockedUntil: null })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')));
}

/** Forgets finished jobs after a week; failed ones stay for an operator to read. */
export async function pruneDoneJobs(db: TDb): Promise<number> {
  const removed = await db
    .delete(jobs)
    .where(and(eq(jobs.status, 'done'), lt(jobs.finishedAt, sql`now() - ${DONE_JOBS_KEPT_DAYS} * interval '1 day'`)))
    .returning({ id: jobs.id });
  return removed.length;
}

export type TJobQueueStats = { waiting: number; failed: number; oldestWaitingSeconds: number };

/**
 * The queue at a glance, for /api/health or an operator: jobs waiting to run (queued or running),
 * jobs that failed for good, and how long the oldest waiting one has been due. Reads only the
 * partial indexes of unfinished jobs.
 */
export async function jobQueueStats(db: TDb): Promise<TJobQueueStats> {
  const waiting = inArray(jobs.status, ['queued', 'running']);
  // One statement: /api/health is asked every few seconds by each load balancer.
  const [stats] = await db
    .select({
      waiting: sql<number>`(SELECT count(*) FROM ${jobs} WHERE ${waiting})`.mapWith(Number),
      oldestDue: sql<number | null>`(SELECT extract(epoch from now() - min(${jobs.runAt}))::float8 FROM ${jobs} WHERE ${waiting})`,
      failed: sql<number>`(SELECT count(*) FROM ${jobs} WHERE ${eq(jobs.status, 'failed')})`.mapWith(Number),
    })
    .from(sql`(SELECT 1) AS one`);
  return { waiting: stats!.waiting, failed: stats!.failed, oldestWaitingSeconds: Math.max(0, Math.round(Number(stats!.oldestDue ?? 0))) };
}
