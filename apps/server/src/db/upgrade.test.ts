import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { openSession } from '../modules/auth/sessions.js';
import { notifyStaff } from '../modules/staff-notifications/raise.js';
import { adminHeaders, bearer, createTestApp, openTestDatabase } from '../test/test-app.js';
import type { TDatabase } from './client.js';
import { rowsOf } from './sql-helpers.js';
import { documentsApi, laborsApi, ordersApi, paymentsApi, processesApi, staffNotificationsApi, type TEndpoint, type TProcessSummary } from '@app/shared';
import { call, type TCallResult } from '../test/call.js';

/**
 * Installations made by earlier releases take this build: each snapshot in upgrade-snapshots/ is a
 * populated database as a release left it (demo data, a realistic volume of workers, clients and
 * orders at every step with their money; made by `npm run db:snapshot -- <commit>`). Restored into
 * a fresh database (PGlite, and PostgreSQL in the server-postgres project), it migrates to whatever
 * this build's last migration is, the server starts on it, nothing is lost or changed, and every
 * worker, order and document still reads through the API.
 */
const SNAPSHOTS = fileURLToPath(new URL('./upgrade-snapshots', import.meta.url));
const snapshots = fs
  .readdirSync(SNAPSHOTS)
  .filter((file) => file.endsWith('.sql.gz'))
  .sort();

/** pg_dump's plain SQL, run in one go; its session settings (an empty search_path) are reset after. */
async function restore(database: TDatabase, file: string) {
  const dump = zlib.gunzipSync(fs.readFileSync(path.join(SNAPSHOTS, file))).toString('utf8');
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.driver === 'pglite') {
    await (client as PGlite).exec(`${dump}\nRESET ALL;`);
  } else {
    const connection = await (client as pg.Pool).connect();
    try {
      await connection.query(dump);
    } finally {
      connection.release(true);
    }
  }
}

/** The agency's own records: not one more or less after an upgrade. */
const KEPT_AS_THEY_WERE = [
  'users',
  'labors',
  'labor_experiences',
  'labor_languages',
  'worker_documents',
  'orders',
  'order_events',
  'invoices',
  'ledger_entries',
  'placements',
  'placement_events',
  'payment_proofs',
  'enquiries',
  'applicants',
  'answer_submissions',
  'answers',
];

type TFigures = { rows: Record<string, number>; money: Record<string, string>; uncredited?: { n: number; fils: string } };

const MONEY = [
  ['orders invoiced', `SELECT coalesce(sum(total_fils), 0) FROM orders WHERE invoice_number IS NOT NULL`],
  ['orders paid', `SELECT coalesce(sum(total_fils), 0) FROM orders WHERE paid_at IS NOT NULL`],
  ['invoices', `SELECT coalesce(sum(total_fils), 0) FROM invoices WHERE kind = 'invoice'`],
  ['credit notes', `SELECT coalesce(sum(total_fils), 0) FROM invoices WHERE kind = 'creditNote'`],
  ['payments', `SELECT coalesce(sum(amount_fils), 0) FROM ledger_entries WHERE kind = 'payment'`],
  ['refunds', `SELECT coalesce(sum(amount_fils), 0) FROM ledger_entries WHERE kind = 'refund'`],
  ['monthly prices', `SELECT coalesce(sum(monthly_price_aed), 0) FROM placements`],
] as const;

/**
 * Invoices of canceled or rejected orders that no credit note (fully) reversed: earlier releases showed
 * them "void"; migration 0026 gives each the credit note it should have had, and no release after leaves one.
 */
const UNCREDITED_CLOSED_INVOICES = `SELECT count(*)::int AS n, coalesce(sum(left_fils), 0)::text AS fils FROM (
  SELECT i.total_fils - coalesce((SELECT sum(cn.total_fils) FROM invoices cn WHERE cn.original_invoice_id = i.id), 0) AS left_fils
  FROM invoices i JOIN orders o ON o.id = i.order_id WHERE i.kind = 'invoice' AND o.status IN ('Canceled', 'Rejected')) AS closed
  WHERE left_fils > 0`;

/** Every table's row count and the money the database holds, as far as the schema has the tables. */
async function figures(database: TDatabase): Promise<TFigures> {
  const tables = rowsOf<{ name: string }>(
    await database.db.execute(sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
  ).map((row) => row.name);
  const rows: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: number }>(await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${table}"`)));
    rows[table] = row!.n;
  }
  const money: Record<string, string> = {};
  for (const [name, query] of MONEY) {
    const table = /FROM (\w+)/.exec(query)![1]!;
    if (!tables.includes(table)) continue;
    const [row] = rowsOf<{ sum: string }>(await database.db.execute(sql.raw(`SELECT (${query})::text AS sum`)));
    money[name] = row!.sum;
  }
  const uncredited = tables.includes('invoices')
    ? rowsOf<{ n: number; fils: string }>(await database.db.execute(sql.raw(UNCREDITED_CLOSED_INVOICES)))[0]
    : undefined;
  return { rows, money, uncredited };
}

type TPagedList = typeof laborsApi.adminList | typeof ordersApi.adminList | typeof paymentsApi.invoices | typeof ordersApi.list | typeof processesApi.board;
/** Every row of a list, read page by page as the screens read it. */
const pages = async (app: TApp, headers: Record<string, string>, list: TPagedList, pageSize = 100) => {
  const items: Array<Record<string, unknown>> = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { status, data, response } = await call(app, list, { query: { pageNumber, pageSize }, headers });
    expect(status, `${list.path} page ${pageNumber}: ${response.body.slice(0, 300)}`).toBe(200);
    items.push(...data.items);
    if (data.items.length < pageSize) return items;
  }
};
/** Each call answers 200, or says which address did not. */
const expectAllRead = async (reads: Array<() => Promise<Pick<TCallResult<TEndpoint>, 'status' | 'response'>>>) => {
  for (const read of reads) {
    const { status, response } = await read();
    expect(status, `${response.raw.req.url}: ${response.body.slice(0, 300)}`).toBe(200);
  }
};

describe.each(snapshots)('an installation made by the release of %s', (file) => {
  let database: TDatabase & { url?: string };
  let before: TFigures;
  let app: TApp;
  let staff: Record<string, string>;

  beforeAll(async () => {
    database = await openTestDatabase();
    await restore(database, file);
    before = await figures(database);
    app = await createTestApp({ RATE_LIMIT_MAX: '100000' }, { database });
    staff = await adminHeaders(app);
  }, 60_000);
  afterAll(async () => app?.close());

  it('starts on this build with every row and every dirham it had', async () => {
    const [migrated] = rowsOf<{ n: number }>(await app.db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`));
    const journal = JSON.parse(fs.readFileSync(fileURLToPath(new URL('./migrations/meta/_journal.json', import.meta.url)), 'utf8')) as { entries: unknown[] };
    expect(migrated!.n).toBe(journal.entries.length);
    expect(before.rows.orders).toBeGreaterThan(1000);

    const after = await figures(database);
    // What the database had is all still there (tables that a migration fills from others aside):
    // a release may add to its own content (new pages, menus), never take from anything.
    for (const [table, count] of Object.entries(before.rows)) expect(after.rows[table], table).toBeGreaterThanOrEqual(count);
    const owed = before.uncredited ?? { n: 0, fils: '0' };
    const creditNotesOwed: Record<string, number> = { invoices: owed.n };
    for (const table of KEPT_AS_THEY_WERE.filter((name) => name in before.rows))
      expect(after.rows[table], table).toBe(before.rows[table]! + (creditNotesOwed[table] ?? 0));
    for (const [name, sum] of Object.entries(before.money))
      expect(after.money[name], name).toBe(name === 'credit notes' ? String(BigInt(sum) + BigInt(owed.fils)) : sum);
    expect(after.uncredited).toEqual({ n: 0, fils: '0' });
    // Money kept on the order by the releases before invoices were rows became those rows.
    if (!('invoices' in before.money)) {
      expect(after.money.invoices).toBe(before.money['orders invoiced']);
      expect(after.money.payments).toBe(before.money['orders paid']);
      // and each delivered order a placement: the latest of a worker delivered twice active, the earlier ended.
      const [delivered] = rowsOf<{ orders: number; workers: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS orders, count(DISTINCT labor_id)::int AS workers FROM orders WHERE status = 'Delivered'`),
      );
      expect(delivered!.workers).toBeLessThan(delivered!.orders);
      const [placed] = rowsOf<{ all: number; active: number }>(
        await database.db.execute(sql`SELECT count(*)::int AS all, (count(*) FILTER (WHERE status = 'active'))::int AS active FROM placements`),
      );
      expect(placed).toEqual({ all: delivered!.orders, active: delivered!.workers });
    }
  });

  it('shows staff every worker, order, invoice and document', async () => {
    const workers = await pages(app, staff, laborsApi.adminList);
    expect(workers).toHaveLength(before.rows.labors!);
    const orders = await pages(app, staff, ordersApi.adminList);
    expect(orders).toHaveLength(before.rows.orders!);
    const invoices = await pages(app, staff, paymentsApi.invoices);
    expect(invoices.length).toBeGreaterThan(100);

    // One of each kind read in full (every row of a kind has the same shape): each status and package of order, each worker status.
    const sample = <T extends Record<string, unknown>>(items: T[], key: (item: T) => string) => [...new Map(items.map((item) => [key(item), item])).values()];
    for (const order of sample(orders, (order) => `${String(order.status)} ${String(order.packageKind)} ${String(order.number).slice(0, 2)}`)) {
      const params = { id: order.id };
      await expectAllRead([
        () => call(app, ordersApi.adminGet, { params, headers: staff }),
        () => call(app, paymentsApi.adminOrderFinance, { params, headers: staff }),
      ]);
    }
    // and each kind of document on the workers who have them.
    const documented = rowsOf<{ id: number }>(
      await app.db.execute(sql`SELECT DISTINCT ON (kind) labor_id AS id FROM worker_documents ORDER BY kind, labor_id`),
    );
    for (const worker of [...sample(workers, (worker) => `${String(worker.status)} ${String(worker.isActive)}`), ...documented]) {
      const params = { id: worker.id };
      await expectAllRead([() => call(app, laborsApi.adminGet, { params, headers: staff }), () => call(app, documentsApi.list, { params, headers: staff })]);
    }
  });

  it('gives each order Hired before the visa process its process, on the board with its current step', async () => {
    const hired = rowsOf<{ id: number }>(await app.db.execute(sql`SELECT id FROM orders WHERE status = 'Hired'`));
    expect(hired.length).toBeGreaterThan(0);
    const board = (await pages(app, staff, processesApi.board)) as unknown as TProcessSummary[];
    // Migration 0032 starts them at their first step; a release after it had moved its own on.
    const startedByTheMigration = Number(file.slice(0, 4)) < 32;
    const unfinished = startedByTheMigration ? 'todo' : expect.stringMatching(/^(todo|booked|blocked)$/);
    for (const order of hired) {
      const line = board.find((item) => item.order?.id === order.id);
      expect(line, `order ${order.id}`).toMatchObject({ status: 'running', currentStep: expect.objectContaining({ state: unfinished }) });
    }
  });

  it("tells staff of a family's paper on a process it had (migration 0034), on the bell with its order", async () => {
    const [process] = rowsOf<{ id: number; number: string }>(
      await app.db.execute(sql`SELECT p.id, o.number FROM visa_processes p JOIN orders o ON o.id = p.order_id ORDER BY p.id LIMIT 1`),
    );
    expect(process).toBeDefined();
    await app.db.transaction((tx) => notifyStaff(tx, 'familyPaper', process!.id));
    const bell = await call(app, staffNotificationsApi.list, { query: { pageSize: 5 }, headers: staff });
    expect(bell.status).toBe(200);
    const line = bell.data.items.find((item) => item.kind === 'familyPaper');
    expect(line).toMatchObject({ entityId: process!.id });
    expect(line!.summary.en).toContain(process!.number);
  });

  it("shows each client her own orders and their invoices, and no one else's", async () => {
    const owners = rowsOf<{ client: number; orders: number; one: number }>(
      await app.db.execute(sql`SELECT client_id AS client, count(*)::int AS orders, min(id) AS one FROM orders GROUP BY client_id ORDER BY client_id`),
    );
    for (const owner of owners.filter((_, index) => index % 40 === 0 || index < 5)) {
      const headers = bearer((await openSession(app.db, owner.client, app.clock())).token);
      const mine = await pages(app, headers, ordersApi.list, 100);
      expect(mine).toHaveLength(owner.orders);
      const params = { id: owner.one };
      await expectAllRead([() => call(app, ordersApi.get, { params, headers }), () => call(app, paymentsApi.orderFinance, { params, headers })]);
      const other = owners.find((candidate) => candidate.client !== owner.client)!;
      expect((await call(app, ordersApi.get, { params: { id: other.one }, headers })).status).toBe(404);
    }
  });
});
