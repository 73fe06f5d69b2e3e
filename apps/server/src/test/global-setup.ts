import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type TDatabase } from '../db/client.js';
import { applyMigrations } from '../db/migrate.js';
import { startPglite } from '../db/pglite.js';
import { seedDatabase } from '../db/seed/index.js';
import { enrolTestAdmin, TEST_ADMIN, tempDir } from './test-app.js';

/**
 * Migrated and seeded as every test app starts (reference lists, menus, content, the test admin
 * past its first sign-in: own password, second factor on), without demo data.
 */
async function prepare(database: TDatabase) {
  await applyMigrations(database);
  await seedDatabase(database.db, { admin: TEST_ADMIN });
  await enrolTestAdmin(database.db);
}

/**
 * Starting a database is the dear part of a test file: PGlite runs initdb (seconds), then the
 * migrations and the seed, with an argon2 hash for the admin. Both are done once here: an empty
 * cluster (for the tests of migrating and seeding) and a prepared one that each test app opens a
 * copy of. On PostgreSQL the prepared database is a template that `CREATE DATABASE` copies.
 *
 * Vitest runs this once per server project, in its own process, where the project's `env` is not
 * set: the project's database is read from its config. The PGlite projects (the main one and the
 * time-zone ones) share what the first made: its files are read through the environment, which
 * the workers of every project inherit.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return preparePostgresTemplate();
  if (process.env.TEST_PGLITE_PREPARED && fs.existsSync(process.env.TEST_PGLITE_PREPARED)) return;
  const folder = tempDir('pglite-template');
  const empty = new PGlite();
  await empty.waitReady;
  const emptyDump = await empty.dumpDataDir('none');
  await empty.close();
  const emptyFile = path.join(folder, 'template.tar');
  fs.writeFileSync(emptyFile, Buffer.from(await emptyDump.arrayBuffer()));

  const prepared = await openDatabase({ dataDir: null, template: new Blob([fs.readFileSync(emptyFile)]) });
  await prepare(prepared);
  const preparedDump = await prepared.dump!();
  await prepared.close();
  const preparedFile = path.join(folder, 'prepared.tar');
  fs.writeFileSync(preparedFile, Buffer.from(await preparedDump.arrayBuffer()));

  // The same, as the folder a server started with DATA_DIR opens: the tests that start one as a
  // process copy it rather than wait for initdb and the migrations in every new folder.
  const preparedDataDir = path.join(folder, 'prepared-data');
  const onDisk = await startPglite({ dataDir: path.join(preparedDataDir, 'db'), template: new Blob([fs.readFileSync(preparedFile)]), durable: false });
  await onDisk.close();

  process.env.TEST_PGLITE_TEMPLATE = emptyFile;
  process.env.TEST_PGLITE_PREPARED = preparedFile;
  process.env.TEST_PGLITE_DATA_DIR = preparedDataDir;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

async function preparePostgresTemplate() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `test_prepared_${process.pid}_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir: null });
  await prepare(database);
  // A template can be copied only while no one is connected to it.
  await database.close();
  process.env.TEST_PG_PREPARED = name;
  return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
