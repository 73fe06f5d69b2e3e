/** The columns each back-office list sorts by (its column headers), the server's whitelist (schemas/common.ts). */
export const LIST_SORTS = {
  orders: ['createdAt', 'number', 'status', 'package'],
  clients: ['createdAt', 'userName', 'email', 'lastLoginAt'],
  labors: ['createdAt', 'code', 'name', 'status'],
  staff: ['createdAt', 'userName', 'email', 'staffRole', 'lastLoginAt'],
} as const;

export type TListSortKey<L extends keyof typeof LIST_SORTS> = (typeof LIST_SORTS)[L][number];

export type TSortOrder = { key: string; descending: boolean };

/** The parts of a `sort` value; undefined for none. */
export function readSort(value: string | undefined | null): TSortOrder | undefined {
  if (!value) return undefined;
  return value.startsWith('-') ? { key: value.slice(1), descending: true } : { key: value, descending: false };
}

/** The value a header click writes: up on the first click, then down, then up again. */
export const nextSort = (current: string | undefined, key: string): string => (current === key ? `-${key}` : key);
