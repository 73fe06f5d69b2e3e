import type { Redis } from 'ioredis';
import { AppError } from './app-error.js';

/**
 * Fixed-window counters for sensitive actions (log in, register, reset), keyed by client address
 * and by account. Counters live in Redis when configured, so every instance sees the same count.
 */
export type TAttemptLimiter = {
  /** Counts one attempt; throws 429 once `max` attempts were made in the window. */
  hit(key: string, max: number, windowMs: number): Promise<void>;
};

export function createAttemptLimiter(redis: Redis | undefined): TAttemptLimiter {
  const count = redis ? redisCounter(redis) : memoryCounter();
  return {
    async hit(key, max, windowMs) {
      if ((await count(key, windowMs)) > max) throw new AppError(429, 'errors.tooManyRequests');
    },
  };
}

function redisCounter(redis: Redis) {
  return async (key: string, windowMs: number) => {
    const [[, value]] = (await redis.multi().incr(`attempts:${key}`).pexpire(`attempts:${key}`, windowMs, 'NX').exec()) as [
      [Error | null, number],
    ];
    return value;
  };
}

function memoryCounter() {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return async (key: string, windowMs: number) => {
    const now = Date.now();
    if (windows.size > 10_000) {
      for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale);
    }
    const window = windows.get(key);
    if (!window || window.resetAt <= now) {
      windows.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    window.count += 1;
    return window.count;
  };
}
