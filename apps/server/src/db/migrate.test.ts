import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-app.js';
import { applyMigrations } from './migrate.js';
import { rowsOf } from './sql-helpers.js';
import { DatabaseStartupError } from './startup-error.js';

describe('migrations', () => {
  const opened = openTestDatabase();
  afterAll(async () => (await opened).close());

  it("records each migration as drizzle records it (its file's hash and journal time), once", async () => {
    const database = await opened;
    await applyMigrations(database);
    await applyMigrations(database);
    const recorded = rowsOf<{ hash: string; created_at: string }>(
      await database.db.execute(sql`SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY id`),
    );
    const shipped = readMigrationFiles({ migrationsFolder: fileURLToPath(new URL('./migrations', import.meta.url)) });
    expect(recorded.map((row) => [row.hash, Number(row.created_at)])).toEqual(shipped.map((migration) => [migration.hash, migration.folderMillis]));
  });

  it('refuses a database that a newer release has migrated, on either database', async () => {
    const database = await opened;
    await applyMigrations(database);
    await applyMigrations(database);
    await database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-release', 4102444800000)`);

    const refusal = await applyMigrations(database).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DatabaseStartupError);
    expect((refusal as Error).message).toMatch(
      /^The database schema is newer than this build \((\d+) migrations applied vs (\d+) known\): run the newer release\.$/,
    );
  });
});
