import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { arabic, createTestApp } from '../test/test-app.js';
import { openDatabase } from './client.js';
import { canRunThrowawayPostgres, startThrowawayPostgres } from './test-postgres.js';
import { isDatabaseUnavailable } from './unavailable.js';
import { rowsOf } from './sql-helpers.js';
import { enquiriesApi, healthApi } from '@app/shared';
import { call } from '../test/call.js';

const PORT = 3510 + Math.floor(Math.random() * 10);

describe.runIf(canRunThrowawayPostgres())('PostgreSQL restarting under the app', () => {
  let postgres: ReturnType<typeof startThrowawayPostgres>;
  let app: TApp;

  beforeAll(async () => {
    postgres = startThrowawayPostgres(PORT);
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', DATABASE_URL: postgres.url }, { database: await openDatabase({ url: postgres.url, dataDir: null }) });
  });

  afterAll(async () => {
    await app?.close();
    postgres?.destroy();
  });

  let visitor = 0;
  // Each from an address of its own: enquiries are limited per address.
  const enquire = (name: string, headers = {}) =>
    call(app, enquiriesApi.send, {
      body: { name, phoneNumber: '551234567', message: 'Call me' },
      headers,
      remoteAddress: `10.0.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`,
    });

  it('answers a localised 503 while it is down, loses no acknowledged write, and recovers by itself', async () => {
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let writing = true;
    const load = (async () => {
      for (let n = 0; writing; n++) {
        const response = await enquire(`load ${n}`);
        statuses.push(response.status);
        if (response.status === 201) acknowledged.push(`load ${n}`);
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 300));
    postgres.restart();
    postgres.stop();

    const whileDown = await enquire('while down', arabic);
    expect(whileDown.status).toBe(503);
    expect(whileDown.message).toBe('قاعدة البيانات غير متاحة');
    expect((await call(app, healthApi.get)).status).toBe(503);

    postgres.start();
    writing = false;
    await load;
    expect((await enquire('after')).status).toBe(201);
    expect(statuses.every((status) => status === 201 || status === 503)).toBe(true);
    const rows = rowsOf<{ name: string }>(await app.db.execute('SELECT name FROM enquiries'));
    const stored = new Set(rows.map((row) => row.name));
    expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
    expect(stored.has('after')).toBe(true);
  });

  it('survives a connection killed in the middle of a transaction', async () => {
    const database = await openDatabase({ url: postgres.url, dataDir: null });
    try {
      const failure = await database.db
        .transaction(async (tx) => {
          await tx.execute('SELECT 1');
          await app.db.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'");
          await tx.execute('SELECT 1');
        })
        .catch((error: unknown) => error);
      expect(isDatabaseUnavailable(failure)).toBe(true);
      expect(await database.ping()).toBe(true);
    } finally {
      await database.close();
    }
  });
});
