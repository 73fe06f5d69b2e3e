import { fileURLToPath } from 'node:url';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TDatabase } from './client.js';

/** Next to this file in the source tree, next to main.js in the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function applyMigrations(database: TDatabase): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePostgres(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
