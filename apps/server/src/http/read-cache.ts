import type { FastifyInstance } from 'fastify';

export type TReadCache = {
  /** The answer stored under `key` while it is fresh, else `load()`'s (stored only when it succeeds). */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
};

const MAX_ENTRIES = 1000;

/**
 * Reads kept in memory for `ttlSeconds`: the public catalogue (the same filters asked by many
 * visitors cost one query) and the totals of the back-office order lists. Any successful write on this instance empties it at once; another instance's
 * writes show here within the TTL. A TTL of 0 turns it off.
 */
export function createReadCache(ttlSeconds: number, now: () => number = Date.now): TReadCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();
  return {
    async get<T>(key: string, load: () => Promise<T>) {
      if (ttlSeconds === 0) return load();
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise is stored, so visitors arriving while the query runs share it.
      const value = load();
      entries.set(key, { expiresAt: now() + ttlSeconds * 1000, value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}

/** Writes (any method but GET/HEAD answered below 400, except signing in and out) empty the cache. */
export function clearOnWrites(app: FastifyInstance, cache: TReadCache) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    if (request.url.startsWith('/api/auth/')) return;
    cache.clear();
  });
}
