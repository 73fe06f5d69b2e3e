import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { rowsOf } from './sql-helpers.js';
import type { TDatabase } from './client.js';
import { DatabaseStartupError } from './startup-error.js';

/** Next to this file in the source tree, next to main.js in the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies the migrations this build ships that the database has not had yet, each in a transaction
 * of its own, recorded in drizzle.__drizzle_migrations exactly as drizzle's migrator records them
 * (the file's sha256 and its journal time), so databases migrated by either agree.
 *
 * Not drizzle's migrator: it runs every pending migration in one transaction, so an installation
 * several releases behind upgrades in one go, and a row a migration updates queues the deferred
 * triggers of an earlier one (0013's workers_versioned) until the end of that transaction, where
 * a later CREATE INDEX or ALTER TABLE on the same table then fails ("pending trigger events").
 * Here each migration starts with SET CONSTRAINTS ALL IMMEDIATE, so such triggers fire at the end
 * of each statement and nothing is pending when the DDL runs, and a failure rolls back only the
 * migration that failed (the ones before it stay applied).
 */
export async function applyMigrations(database: TDatabase, options: { onApplied?: (tag: string, ms: number) => void } = {}): Promise<void> {
  await refuseNewerSchema(database);
  const { db } = database;
  await db.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
  const tags = journalEntries().map((entry) => entry.tag);
  for (const [index, migration] of readMigrationFiles({ migrationsFolder }).entries()) {
    const started = Date.now();
    let applied = false;
    await db.transaction(async (tx) => {
      // Two PostgreSQL instances starting together: the second waits here, then sees it applied.
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      const [last] = rowsOf<{ created_at: string | null }>(await tx.execute(sql`SELECT max(created_at) AS created_at FROM drizzle.__drizzle_migrations`));
      // Drizzle's rule: a migration is pending when its journal time is after the last one applied.
      if (last?.created_at != null && Number(last.created_at) >= migration.folderMillis) return;
      await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`);
      applied = true;
    });
    if (applied) options.onApplied?.(tags[index] ?? String(migration.folderMillis), Date.now() - started);
  }
}

/** Not the app's startup lock (withStartupLock): this one is taken inside each migration's transaction. */
const MIGRATION_LOCK_KEY = 727_031;

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

function journalEntries(): { when: number; tag: string }[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number; tag: string }[] }).entries;
}

function shippedMigrationTimes(): number[] {
  return journalEntries().map((entry) => entry.when);
}

/** Each applied migration's journal time, as drizzle records it; none on a new database. */
async function appliedMigrationTimes(database: TDatabase): Promise<number[]> {
  const [table] = rowsOf<{ present: boolean }>(await database.db.execute(sql`SELECT to_regclass('drizzle.__drizzle_migrations') IS NOT NULL AS present`));
  if (!table?.present) return [];
  const rows = rowsOf<{ created_at: string }>(await database.db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`));
  return rows.map((row) => Number(row.created_at));
}

/** Both drivers answer raw SQL with `{ rows }`. */
