import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../db/client.js';
import { applyMigrations } from '../db/migrate.js';
import { jobs } from '../db/schema/index.js';
import { openTestDatabase } from '../test/test-app.js';
import { claimJobs, enqueue, jobQueueStats, pruneDoneJobs } from './queue.js';
import { createJobRunner, retryDelay, type TJobRunnerOptions } from './runner.js';

/** A logger that keeps what the runner says, by level. */
function recordingLog() {
  const lines: Array<{ level: string; message: string }> = [];
  const at = (level: string) => (_details: unknown, message?: string) => void lines.push({ level, message: message ?? '' });
  const log = { info: at('info'), warn: at('warn'), error: at('error'), debug: at('debug') } as unknown as FastifyBaseLogger;
  return { log, lines };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(20);
  }
}

let database: TDatabase & { url?: string };
// On PostgreSQL the second runner has its own pool, as a second instance would.
let secondDatabase: TDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
  await applyMigrations(database);
  secondDatabase = database.url ? await openDatabase({ url: database.url, dataDir: null }) : database;
});
afterAll(async () => {
  if (secondDatabase !== database) await secondDatabase.close();
  await database.close();
});
beforeEach(async () => {
  await database.db.delete(jobs);
});

const runnerOn = (db: TDatabase, options: Partial<TJobRunnerOptions>) =>
  createJobRunner({ db: db.db, log: recordingLog().log, handlers: {}, pollMs: 20, maxAttempts: 3, ...options });

const jobRow = async (id: number) => (await database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;

describe('the job runner', () => {
  it('has two runners on one database drain 50 jobs, each job run exactly once', async () => {
    const runs: Record<string, number[]> = { first: [], second: [] };
    const handlerFor = (name: string) => async (payload: unknown) => {
      await sleep(Math.random() * 10);
      runs[name]!.push((payload as { n: number }).n);
    };
    const first = runnerOn(database, { handlers: { work: handlerFor('first') } });
    const second = runnerOn(secondDatabase, { handlers: { work: handlerFor('second') } });
    for (let n = 1; n <= 50; n++) await enqueue(database.db, 'work', { n });
    first.start();
    second.start();
    await until(async () => (await jobQueueStats(database.db)).waiting === 0);
    await Promise.all([first.stop(), second.stop()]);

    const everyRun = [...runs.first!, ...runs.second!].sort((a, b) => a - b);
    expect(everyRun).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    expect(runs.first!.length).toBeGreaterThan(0);
    expect(runs.second!.length).toBeGreaterThan(0);
    const rows = await database.db.select().from(jobs);
    expect(rows.every((row) => row.status === 'done' && row.attempts === 1 && row.finishedAt)).toBe(true);
  });

  it('retries a failing job after 1x, 2x the base delay, then marks it failed and says so as an error', async () => {
    const tries: number[] = [];
    const { log, lines } = recordingLog();
    const runner = createJobRunner({
      db: database.db,
      log,
      pollMs: 10,
      maxAttempts: 3,
      retryBaseMs: 150,
      handlers: {
        flaky: async () => {
          tries.push(Date.now());
          throw new Error('mail server said no');
        },
      },
    });
    const id = await enqueue(database.db, 'flaky', {});
    runner.start();
    await until(async () => (await jobRow(id)).status === 'failed');
    await runner.stop();

    expect(tries).toHaveLength(3);
    expect(tries[1]! - tries[0]!).toBeGreaterThanOrEqual(140);
    expect(tries[2]! - tries[1]!).toBeGreaterThanOrEqual(290);
    const row = await jobRow(id);
    expect(row).toMatchObject({ attempts: 3, lastError: 'mail server said no', lockedUntil: null });
    expect(row.finishedAt).toBeTruthy();
    expect(lines.filter((line) => line.level === 'warn' && line.message === 'job failed, will retry')).toHaveLength(2);
    expect(lines.filter((line) => line.level === 'error')).toEqual([{ level: 'error', message: 'job failed for good' }]);
    expect(await jobQueueStats(database.db)).toEqual({ waiting: 0, failed: 1, oldestWaitingSeconds: 0 });
  });

  it('doubles the delay between retries up to five minutes', () => {
    expect([1, 2, 3, 4, 9, 10, 30].map((attempts) => retryDelay(attempts, 1000, 300_000))).toEqual([1000, 2000, 4000, 8000, 256_000, 300_000, 300_000]);
  });

  it('takes again a job whose runner died while running it, once its lease is over', async () => {
    const id = await enqueue(database.db, 'work', { n: 1 });
    // A runner claims it with a short lease, then dies without finishing.
    expect((await claimJobs(database.db, 5, 300)).map((job) => job.id)).toEqual([id]);
    const ran: number[] = [];
    const survivor = runnerOn(secondDatabase, { handlers: { work: async () => void ran.push(Date.now()) } });
    const claimedAt = Date.now();
    survivor.start();
    await until(async () => (await jobRow(id)).status === 'done');
    await survivor.stop();
    expect(ran).toHaveLength(1);
    expect(ran[0]! - claimedAt).toBeGreaterThanOrEqual(250);
    expect((await jobRow(id)).attempts).toBe(2);
  });

  it('runs a job scheduled for later only when its time comes', async () => {
    const ran: number[] = [];
    const runner = runnerOn(database, { handlers: { reminder: async () => void ran.push(Date.now()) } });
    runner.start();
    const scheduledAt = Date.now();
    const id = await enqueue(database.db, 'reminder', {}, { runAt: new Date(scheduledAt + 600) });
    await sleep(300);
    expect(ran).toEqual([]);
    await until(async () => (await jobRow(id)).status === 'done');
    await runner.stop();
    expect(ran[0]! - scheduledAt).toBeGreaterThanOrEqual(550);
  });

  it('on stop, finishes the job in hand, hands back the rest of its batch untried and starts no new one', async () => {
    const finished: number[] = [];
    const runner = runnerOn(database, {
      handlers: {
        slow: async (payload) => {
          await sleep(300);
          finished.push((payload as { n: number }).n);
        },
      },
    });
    const [first, second, third] = [
      await enqueue(database.db, 'slow', { n: 1 }),
      await enqueue(database.db, 'slow', { n: 2 }),
      await enqueue(database.db, 'slow', { n: 3 }),
    ];
    runner.start();
    await until(async () => (await jobRow(first)).status === 'running');
    await runner.stop();
    expect(finished).toEqual([1]);
    expect((await jobRow(first)).status).toBe('done');
    for (const id of [second, third]) expect(await jobRow(id)).toMatchObject({ status: 'queued', attempts: 0, lockedUntil: null });

    await enqueue(database.db, 'slow', { n: 4 });
    runner.nudge();
    await sleep(200);
    expect(finished).toEqual([1]);
  });

  it('runs one batch oldest first, one job after the other', async () => {
    const order: number[] = [];
    const runner = runnerOn(database, { handlers: { work: async (payload) => void order.push((payload as { n: number }).n) } });
    for (let n = 1; n <= 12; n++) await enqueue(database.db, 'work', { n });
    expect(await runner.drain()).toBe(12);
    expect(order).toEqual(Array.from({ length: 12 }, (_, index) => index + 1));
  });

  it('writes a job only when the transaction that causes it commits', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueue(tx, 'work', { n: 1 });
        throw new Error('the change was refused');
      }),
    ).rejects.toThrow('the change was refused');
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('keeps no payload once a job is done', async () => {
    const id = await enqueue(database.db, 'work', { code: '123456' });
    const runner = runnerOn(database, { handlers: { work: async () => undefined } });
    expect(await runner.drain()).toBe(1);
    expect((await jobRow(id)).payload).toEqual({});
  });

  it('forgets finished jobs after a week, and keeps failed ones for an operator', async () => {
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
    await database.db.insert(jobs).values([
      { kind: 'work', payload: {}, status: 'done', finishedAt: daysAgo(8) },
      { kind: 'work', payload: {}, status: 'done', finishedAt: daysAgo(6) },
      { kind: 'work', payload: {}, status: 'failed', finishedAt: daysAgo(30) },
    ]);
    expect(await pruneDoneJobs(database.db)).toBe(1);
    const left = await database.db.select({ status: jobs.status }).from(jobs).orderBy(jobs.id);
    expect(left.map((row) => row.status)).toEqual(['done', 'failed']);
  });
});
