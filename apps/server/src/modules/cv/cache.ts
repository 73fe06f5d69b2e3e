/**
 * Generated CVs kept in memory, least recently used first out, bounded by count and by bytes.
 * The promise is kept, so visitors asking for the same CV while it is drawn share one drawing; a
 * failure is not kept. Keys name what a CV depends on (cv/service.ts), so nothing is ever stale.
 */
export type TCvCache<T> = { get(key: string, load: () => Promise<T>): Promise<T>; readonly size: number };

export function createCvCache<T>(sizeOf: (value: T) => number, limits: { entries: number; bytes: number }): TCvCache<T> {
  const entries = new Map<string, { value: Promise<T>; bytes: number }>();
  let bytes = 0;
  const evict = () => {
    for (const [key, entry] of entries) {
      if (entries.size <= limits.entries && bytes <= limits.bytes) break;
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };
  return {
    get(key, load) {
      const found = entries.get(key);
      if (found) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, found);
        return found.value;
      }
      const entry = { value: load(), bytes: 0 };
      entries.set(key, entry);
      entry.value.then(
        (value) => {
          if (entries.get(key) !== entry) return;
          entry.bytes = sizeOf(value);
          bytes += entry.bytes;
          evict();
        },
        () => entries.get(key) === entry && entries.delete(key),
      );
      evict();
      return entry.value;
    },
    get size() {
      return entries.size;
    },
  };
}
