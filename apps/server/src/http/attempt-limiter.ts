import type { Redis } from 'ioredis';
import { AppError } from './app-error.js';
import { sharedCounter, type TClock, type TCount } from './counters.js';

/**
 * Fixed-window counters for sensitive actions (log in, register, reset), keyed by client address
 * and by account. Counters live in Redis when configured, so every instance sees the same count;
 * while Redis is away each instance counts on its own.
 */
export type TAttemptLimiter = {
  /** Counts one attempt; throws 429 once `max` attempts were made in the window. */
  hit(key: string, max: number, windowMs: number): Promise<void>;
  /** Throws 429 when `max` attempts were already counted in the window, without counting one. */
  assertBelow(key: string, max: number, windowMs: number): Promise<void>;
  /** Counts one more and answers the count, without refusing: for limits that slow down rather than stop. */
  count(key: string, windowMs: number): Promise<TCount>;
  /** The count so far and how long its window lasts, without counting. */
  peek(key: string): Promise<TCount>;
};

export function createAttemptLimiter(redis: Redis | undefined, clock?: TClock): TAttemptLimiter {
  const counter = sharedCounter(redis, clock);
  // Says how long the wait can be: the window, not "a minute" as for the per-minute request limit.
  const refuse = (windowMs: number) => new AppError(429, 'errors.tooManyAttempts', { minutes: Math.ceil(windowMs / 60_000) });
  return {
    async hit(key, max, windowMs) {
      if ((await counter.increment(`attempts:${key}`, windowMs)).count > max) throw refuse(windowMs);
    },
    async assertBelow(key, max, windowMs) {
      if ((await counter.read(`attempts:${key}`)).count >= max) throw refuse(windowMs);
    },
    count: (key, windowMs) => counter.increment(`attempts:${key}`, windowMs),
    peek: (key) => counter.read(`attempts:${key}`),
  };
}
