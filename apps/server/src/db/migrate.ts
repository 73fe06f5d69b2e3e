import { fileURLToPath } from 'node:url';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { TDatabase } from './client.js';

/** Next to this file in the source tree, next to main.js in the build. */
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function applyMigrations(database: TDatabase): Promise<void> {
  // Each driver's migrator is loaded only when that driver is in use.
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}
