import { z } from './schemas/zod.js';

/** The columns each back-office list sorts by (its column headers), the server's whitelist. */
export const LIST_SORTS = {
  orders: ['createdAt', 'number', 'status', 'package'],
  clients: ['createdAt', 'userName', 'email', 'lastLoginAt'],
  labors: ['createdAt', 'code', 'name', 'status'],
} as const;

export type TListSortKey<L extends keyof typeof LIST_SORTS> = (typeof LIST_SORTS)[L][number];

/** `?sort=name` sorts up, `?sort=-name` down; any other value is refused. */
export function ZListSortSchema<L extends keyof typeof LIST_SORTS>(list: L) {
  const keys = LIST_SORTS[list] as readonly string[];
  const values = [...keys, ...keys.map((key) => `-${key}`)] as [string, ...string[]];
  return z.enum(values, { error: 'validation.sortInvalid' }).optional();
}

export type TSortOrder = { key: string; descending: boolean };

/** The parts of a `sort` value; undefined for none. */
export function readSort(value: string | undefined | null): TSortOrder | undefined {
  if (!value) return undefined;
  return value.startsWith('-') ? { key: value.slice(1), descending: true } : { key: value, descending: false };
}

/** The value a header click writes: up on the first click, then down, then up again. */
export const nextSort = (current: string | undefined, key: string): string => (current === key ? `-${key}` : key);
