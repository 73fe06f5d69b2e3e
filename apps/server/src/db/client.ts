import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import * as schema from './schema/index.js';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabase = {
  db: TDb;
  driver: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so several instances don't migrate or seed at once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
};

type TOpenOptions = {
  url?: string;
  /** PGlite's folder; null keeps the database in memory. */
  dataDir: string | null;
  /** A PGlite data-dir dump to start from instead of running initdb (tests use it to start fast). */
  template?: Blob;
};

/** Opens PostgreSQL when a URL is given, otherwise PGlite. */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  return options.url ? openPostgres(options.url) : openPglite(options.dataDir, options.template);
}

const PGLITE_SHARED_BUFFERS = '32MB';

async function openPglite(dataDir: string | null, template?: Blob): Promise<TDatabase> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of ILIKE searches (migration 0006); PostgreSQL ships it too.
  const client = new PGlite({
    dataDir: dataDir ?? undefined,
    loadDataDir: template,
    extensions: { pg_trgm },
    // The buffer cache lives in this process's memory (PostgreSQL's default is 128 MB); the
    // operating system's file cache still holds the rest of the data.
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as TDb;
  return {
    db,
    driver: 'pglite',
    withStartupLock: (work) => work(),
    ping: () => pingWith(db),
    close: () => client.close(),
  };
}

const STARTUP_LOCK_KEY = 727_001;

async function openPostgres(url: string): Promise<TDatabase> {
  // Loaded only here: an embedded-database start does not pay for the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection dropped by the server (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as TDb;
  return {
    db,
    driver: 'postgres',
    async withStartupLock(work) {
      const connection = await pool.connect();
      try {
        await connection.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await connection.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        connection.release();
      }
    },
    ping: () => pingWith(db),
    close: () => pool.end(),
  };
}

async function pingWith(db: TDb): Promise<boolean> {
  try {
    await db.execute(sql`SELECT 1`);
    return true;
  } catch {
    return false;
  }
}
