import type { FastifyInstance } from 'fastify';

/** What a cached read shows: the workers (catalogue, a worker's page). */
export type TCacheTag = 'labors';

export type TReadCache = {
  /**
   * The answer stored under `key` while it is fresh, else `load()`'s. It is kept only when it
   * succeeds and `keep` accepts it: a provisional answer is shared by the readers already waiting
   * for it, and the next reader asks again.
   */
  get<T>(tag: TCacheTag, key: string, load: () => Promise<T>, keep?: (answer: T) => boolean): Promise<T>;
  /** Forgets the answers of these tags (all of them when none are given). */
  clear(tags?: readonly TCacheTag[]): void;
};

const MAX_ENTRIES = 1000;
const ALL_TAGS: readonly TCacheTag[] = ['labors'];

type TEntry = { expiresAt: number; value: Promise<unknown> };

/**
 * Reads kept in memory for `ttlSeconds`: the public catalogue and workers (the same filters asked by
 * many visitors cost one query) and the totals of the order lists. Each answer is tagged with what
 * it shows; a successful write on this instance forgets the tags it changes (`clearOnWrites`);
 * another instance's writes show here within the TTL. A TTL of 0 turns it off.
 */
export function createReadCache(ttlSeconds: number, now: () => number = Date.now): TReadCache {
  const tagged = new Map<TCacheTag, Map<string, TEntry>>(ALL_TAGS.map((tag) => [tag, new Map()]));
  return {
    async get<T>(tag: TCacheTag, key: string, load: () => Promise<T>, keep: (answer: T) => boolean = () => true) {
      if (ttlSeconds === 0) return load();
      const entries = tagged.get(tag)!;
      const found = entries.get(key);
      if (found && found.expiresAt > now()) return found.value as Promise<T>;
      if (entries.size >= MAX_ENTRIES) entries.clear();
      // The promise is stored, so visitors arriving while the query runs share it.
      const value = load();
      const entry = { expiresAt: now() + ttlSeconds * 1000, value };
      entries.set(key, entry);
      const forget = () => entries.get(key) === entry && entries.delete(key);
      value.then((answer) => keep(answer) || forget(), forget);
      return value;
    },
    clear: (tags = ALL_TAGS) => tags.forEach((tag) => tagged.get(tag)!.clear()),
  };
}

/**
 * What a write changes among the cached reads, by its path (first match wins; the router ignores
 * case). A write no line names empties everything, so a new route is never served stale.
 */
const CHANGES_OF_WRITES: Array<[RegExp, readonly TCacheTag[]]> = [
  // Reads the content service answers to POST, and writes no cached read shows: enquiries,
  // questionnaire answers, call-back requests, uploaded files (a worker shows one once her record names it), sign-in.
  [/^\/api\/(MuMenuItem|PgPage|PgSection|FrmQoption|FrmQuestion|AstAsset)\//i, []],
  [/^\/api\/(FrmAnswer|enquiries|callback-requests|uploads)(\/|$)/i, []],
  [/^\/api\/admin\/enquiries(\/|$)/i, []],
  [/^\/api\/auth\/(login|logout|register|forgot-password|reset-password|change-password)$/i, []],
  // The site's texts, menus, media, branches, packages and settings: pages see them through the
  // content version (first-paint.ts), not through this cache.
  [/^\/api\/admin\/(pages|sections|menus|menu-items|media|questions|settings|branches|packages)(\/|$)/i, []],
  // An applicant made a worker adds one; her other changes show in no cached read.
  [/^\/api\/admin\/applicants\/[^/]+\/worker$/i, ['labors']],
  [/^\/api\/admin\/applicants(\/|$)/i, []],
  // A worker's record.
  [/^\/api\/admin\/labors(\/|$)/i, ['labors']],
  // The lists a worker's card names (nationality, position), which the catalogue's filters offer too.
  [/^\/api\/admin\/lookups(\/|$)/i, ['labors']],
  // An order can hire a worker or free her (her status in the catalogue).
  [/^\/api\/(admin\/)?orders(\/|$)/i, ['labors']],
  // A client's name or phone: no cached read shows them.
  [/^\/api\/(clients\/|auth\/me$)/i, []],
];

export function tagsChangedBy(pathname: string): readonly TCacheTag[] {
  return CHANGES_OF_WRITES.find(([pattern]) => pattern.test(pathname))?.[1] ?? ALL_TAGS;
}

/** Writes (any method but GET/HEAD answered below 400) forget the cached reads they change. */
export function clearOnWrites(app: FastifyInstance, cache: TReadCache) {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const tags = tagsChangedBy(request.url.split('?')[0]!);
    if (tags.length > 0) cache.clear(tags);
  });
}
