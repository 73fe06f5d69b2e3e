import type { Redis } from 'ioredis';
import { AppError } from './app-error.js';

/**
 * Fixed-window counters for sensitive actions (log in, register, reset), keyed by client address
 * and by account. Counters live in Redis when configured, so every instance sees the same count.
 */
export type TAttemptLimiter = {
  /** Counts one attempt; throws 429 once `max` attempts were made in the window. */
  hit(key: string, max: number, windowMs: number): Promise<void>;
  /** Throws 429 when `max` attempts were already counted in the window, without counting one. */
  assertBelow(key: string, max: number, windowMs: number): Promise<void>;
};

type TCounter = { increment(key: string, windowMs: number): Promise<number>; read(key: string): Promise<number> };

export function createAttemptLimiter(redis: Redis | undefined): TAttemptLimiter {
  const counter = redis ? redisCounter(redis) : memoryCounter();
  // Says how long the wait can be: the window, not "a minute" as for the per-minute request limit.
  const refuse = (windowMs: number) => new AppError(429, 'errors.tooManyAttempts', { minutes: Math.ceil(windowMs / 60_000) });
  return {
    async hit(key, max, windowMs) {
      if ((await counter.increment(key, windowMs)) > max) throw refuse(windowMs);
    },
    async assertBelow(key, max, windowMs) {
      if ((await counter.read(key)) >= max) throw refuse(windowMs);
    },
  };
}

function redisCounter(redis: Redis): TCounter {
  return {
    async increment(key, windowMs) {
      const [[, value]] = (await redis.multi().incr(`attempts:${key}`).pexpire(`attempts:${key}`, windowMs, 'NX').exec()) as [
        [Error | null, number],
      ];
      return value;
    },
    read: async (key) => Number((await redis.get(`attempts:${key}`)) ?? 0),
  };
}

function memoryCounter(): TCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    async increment(key, windowMs) {
      const now = Date.now();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale);
      }
      const window = live(key, now);
      if (!window) {
        windows.set(key, { count: 1, resetAt: now + windowMs });
        return 1;
      }
      window.count += 1;
      return window.count;
    },
    read: async (key) => live(key, Date.now())?.count ?? 0,
  };
}
