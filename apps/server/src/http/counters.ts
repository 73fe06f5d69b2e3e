import type { Redis } from 'ioredis';
import { noteRedisFailure, redisIsUp } from './redis.js';

/** A fixed-window count: how many so far, and in how long the window starts again. */
export type TCount = { count: number; resetInMs: number };

export type TCounter = {
  /** Counts one more for `key`; the first count opens a window of `windowMs`. */
  increment(key: string, windowMs: number): Promise<TCount>;
  /** The count so far, without counting. */
  read(key: string): Promise<TCount>;
};

/** Counts shared by every instance. Each command fails within the client's short timeout when Redis is away. */
export function redisCounter(redis: Redis): TCounter {
  return {
    async increment(key, windowMs) {
      const replies = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()) ?? [];
      const [[incrError, count], , [, ttl]] = replies as [[Error | null, number], unknown, [Error | null, number]];
      if (incrError) throw incrError;
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async read(key) {
      const [count, ttl] = await Promise.all([redis.get(key), redis.pttl(key)]);
      return { count: Number(count ?? 0), resetInMs: Math.max(ttl, 0) };
    },
  };
}

/** The time a counter's windows are measured in: the app's clock, so that tests can move it. */
export type TClock = () => Date;

const systemClock: TClock = () => new Date();

/** Counts of this instance alone. */
export function memoryCounter(clock: TClock = systemClock): TCounter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    async increment(key, windowMs) {
      const now = clock().getTime();
      if (windows.size > 10_000) {
        for (const [stale, window] of windows) if (window.resetAt <= now) windows.delete(stale);
      }
      const window = live(key, now) ?? { count: 0, resetAt: now + windowMs };
      window.count += 1;
      windows.set(key, window);
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async read(key) {
      const now = clock().getTime();
      const window = live(key, now);
      return { count: window?.count ?? 0, resetInMs: window ? window.resetAt - now : 0 };
    },
  };
}

/**
 * Counts in Redis while it answers, and in this instance's memory while it does not: limits stay
 * on (per instance) through an outage, and go back to shared counts once Redis is back.
 */
export function sharedCounter(redis: Redis | undefined, clock: TClock = systemClock): TCounter {
  const local = memoryCounter(clock);
  if (!redis) return local;
  const shared = redisCounter(redis);
  const counted = <T>(inRedis: () => Promise<T>, inMemory: () => Promise<T>) =>
    redisIsUp(redis)
      ? inRedis().catch(() => {
          noteRedisFailure(redis);
          return inMemory();
        })
      : inMemory();
  return {
    increment: (key, windowMs) =>
      counted(
        () => shared.increment(key, windowMs),
        () => local.increment(key, windowMs),
      ),
    read: (key) =>
      counted(
        () => shared.read(key),
        () => local.read(key),
      ),
  };
}
