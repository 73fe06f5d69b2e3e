import type { PGlite } from '@electric-sql/pglite';

/**
 * PGlite plans every query anew, and in WebAssembly a plan costs more than running the query: a
 * board page's join of six tables took about 2 ms to plan and 0.4 ms to run (docs/performance.md,
 * seventh round). This keeps the plans of the server's reads: a SELECT with parameters is prepared
 * once per SQL text (`PREPARE`), then run by name with its values (`EXECUTE`), so PostgreSQL's plan
 * cache serves it as it does for a driver's named statements. PostgreSQL itself gets that through
 * its own connections; this is for the embedded database only. The `EXECUTE` goes as a simple query:
 * one exchange with the database, where a query with parameters takes six (parse, describe, bind,
 * describe, execute, sync). Its text is the statement's name and the literals written here, so it is
 * one statement whatever the values hold.
 *
 * The values are written as quoted literals, which PostgreSQL reads with the same input functions as
 * the text parameters PGlite sends (so a bad value fails the same way). A value this cannot write
 * safely (an array, an object, a string holding NUL), a statement PostgreSQL cannot prepare alone
 * (a parameter of unknown type), and any statement past the first KEPT_STATEMENTS, run as before.
 * Statements inside a transaction (`client.transaction`) are not touched.
 */
export const KEPT_STATEMENTS = 200;
/** SQL texts counted before they are seen twice; past that, a new text is not counted. */
const COUNTED_TEXTS = 5000;

type TQuery = PGlite['query'];

/** A value as an SQL literal of unknown type, or undefined when it is not a plain value. */
function literalOf(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : `'${value.toISOString()}'`;
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'bigint' || typeof value === 'boolean') return `'${value}'`;
  // Standard-conforming strings (checked in keepPlans): a quote is doubled, a backslash is itself.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

const READ = /^\s*(select|with)\b/i;

/** Wraps the client's `query` so that its parameterised reads keep their plans. */
export async function keepPlans(client: PGlite, limit = KEPT_STATEMENTS): Promise<void> {
  const [setting] = (await client.query<{ standard_conforming_strings: string }>('SHOW standard_conforming_strings')).rows;
  if (setting?.standard_conforming_strings !== 'on') return;
  const plain: TQuery = client.query.bind(client);
  const simple: PGlite['exec'] = client.exec.bind(client);
  // The statement's name once prepared, or null when it cannot be; a promise while it is being prepared.
  const statements = new Map<string, Promise<string | null>>();
  const seenOnce = new Set<string>();
  const notKept = Promise.resolve(null);
  const prepared = (text: string): Promise<string | null> => {
    const kept = statements.get(text);
    if (kept) return kept;
    if (!seenOnce.has(text)) {
      if (seenOnce.size < COUNTED_TEXTS) seenOnce.add(text);
      return notKept;
    }
    if (statements.size >= limit) return notKept;
    seenOnce.delete(text);
    const name = `kept_plan_${statements.size + 1}`;
    const preparing = plain(`PREPARE ${name} AS ${text}`).then(
      () => name,
      () => null,
    );
    statements.set(text, preparing);
    return preparing;
  };
  const query = async (text: string, params?: unknown[], options?: Parameters<TQuery>[2]) => {
    if (!params || params.length === 0 || !READ.test(text)) return plain(text, params, options);
    const literals = params.map(literalOf);
    if (literals.includes(undefined)) return plain(text, params, options);
    const name = await prepared(text);
    if (!name) return plain(text, params, options);
    const [result] = await simple(`EXECUTE ${name}(${literals.join(', ')})`, options);
    return result!;
  };
  client.query = query as TQuery;
}
