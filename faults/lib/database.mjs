// Reading everything back through SQL, with the server stopped: the acknowledged writes, the order
// invariants and the indexes (amcheck on both databases, and an index scan against a sequential scan).
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

/** A SQL connection to a scenario's database: `{ dataDir }` for PGlite, `{ url }` for PostgreSQL. */
export async function openSql(target) {
  if (target.url) {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    return { driver: 'postgres', query: async (text, params) => (await client.query(text, params)).rows, close: () => client.end() };
  }
  const db = new PGlite({ dataDir: path.join(target.dataDir, 'db'), extensions: { pg_trgm, amcheck } });
  await db.waitReady;
  return { driver: 'pglite', query: async (text, params) => (await db.query(text, params)).rows, close: () => db.close() };
}

/** How many acknowledged writes are found, and a few that are not. */
export async function findAcked(sql, acked) {
  const of = (kind) => acked.filter((write) => write.kind === kind);
  const has = async (kind, text, key) => {
    const wanted = of(kind).map((write) => write[key]);
    if (wanted.length === 0) return new Set();
    return new Set((await sql.query(text, [wanted])).map((row) => row.key));
  };
  const users = await has('client', 'SELECT user_name AS key FROM users WHERE user_name = ANY($1)', 'userName');
  const orders = await has('order', 'SELECT id AS key FROM orders WHERE id = ANY($1)', 'orderId');
  const enquiries = await has('enquiry', 'SELECT message AS key FROM enquiries WHERE message = ANY($1)', 'message');
  const articles = await has('article', 'SELECT unique_url AS key FROM pages WHERE unique_url = ANY($1)', 'uniqueUrl');
  const events = new Map();
  const transitions = of('transition');
  if (transitions.length > 0) {
    const rows = await sql.query('SELECT order_id, action, count(*)::int AS n FROM order_events WHERE order_id = ANY($1) GROUP BY order_id, action', [
      transitions.map((write) => write.orderId),
    ]);
    for (const row of rows) events.set(`${row.order_id}:${row.action}`, row.n);
  }
  const isFound = {
    client: (write) => users.has(write.userName),
    order: (write) => orders.has(write.orderId),
    enquiry: (write) => enquiries.has(write.message),
    article: (write) => articles.has(write.uniqueUrl),
    transition: (write) => (events.get(`${write.orderId}:${write.action}`) ?? 0) > 0,
  };
  const missing = [];
  for (const write of acked) {
    const found = isFound[write.kind]?.(write) ?? true;
    if (!found) missing.push(`${write.kind} ${write.userName ?? write.orderId ?? write.message ?? write.uniqueUrl}${write.action ? ` ${write.action}` : ''}`);
  }
  return { found: acked.length - missing.length, missing };
}

const INVARIANTS = [
  [
    "an order's status differs from its last history row",
    `SELECT o.id FROM orders o JOIN LATERAL (SELECT to_status FROM order_events e WHERE e.order_id = o.id ORDER BY e.id DESC LIMIT 1) last ON true
     WHERE last.to_status <> o.status`,
  ],
  ['an order has no history', 'SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id)'],
  ['a worker is hired twice', "SELECT labor_id AS id FROM orders WHERE status = 'Hired' GROUP BY labor_id HAVING count(*) > 1"],
  [
    "a hired order's worker is not In-Service",
    "SELECT o.id FROM orders o JOIN labors l ON l.id = o.labor_id WHERE o.status = 'Hired' AND l.status <> 'InService'",
  ],
  ['an approved order has no invoice', 'SELECT id FROM orders WHERE approved_at IS NOT NULL AND (invoice_number IS NULL OR total_fils IS NULL)'],
];

/** The order rules the data must keep whatever happened: answers the broken ones. */
export async function brokenInvariants(sql) {
  const broken = [];
  for (const [rule, text] of INVARIANTS) {
    const rows = await sql.query(text);
    if (rows.length > 0)
      broken.push(
        `${rule} (${rows
          .slice(0, 3)
          .map((row) => row.id)
          .join(', ')})`,
      );
  }
  return broken;
}

/** Tables whose primary key is compared between an index scan and a sequential scan. */
const SCANNED = [
  ['users', 'id'],
  ['orders', 'id'],
  ['order_events', 'id'],
  ['enquiries', 'id'],
  ['labors', 'id'],
  ['sessions', 'id'],
];

async function settings(sql, values) {
  for (const [name, value] of Object.entries(values)) await sql.query(`SET ${name} = ${value}`);
}

/** amcheck's bt_index_check (with heapallindexed) on every B-tree index, and scan comparisons. */
export async function brokenIndexes(sql) {
  const broken = [];
  await sql.query('CREATE EXTENSION IF NOT EXISTS amcheck');
  const indexes = await sql.query(
    `SELECT c.relname AS name FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
     WHERE am.amname = 'btree' AND c.relnamespace = 'public'::regnamespace AND i.indisvalid`,
  );
  for (const { name } of indexes) {
    try {
      await sql.query(`SELECT bt_index_check('public."${name}"'::regclass, true)`);
    } catch (error) {
      broken.push(`${name}: ${error.message}`);
    }
  }
  for (const [table, key] of SCANNED) {
    const count = `SELECT count(*)::int AS n, coalesce(sum(${key}), 0)::bigint AS s FROM ${table} WHERE ${key} >= 0`;
    await settings(sql, { enable_seqscan: 'off', enable_bitmapscan: 'off', enable_indexscan: 'on', enable_indexonlyscan: 'on' });
    const [byIndex] = await sql.query(count);
    await settings(sql, { enable_seqscan: 'on', enable_bitmapscan: 'off', enable_indexscan: 'off', enable_indexonlyscan: 'off' });
    const [bySeq] = await sql.query(count);
    await settings(sql, { enable_seqscan: 'on', enable_bitmapscan: 'on', enable_indexscan: 'on', enable_indexonlyscan: 'on' });
    if (byIndex.n !== bySeq.n || String(byIndex.s) !== String(bySeq.s)) broken.push(`${table}: index scan sees ${byIndex.n} rows, sequential scan ${bySeq.n}`);
  }
  return broken;
}

/**
 * Opens the database with the server stopped and reads everything back: answers found/missing
 * acknowledged writes and what is broken (invariants, indexes), or that it did not open.
 */
export async function readBack(target, acked) {
  let sql;
  try {
    sql = await openSql(target);
  } catch (error) {
    return { found: 0, missing: acked.map((write) => write.kind), broken: [`the database did not open: ${error.message}`] };
  }
  try {
    const { found, missing } = await findAcked(sql, acked);
    return { found, missing, broken: [...(await brokenInvariants(sql)), ...(await brokenIndexes(sql))] };
  } finally {
    await sql.close();
  }
}

/** The usual verdict: every acknowledged write found, nothing broken, plus the scenario's own problems. */
export function verdict({ acked, back, problems = [], errors = 0 }) {
  const reasons = [...problems];
  if (back && back.missing.length > 0) reasons.push(`${back.missing.length} acknowledged writes missing (${back.missing.slice(0, 2).join('; ')})`);
  if (back) reasons.push(...back.broken);
  return {
    acknowledged: acked.length,
    found: back ? back.found : null,
    errors,
    pass: reasons.length === 0,
    reason: reasons.length === 0 ? 'ok' : reasons.join('; '),
  };
}

/**
 * Gaps in the money documents' numbers (issue 31.2): invoices and credit notes (INV, CN), receipts
 * and refund vouchers (RCT, RFD) are numbered PREFIX-YEAR-NNNNNN, each series and year from 1 with
 * none skipped. Answers each series' count and the numbers missing in it.
 */
export async function documentNumberGaps(sql) {
  const rows = await sql.query('SELECT number FROM invoices UNION ALL SELECT document_number AS number FROM ledger_entries');
  const series = new Map();
  for (const { number } of rows) {
    const match = /^([A-Z]+)-(\d{4})-(\d+)$/.exec(number);
    const key = match ? `${match[1]}-${match[2]}` : 'unreadable';
    if (!series.has(key)) series.set(key, []);
    series.get(key).push(match ? Number(match[3]) : number);
  }
  const report = [];
  for (const [key, numbers] of series) {
    if (key === 'unreadable') {
      report.push({ series: key, count: numbers.length, missing: numbers.length, examples: numbers.slice(0, 3) });
      continue;
    }
    const present = new Set(numbers);
    const highest = Math.max(...numbers);
    const missing = [];
    for (let n = 1; n <= highest; n += 1) if (!present.has(n)) missing.push(n);
    report.push({
      series: key,
      count: numbers.length,
      highest,
      missing: missing.length,
      examples: missing.slice(0, 3),
      duplicates: numbers.length - present.size,
    });
  }
  return report;
}
