import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { rowsOf } from './sql-helpers.js';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TDatabase } from './client.js';
import { DatabaseStartupError } from './startup-error.js';

/** Next to this file in the source tree, next to main.js in the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function applyMigrations(database: TDatabase): Promise<void> {
  await refuseNewerSchema(database);
  // Each driver's migrator is loaded only when that driver is in use.
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/**
 * Drizzle skips what it has already applied and says nothing about migrations it has never heard
 * of: an older build on a newer database would start and then fail request by request.
 */
async function refuseNewerSchema(database: TDatabase) {
  const shipped = shippedMigrationTimes();
  const applied = await appliedMigrationTimes(database);
  const latestShipped = Math.max(...shipped);
  const unknown = applied.filter((time) => time > latestShipped);
  if (unknown.length > 0) {
    throw new DatabaseStartupError(
      `The database schema is newer than this build (${applied.length} migrations applied vs ${shipped.length} known): run the newer release.`,
    );
  }
}

function shippedMigrationTimes(): number[] {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return journal.entries.map((entry) => entry.when);
}

/** Each applied migration's journal time, as drizzle records it; none on a new database. */
async function appliedMigrationTimes(database: TDatabase): Promise<number[]> {
  const [table] = rowsOf<{ present: boolean }>(await database.db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`));
  if (!table?.present) return [];
  const rows = rowsOf<{ created_at: string }>(await database.db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`));
  return rows.map((row) => Number(row.created_at));
}

/** Both drivers answer raw SQL with `{ rows }`. */
