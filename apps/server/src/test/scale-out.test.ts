import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../app-type.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { openTestDatabase, tempDir } from './test-app.js';
import { contentApi } from '@app/shared';
import { call } from './call.js';

/**
 * Several instances on one PostgreSQL and one Redis, as the README's scale-out setup runs them.
 * Runs in the server-postgres project only (TEST_DATABASE_URL set); Redis defaults to the local one.
 */
describe('scale-out: two instances, one PostgreSQL, one Redis', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let instances: TApp[];

  beforeAll(async () => {
    const database = await openTestDatabase();
    const secondConnection = await openDatabase({ url: database.url, dataDir: null });
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: tempDir('scale-out'),
      RATE_LIMIT_MAX: '4',
      REDIS_URL: redisUrl,
    });
    // Both start at once on the same empty database: the startup lock lets one migrate and seed.
    instances = await Promise.all([buildApp(config, { database: secondConnection }), buildApp(config, { database })]);
  });
  afterAll(async () => {
    // The instance on the owning connection goes last: closing it drops the database.
    for (const app of instances) await app.close();
  });

  it('migrates and seeds once however many instances start together', async () => {
    const [first, second] = instances as [TApp, TApp];
    const menuOf = async (app: TApp) => (await call(app, contentApi.menu, { body: { typeId: 8 } })).data;
    expect(await menuOf(first)).toHaveLength(7);
    expect(await menuOf(second)).toEqual(await menuOf(first));
  });

  it('shares rate-limit counters between instances through Redis', async () => {
    const [first, second] = instances as [TApp, TApp];
    const client = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const ask = (app: TApp) => call(app, contentApi.contactInfo, { remoteAddress: client });
    const statuses = [];
    for (const app of [first, second, first, second, first, second]) statuses.push((await ask(app)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
