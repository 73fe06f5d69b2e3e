import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { readDatesAsTextOnce } from './pglite-parsers.js';
import { keepPlans } from './pglite-plans.js';
import { startPglite, type TPgliteOptions } from './pglite.js';
import * as schema from './schema/index.js';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabase = {
  db: TDb;
  driver: 'pglite' | 'postgres';
  /** Runs `work` while holding a cluster-wide lock, so several instances don't migrate or seed at once. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** PGlite only: the whole cluster as a tarball, to open copies of it (the tests' prepared database). */
  dump?(): Promise<Blob>;
};

type TOpenOptions = TPgliteOptions & { url?: string };

/** Opens PostgreSQL when a URL is given, otherwise PGlite. */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  return options.url ? openPostgres(options.url) : openPglite(options);
}

async function openPglite(options: TPgliteOptions): Promise<TDatabase> {
  const pglite = await startPglite(options);
  readDatesAsTextOnce(pglite.client);
  await keepPlans(pglite.client);
  const db = drizzlePglite(pglite.client, { schema }) as unknown as TDb;
  return {
    db,
    driver: 'pglite',
    withStartupLock: (work) => pglite.withoutWaitingForDisk(work),
    ping: () => pingWith(db),
    close: () => pglite.close(),
    dump: () => pglite.client.dumpDataDir('none'),
  };
}

const STARTUP_LOCK_KEY = 727_001;

const POOL_TIMEOUTS = {
  // While PostgreSQL is down, requests fail within seconds instead of queueing for a connection.
  connectionTimeoutMillis: 3_000,
  idleTimeoutMillis: 30_000,
  // A dead peer without a TCP reset (network cut) is noticed instead of hanging a request forever.
  keepAlive: true,
};

async function openPostgres(url: string): Promise<TDatabase> {
  // Loaded only here: an embedded-database start does not pay for the PostgreSQL driver.
  const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([import('pg'), import('drizzle-orm/node-postgres')]);
  const pool = new pg.Pool({ connectionString: url, max: 10, ...POOL_TIMEOUTS });
  // A connection dropped by the server (restart, failover) must not crash the process, idle or
  // in the middle of a transaction: its query fails (a 503), the pool replaces it, and the next
  // query reports any lasting problem.
  const onConnectionLost = (error: Error) => console.warn('PostgreSQL connection lost:', error.message);
  pool.on('error', onConnectionLost);
  pool.on('connect', (connection) => connection.on('error', onConnectionLost));
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

/** The handle inside `db.transaction(async (tx) => ...)`. */
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** What a read needs: the database or a transaction. */
export type TReader = Pick<TDb, 'select'>;
/** What a write needs: the database or a transaction. */
export type TWriter = Pick<TDb, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
