/** Which page a request asks for (language, origin, address) and the versions of everything it shows. */
export type TKeptAs = { key: string; stamp: string };

export type TKeptPage = { statusCode: number; gzipped: Buffer };

/**
 * Public pages as last written and gzipped, each kept while the versions it was written at stay the
 * same (the stamp). Past `max` pages the least recently asked for goes: about 3 KB each.
 */
export function createKeptPages(max: number) {
  const pages = new Map<string, TKeptPage & { stamp: string }>();
  return {
    get({ key, stamp }: TKeptAs): TKeptPage | undefined {
      const page = pages.get(key);
      if (page?.stamp !== stamp) return undefined;
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set({ key, stamp }: TKeptAs, page: TKeptPage) {
      pages.delete(key);
      if (pages.size >= max) pages.delete(pages.keys().next().value!);
      pages.set(key, { ...page, stamp });
    },
  };
}
