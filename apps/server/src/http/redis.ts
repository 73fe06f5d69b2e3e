import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** A Redis command that has not answered by then is given up, and the caller counts in memory instead. */
const COMMAND_TIMEOUT_MS = 200;
/** How long the start waits for a first connection before it goes on without Redis. */
const FIRST_CONNECTION_MS = 1000;

/**
 * Connects to Redis so that an outage never slows a request: commands fail at once while it is
 * away (no offline queue) or after 200 ms when it hangs, and the client reconnects by itself.
 * ioredis is loaded only when Redis is configured.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let away = false;
  redis.on('error', (error: Error) => {
    if (!away) log.warn({ err: error }, 'Redis is not reachable: rate limits count per instance until it is back');
    away = true;
  });
  redis.on('ready', () => {
    if (away) log.info('Redis is back: rate limits are shared again');
    away = false;
  });
  await Promise.race([once(redis, 'ready'), sleep(FIRST_CONNECTION_MS)]).catch(() => undefined);
  return redis;
}

/** After a command fails, Redis is left alone this long: a Redis that hangs would cost every request the whole timeout. */
const PAUSE_AFTER_FAILURE_MS = 2000;
const lastFailure = new WeakMap<Redis, number>();

/** Says a command failed: counts go to memory for a moment and health says "degraded". */
export function noteRedisFailure(redis: Redis) {
  lastFailure.set(redis, Date.now());
}

/** Connected, and no command failed in the last moment. */
export const redisIsUp = (redis: Redis) => redis.status === 'ready' && Date.now() - (lastFailure.get(redis) ?? 0) > PAUSE_AFTER_FAILURE_MS;

/** Says goodbye when Redis is there; otherwise just stops reconnecting. */
export async function closeRedis(redis: Redis) {
  if (redisIsUp(redis)) await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
