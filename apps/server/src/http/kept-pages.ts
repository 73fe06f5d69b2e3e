/** Which page a request asks for (language, origin, address) and the versions of everything it shows. */
export type TKeptAs = { key: string; stamp: string };

export type TKeptPage = { statusCode: number; gzipped: Buffer };

/**
 * Public pages as last written and gzipped, each kept while the versions it was written at stay the
 * same (the stamp). Past `maxBytes` of pages the least recently asked for go first.
 */
export function createKeptPages(maxBytes: number) {
  const pages = new Map<string, TKeptPage & { stamp: string }>();
  let bytes = 0;
  const remove = (key: string) => {
    bytes -= pages.get(key)?.gzipped.length ?? 0;
    pages.delete(key);
  };
  return {
    get({ key, stamp }: TKeptAs): TKeptPage | undefined {
      const page = pages.get(key);
      if (page?.stamp !== stamp) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set({ key, stamp }: TKeptAs, page: TKeptPage) {
      remove(key);
      // A copy of its own: zlib's small results are slices of a shared 8 KB pool, which one kept page would hold whole.
      const gzipped = Buffer.allocUnsafeSlow(page.gzipped.length);
      page.gzipped.copy(gzipped);
      while (pages.size > 0 && bytes + gzipped.length > maxBytes) remove(pages.keys().next().value!);
      pages.set(key, { statusCode: page.statusCode, gzipped, stamp });
      bytes += gzipped.length;
    },
  };
}
