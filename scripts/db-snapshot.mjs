// `npm run db:snapshot -- <commit> [--orders N] [--workers N] [--clients N] [--out file]`
//
// A populated database as the release at <commit> leaves it, for the upgrade test
// (apps/server/src/db/upgrade.test.ts): the commit's sources are unpacked into .cache/release-<commit>
// (git archive, then npm ci; kept for the next run), its own migrations and seed fill an empty
// PostgreSQL database (demo data and all), its own bulk generator adds a realistic volume of
// clients, workers and orders, and pg_dump writes the result as plain SQL (no COPY, so PGlite can
// run it too), gzip'd, to apps/server/src/db/upgrade-snapshots/<n>-<commit>.sql.gz by default.
//
// Needs PostgreSQL (SNAPSHOT_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres: a
// database is created and dropped next to it) and its pg_dump (PG_DUMP, or found in
// /usr/lib/postgresql/*/bin). With --orders 100000 and --out elsewhere it makes the large database
// the upgrade time in docs/reliability.md is measured on (not committed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import pg from 'pg';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SNAPSHOTS = path.join(ROOT, 'apps/server/src/db/upgrade-snapshots');

function option(name, fallback) {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : fallback;
}

const commit = process.argv.slice(2).find((arg, index, args) => !arg.startsWith('--') && !args[index - 1]?.startsWith('--'));
if (!commit) {
  console.error('usage: npm run db:snapshot -- <commit> [--orders N] [--workers N] [--clients N] [--out file.sql.gz]');
  process.exit(2);
}
const sha = execFileSync('git', ['rev-parse', '--short=7', `${commit}^{commit}`], { cwd: ROOT, encoding: 'utf8' }).trim();
const volume = { orders: Number(option('orders', 1500)), workers: Number(option('workers', 500)), clients: Number(option('clients', 300)) };
const adminUrl = process.env.SNAPSHOT_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const run = (command, args, cwd, env = {}) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env }, maxBuffer: 1024 * 1024 * 1024 });

/** The commit's sources with their dependencies, made once (no build: tsx runs the server's sources). */
function release() {
  const dir = path.join(ROOT, '.cache', `release-${sha}`);
  if (fs.existsSync(path.join(dir, 'node_modules/.bin/tsx'))) return dir;
  console.log(`unpacking ${sha} into ${path.relative(ROOT, dir)} and installing its dependencies`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  execFileSync('bash', ['-c', `git archive ${sha} | tar -x -C "${dir}"`], { cwd: ROOT, stdio: 'inherit' });
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts'], dir);
  return dir;
}

/**
 * Runs inside the release, with its own code: what the server does on a first start with
 * SEED_DEMO=true, then the bench's bulk rows. Only functions every release since 940602c has.
 */
const FILL = `
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { addClientsInBulk, addOrdersInBulk, addWorkersInBulk } from './db/seed/volume.js';
import { createUploadStore } from './storage/uploads.js';
import { hashPassword } from './modules/auth/credentials.js';

const uploads = fs.mkdtempSync(path.join(os.tmpdir(), 'snapshot-uploads-'));
const database = await openDatabase({ url: process.env.SNAPSHOT_URL, dataDir: null });
await applyMigrations(database);
await seedDatabase(database.db, {
  admin: { userName: 'admin', password: 'snapshot-admin-password-1' },
  demo: true,
  uploads: createUploadStore(uploads),
});
await addWorkersInBulk(database.db, Number(process.env.SNAPSHOT_WORKERS));
await addClientsInBulk(database.db, Number(process.env.SNAPSHOT_CLIENTS), await hashPassword('snapshot-client-password-1'));
await addOrdersInBulk(database.db, Number(process.env.SNAPSHOT_ORDERS));
for (const statement of JSON.parse(process.env.SNAPSHOT_LIFECYCLE)) await database.db.execute(sql.raw(statement));
await database.close();
fs.rmSync(uploads, { recursive: true, force: true });
`;

/**
 * Fewer workers than delivered orders: some were delivered twice (placed again after a contract
 * ended), as years of business have it. The bench's orders are all closed and carry no money: some become open (requested, in progress)
 * and the delivered ones (and half of those in progress) get their invoice and payment, as the
 * release keeps them: on the order itself before migration 0015, as invoices, ledger entries and
 * placements after it, where a few cancelled ones also get a credit note and a refund. Their
 * numbers start at 500001: from migration 0026 the release numbers its own documents by a counter,
 * not by these sequences, so the demo's documents already hold the first numbers.
 */
const LIFECYCLE = [
  `UPDATE orders SET status = CASE WHEN id % 20 = 1 THEN 'Pending' ELSE 'InProgress' END
     WHERE number LIKE 'SB-%' AND id % 20 IN (1, 2, 3)`,
  `DELETE FROM order_events e USING orders o WHERE e.order_id = o.id AND o.number LIKE 'SB-%'
     AND o.status IN ('Pending', 'InProgress') AND e.from_status IS NOT NULL`,
  `DO $$ BEGIN
     IF to_regclass('public.invoices') IS NULL THEN
       UPDATE orders SET
         invoice_number = 'INV-' || extract(year FROM created_at)::int || '-' || lpad(nextval('invoice_number_seq')::text, 6, '0'),
         invoice_issued_at = created_at + interval '1 day',
         subtotal_fils = price_aed * 100 * coalesce(months, 1), vat_fils = price_aed * 5 * coalesce(months, 1),
         total_fils = price_aed * 105 * coalesce(months, 1),
         payment_method = CASE WHEN id % 2 = 0 THEN 'bankTransfer' ELSE 'cash' END,
         payment_reference = CASE WHEN id % 2 = 0 THEN 'TRF' || id ELSE NULL END,
         paid_at = created_at + interval '2 days'
       WHERE number LIKE 'SB-%' AND (status = 'Delivered' OR id % 20 = 3);
     ELSE
       INSERT INTO invoices (number, kind, order_id, issued_at, months, subtotal_fils, vat_fils, total_fils)
         SELECT 'INV-' || extract(year FROM created_at)::int || '-' || lpad((500000 + nextval('invoice_number_seq'))::text, 6, '0'), 'invoice', id,
           created_at + interval '1 day', months, price_aed * 100 * coalesce(months, 1), price_aed * 5 * coalesce(months, 1),
           price_aed * 105 * coalesce(months, 1)
         FROM orders WHERE number LIKE 'SB-%' AND (status = 'Delivered' OR id % 20 = 3 OR (status = 'Canceled' AND id % 40 = 13));
       INSERT INTO ledger_entries (invoice_id, kind, amount_fils, method, reference, received_on, document_number, recorded_at)
         SELECT i.id, 'payment', i.total_fils, CASE WHEN i.id % 2 = 0 THEN 'bankTransfer' ELSE 'cash' END, '', (i.issued_at + interval '1 day')::date,
           'RCT-' || extract(year FROM i.issued_at)::int || '-' || lpad((500000 + nextval('receipt_number_seq'))::text, 6, '0'), i.issued_at + interval '1 day'
         FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number LIKE 'SB-%';
       INSERT INTO invoices (number, kind, order_id, original_invoice_id, issued_at, reason, subtotal_fils, vat_fils, total_fils)
         SELECT 'CN-' || extract(year FROM i.issued_at)::int || '-' || lpad((500000 + nextval('credit_note_number_seq'))::text, 6, '0'), 'creditNote', i.order_id, i.id,
           i.issued_at + interval '3 days', 'Order canceled', i.subtotal_fils, i.vat_fils, i.total_fils
         FROM invoices i JOIN orders o ON o.id = i.order_id WHERE o.number LIKE 'SB-%' AND o.status = 'Canceled';
       INSERT INTO ledger_entries (invoice_id, kind, amount_fils, method, reference, received_on, document_number, credit_note_id, recorded_at)
         SELECT c.original_invoice_id, 'refund', -c.total_fils, 'bankTransfer', '', (c.issued_at + interval '1 day')::date,
           'RFD-' || extract(year FROM c.issued_at)::int || '-' || lpad((500000 + nextval('refund_number_seq'))::text, 6, '0'), c.id, c.issued_at + interval '1 day'
         FROM invoices c JOIN orders o ON o.id = c.order_id WHERE o.number LIKE 'SB-%' AND c.kind = 'creditNote';
       INSERT INTO placements (order_id, labor_id, client_id, package_kind, start_date, probation_end, contract_end, paid_until, monthly_price_aed)
         SELECT DISTINCT ON (o.labor_id) o.id, o.labor_id, o.client_id, o.package_kind, (o.created_at + interval '3 days')::date,
           CASE WHEN o.package_kind = 'Main' THEN (o.created_at + interval '3 days 6 months')::date END,
           CASE WHEN o.package_kind = 'Main' THEN (o.created_at + interval '3 days 24 months')::date END,
           CASE WHEN o.package_kind = 'Monthly' THEN (o.created_at + interval '3 days' + make_interval(months => coalesce(o.months, 1)))::date END,
           CASE WHEN o.package_kind = 'Monthly' THEN o.price_aed END
         FROM orders o WHERE o.number LIKE 'SB-%' AND o.status = 'Delivered'
           AND NOT EXISTS (SELECT 1 FROM placements p WHERE p.labor_id = o.labor_id AND p.status = 'active')
         ORDER BY o.labor_id, o.created_at DESC;
     END IF;
   END $$`,
  'ANALYZE',
];

function pgDump() {
  if (process.env.PG_DUMP) return process.env.PG_DUMP;
  const versions = fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => `/usr/lib/postgresql/${version}/bin/pg_dump`).find((file) => fs.existsSync(file));
  return found ?? 'pg_dump';
}

/** pg_dump's plain SQL without psql's meta-commands (\restrict ...), which neither PGlite nor a driver runs. */
const withoutMetaCommands = (dump) =>
  dump
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');

async function main() {
  const dir = release();
  const name = `snapshot_${sha}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    const fill = path.join(dir, 'apps/server/src/snapshot-fill.ts');
    fs.writeFileSync(fill, FILL);
    const started = Date.now();
    run(path.join(dir, 'node_modules/.bin/tsx'), [fill], path.join(dir, 'apps/server'), {
      SNAPSHOT_URL: url.toString(),
      SNAPSHOT_ORDERS: String(volume.orders),
      SNAPSHOT_WORKERS: String(volume.workers),
      SNAPSHOT_CLIENTS: String(volume.clients),
      SNAPSHOT_LIFECYCLE: JSON.stringify(LIFECYCLE),
    });
    console.log(`filled by ${sha} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const dump = run(pgDump(), ['--inserts', '--rows-per-insert=200', '--no-owner', '--no-privileges', '--no-comments', url.toString()], dir).toString('utf8');
    const journal = JSON.parse(fs.readFileSync(path.join(dir, 'apps/server/src/db/migrations/meta/_journal.json'), 'utf8'));
    const last = String(journal.entries.length - 1).padStart(4, '0');
    const out = option('out', path.join(SNAPSHOTS, `${last}-${sha}.sql.gz`));
    fs.mkdirSync(path.dirname(out), { recursive: true });
    const header = `-- Made by \`npm run db:snapshot -- ${sha}\` (schema up to migration ${last}): demo data, ${volume.workers} more workers, ${volume.clients} more clients, ${volume.orders} more orders.\n`;
    fs.writeFileSync(out, zlib.gzipSync(header + withoutMetaCommands(dump), { level: 9 }));
    console.log(`wrote ${path.relative(ROOT, out)} (${(fs.statSync(out).size / 1024).toFixed(0)} KB)`);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
