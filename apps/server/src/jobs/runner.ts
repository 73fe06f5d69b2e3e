import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.js';
import { claimJobs, markDone, markFailed, pruneDoneJobs, releaseJobs, type TJob } from './queue.js';

export type TJobHandler = (payload: unknown, job: TJob) => Promise<void>;

export type TJobRunnerOptions = {
  db: TDb;
  log: FastifyBaseLogger;
  /** What runs each kind of job. A job of a kind nobody handles fails and is retried (a newer instance may know it). */
  handlers: Record<string, TJobHandler>;
  /** How often the queue is looked at when nothing nudged it; 0: this instance runs no jobs. */
  pollMs: number;
  /** Attempts before a job is given up as failed. */
  maxAttempts: number;
  /** The first retry's delay; each next one doubles, up to `maxRetryDelayMs`. */
  retryBaseMs?: number;
  maxRetryDelayMs?: number;
  /** How long claimed jobs are this runner's: longer than a whole batch may take (5 e-mails at the SMTP timeouts). */
  leaseMs?: number;
  batchSize?: number;
  /** The app's clock, which says when the hourly pruning is due; the jobs' own times are the database's. */
  clock?: () => Date;
};

export type TJobRunner = {
  start(): void;
  /** Looks at the queue now, not at the next poll: call it after committing a change that enqueued jobs. */
  nudge(): void;
  /** Runs every due job until none is left (tests, and a runner-less instance's own checks). */
  drain(): Promise<number>;
  /** Finishes the jobs in hand and starts no new ones. */
  stop(): Promise<void>;
};

const PRUNE_EVERY_MS = 60 * 60_000;

/** The delay before attempt `attempts + 1`: base, 2 x base, 4 x base ... capped. */
export function retryDelay(attempts: number, baseMs: number, capMs: number): number {
  return Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function createJobRunner(options: TJobRunnerOptions): TJobRunner {
  const { db, log, handlers, pollMs, maxAttempts } = options;
  const retryBaseMs = options.retryBaseMs ?? 1000;
  const maxRetryDelayMs = options.maxRetryDelayMs ?? 5 * 60_000;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  const batchSize = options.batchSize ?? 5;
  const clock = options.clock ?? (() => new Date());
  let running = false;
  let wake: (() => void) | undefined;
  let nudged = false;
  let loop: Promise<void> | undefined;
  // Every batch goes through this chain, so the loop and drain() never overlap on one instance.
  let chain: Promise<unknown> = Promise.resolve();
  let lastPrune = 0;

  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = chain.then(work);
    chain = next.catch(() => undefined);
    return next;
  };

  async function runOne(job: TJob) {
    try {
      await attempt(job);
    } catch (error) {
      await recordFailure(job, error);
      return;
    }
    // Outside the try: work that was done is never recorded as a failure. Should this write be lost
    // (the database away), the job is taken again when its lease runs out: the one case where an
    // e-mail may go twice.
    await markDone(db, job.id);
  }

  async function attempt(job: TJob) {
    const handler = handlers[job.kind];
    // A job whose runners died in it every time is not taken again and again.
    if (job.attempts > maxAttempts) throw new Error('the runner stopped while running this job, too many times');
    if (!handler) throw new Error(`no handler for jobs of kind "${job.kind}"`);
    await handler(job.payload, job);
  }

  async function recordFailure(job: TJob, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    const givenUp = job.attempts >= maxAttempts;
    await markFailed(db, job.id, message, givenUp ? null : retryDelay(job.attempts, retryBaseMs, maxRetryDelayMs));
    const details = { err: error, job: job.id, kind: job.kind, attempts: job.attempts };
    if (givenUp) log.error(details, 'job failed for good');
    else log.warn(details, 'job failed, will retry');
  }

  /**
   * One batch: claims due jobs and runs them one after the other, oldest first (a client's e-mails
   * arrive in the order of the changes); the number it ran. Stopping, it hands back the ones not started.
   */
  const runBatch = (handBackWhenStopped: boolean) =>
    serially(async () => {
      const claimed = await claimJobs(db, batchSize, leaseMs);
      for (const [index, job] of claimed.entries()) {
        if (handBackWhenStopped && !running) {
          await releaseJobs(
            db,
            claimed.slice(index).map((left) => left.id),
          );
          return index;
        }
        await runOne(job);
      }
      return claimed.length;
    });

  async function pruneNow() {
    const now = clock().getTime();
    if (now - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = now;
    const removed = await pruneDoneJobs(db);
    if (removed) log.info({ removed }, 'old finished jobs removed');
  }

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function run() {
    while (running) {
      nudged = false;
      let ran = 0;
      try {
        await pruneNow();
        ran = await runBatch(true);
      } catch (error) {
        // The database is away (restart, full disk): try again at the next poll.
        log.warn({ err: error }, 'job queue not reachable');
      }
      if (running && ran < batchSize && !nudged) await pause(pollMs);
    }
  }

  return {
    start() {
      if (running || pollMs === 0) return;
      running = true;
      loop = run();
    },
    nudge() {
      nudged = true;
      wake?.();
    },
    async drain() {
      let total = 0;
      for (let ran = await runBatch(false); ran > 0; ran = await runBatch(false)) total += ran;
      return total;
    },
    async stop() {
      running = false;
      wake?.();
      await loop;
    },
  };
}
