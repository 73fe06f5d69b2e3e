import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../http/app-error.js';
import { createWorkerPool, RetryLaterError, WorkerTaskError } from './pool.js';

type TTask = { do: 'echo' | 'refuse' | 'spin' | 'fill' | 'wait'; value?: number };

const poolTiming = (timeoutMs: number) =>
  createWorkerPool<TTask, number>({
    source: new URL('./pool-test-worker.ts', import.meta.url),
    built: 'pool-test-worker',
    size: 1,
    queueLimit: 1,
    busyKey: 'cv.busy',
    timeoutMs,
    idleMs: 5000,
    resourceLimits: { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 8 },
  });

describe('the worker pool', () => {
  const pool = poolTiming(1500);
  // Filling the heap in a new thread can outlast 1.5 s on a loaded machine: the heap must end it, not the clock.
  const roomy = poolTiming(30_000);
  afterAll(() => Promise.all([pool.close(), roomy.close()]));

  it('answers from its thread, and passes a refusal on with its status and message key', async () => {
    expect(await pool.run({ do: 'echo', value: 7 })).toBe(7);
    const refusal = await pool.run({ do: 'refuse', value: 3 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect(refusal).toMatchObject({ statusCode: 422, messageKey: 'validation.invalid', params: { value: 3 } });
  });

  it('ends a thread that runs past its time or fills its heap, and the next task gets a new one', async () => {
    const spinning = pool.run({ do: 'spin' });
    // The event loop of the server is free meanwhile (on a busy machine a timer may still be a little late).
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(performance.now() - started).toBeLessThan(500);
    await expect(spinning).rejects.toEqual(new WorkerTaskError('time'));
    expect(await pool.run({ do: 'echo', value: 8 })).toBe(8);
    await expect(roomy.run({ do: 'fill' })).rejects.toEqual(new WorkerTaskError('memory'));
    expect(await roomy.run({ do: 'echo', value: 9 })).toBe(9);
  });

  it('keeps a queue with a cap: past it, 503 with the seconds to wait', async () => {
    const running = pool.run({ do: 'wait', value: 300 });
    const waiting = pool.run({ do: 'echo', value: 2 });
    const refused = await pool.run({ do: 'echo', value: 3 }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect(refused).toMatchObject({ statusCode: 503, messageKey: 'cv.busy' });
    expect((refused as RetryLaterError).retryAfterSeconds).toBeGreaterThan(0);
    expect(await Promise.all([running, waiting])).toEqual([300, 2]);
    expect(pool.stats.queued).toBe(0);
  });
});
