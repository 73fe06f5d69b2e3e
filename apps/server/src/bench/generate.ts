import fs from 'node:fs';
import path from 'node:path';
import { count, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { applyMigrations } from '../db/migrate.js';
import { labors, orders, users, visaProcesses } from '../db/schema/index.js';
import { seedDatabase } from '../db/seed/index.js';
import { portraitImage, seedPalette } from '../db/seed/images.js';
import { addClientsInBulk, addOrdersInBulk, addProcessesInBulk, addWorkersInBulk, shareWorkerPortraits } from '../db/seed/volume.js';
import { createUploadStore } from '../storage/uploads.js';
import { hashPassword, identityKey } from '../modules/auth/credentials.js';
import { foldCountChanges } from '../modules/orders/totals.js';

/** The bench's volume; `npm run bench -- --smoke` (.ci/run) asks for a small one through BENCH_CLIENTS / BENCH_ORDERS. */
const CLIENTS = Number(process.env.BENCH_CLIENTS) || 50_000;
const ORDERS = Number(process.env.BENCH_ORDERS) || 200_000;
/** Running visa processes on the board (issue 34's budget: 2,000). */
const PROCESSES = 2_000;

const PORTRAITS = 6;

const uploadDir = path.join(process.env.DATA_DIR ?? 'data', 'uploads');

/** A few real portraits in the bench server's upload folder, so worker pages load their photo. */
async function benchPortraits() {
  const uploads = createUploadStore(uploadDir);
  return Promise.all(seedPalette.slice(0, PORTRAITS).map(async (colour) => uploads.saveImage(await portraitImage(colour))));
}

/**
 * `npm run bench`'s data: fills its database (BENCH_DATABASE_URL, or PGlite in BENCH_DATA_DIR) with
 * `--scale` workers, 50,000 clients and 200,000 orders with their history, and 2,000 running visa processes. What is already there is
 * kept, so a second run starts at once. The admin comes from ADMIN_USERNAME / ADMIN_PASSWORD, with
 * BENCH_ADMIN_TOTP_SECRET as the key of its two-step sign-in; every
 * client (user name like fatima.alhashmi{n}, e-mail bench-client-{n}@example.com) has the password
 * BENCH_CLIENT_PASSWORD.
 */
async function main() {
  const scale = Number(process.argv[process.argv.indexOf('--scale') + 1]) || 10_000;
  const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL, dataDir: process.env.BENCH_DATA_DIR ?? null });
  const { db } = database;
  await applyMigrations(database);
  await seedDatabase(db, { admin: { userName: process.env.ADMIN_USERNAME, password: process.env.ADMIN_PASSWORD } });
  // The admin past the first sign-in (own password, two-step sign-in on with the bench's key), as an
  // agency's is: with the first password every back-office call is refused until it is changed.
  if (process.env.ADMIN_USERNAME && process.env.BENCH_ADMIN_TOTP_SECRET) {
    await db
      .update(users)
      .set({ mustChangePassword: false, totpSecret: process.env.BENCH_ADMIN_TOTP_SECRET, totpEnabledAt: new Date() })
      .where(eq(users.userNameKey, identityKey(process.env.ADMIN_USERNAME)));
  }
  const workers = (await db.select({ value: count() }).from(labors))[0]!.value;
  if (workers < scale) await addWorkersInBulk(db, scale - workers);
  const clients = (await db.select({ value: count() }).from(users).where(eq(users.role, 'client')))[0]!.value;
  if (clients === 0) await addClientsInBulk(db, CLIENTS, await hashPassword(process.env.BENCH_CLIENT_PASSWORD ?? 'bench-client-password-1'));
  if ((await db.select({ value: count() }).from(orders))[0]!.value === 0) await addOrdersInBulk(db, ORDERS);
  const running = (await db.select({ value: count() }).from(visaProcesses).where(eq(visaProcesses.status, 'running')))[0]!.value;
  if (running < PROCESSES) await addProcessesInBulk(db, PROCESSES - running);
  // The 200,000 orders' +1 rows, folded into the kept totals now rather than by the first list read.
  await foldCountChanges(db);
  const [first] = await db.select({ photo: labors.photo }).from(labors).limit(1);
  if (first && !fs.existsSync(path.join(uploadDir, first.photo))) await shareWorkerPortraits(db, await benchPortraits());
  // What autovacuum would have done to years of data by now (PGlite runs none): hint bits and
  // visibility maps set, so neither the first start nor the first queries pay for it.
  await db.execute(sql`VACUUM (ANALYZE)`);
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
