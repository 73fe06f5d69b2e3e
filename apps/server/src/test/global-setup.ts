import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { tempDir } from './test-app.js';

/**
 * PGlite runs initdb for every new database, which takes seconds. Do it once, dump the
 * empty cluster, and let each test file start from the dump (migrations still run per file).
 */
export default async function setup() {
  if (process.env.TEST_DB === 'postgres') return;
  const folder = tempDir('pglite-template');
  const client = new PGlite();
  await client.waitReady;
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(folder, 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env.TEST_PGLITE_TEMPLATE = file;
  return () => fs.rmSync(folder, { recursive: true, force: true });
}

