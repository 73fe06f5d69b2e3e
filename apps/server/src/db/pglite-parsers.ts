import { types, type PGlite } from '@electric-sql/pglite';

/**
 * The types Drizzle reads as PostgreSQL writes them, making its own values of them: dates, times,
 * intervals, and the arrays of those and of numerics (drizzle-orm/pglite/session.js).
 */
const ARRAYS = { numeric: 1231, timestamp: 1115, timestamptz: 1185, interval: 1187, date: 1182 };
const READ_AS_TEXT: number[] = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, ...Object.values(ARRAYS)];
const asText = (value: string) => value;

const asksOnlyReadAsText = (parsers: object | undefined) => {
  const asked = parsers ? Object.keys(parsers) : [];
  return asked.length === READ_AS_TEXT.length && asked.every((type) => READ_AS_TEXT.includes(Number(type)));
};

/**
 * Drizzle asks PGlite on every query to read dates and times as text, and PGlite then copies its
 * whole map of type parsers (nearly 400: one per type and per array type) for that one query, about
 * 0.13 ms each time, more than a small read costs the database. Those parsers are set on the client
 * once instead, and a query that asks for nothing else is passed on without asking.
 * So a query on this client reads dates and times as text even when it does not ask.
 */
export function readDatesAsTextOnce(client: PGlite): void {
  for (const type of READ_AS_TEXT) client.parsers[type] = asText;
  const withoutAsking = <T extends { parsers?: object }>(options?: T) =>
    options && asksOnlyReadAsText(options.parsers) ? { ...options, parsers: undefined } : options;
  const query: PGlite['query'] = client.query.bind(client);
  const exec: PGlite['exec'] = client.exec.bind(client);
  client.query = ((text: string, params?: unknown[], options?: Parameters<PGlite['query']>[2]) =>
    query(text, params, withoutAsking(options))) as PGlite['query'];
  client.exec = (text, options) => exec(text, withoutAsking(options));
}
