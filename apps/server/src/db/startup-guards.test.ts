import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedDataDir } from '../test/test-app.js';
import { openDatabase } from './client.js';
import { lockFileOf } from './data-dir-lock.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');
const dataDir = preparedDataDir('startup-guards');
const dbDir = path.join(dataDir, 'db');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const port = () => 3500 + Math.floor(Math.random() * 5);

function startServer(serverPort: number) {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(serverPort), SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, output: () => output.trim() };
}

async function waitForHealth(serverPort: number) {
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${serverPort}/api/health`).then(
          (response) => response.ok,
          () => false,
        ),
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
}

describe('starting on a PGlite folder', () => {
  it('refuses a second server on the same folder with one line naming the pid, and never disturbs the first', async () => {
    const firstPort = port();
    const first = startServer(firstPort);
    await waitForHealth(firstPort);
    const owner = fs.readFileSync(lockFileOf(dbDir), 'utf8').trim();

    const second = startServer(firstPort + 5);
    expect(await second.exited).toBe(1);
    expect(second.output()).toBe(`The database folder ${dbDir} is in use by another process (pid ${owner}); stop it first or use another DATA_DIR.`);
    expect((await fetch(`http://127.0.0.1:${firstPort}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.readFileSync(lockFileOf(dbDir), 'utf8')).toBe('');
  }, 60_000);

  it('refuses to start on a database migrated by a newer release', async () => {
    const database = await openDatabase({ dataDir: dbDir });
    await database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES ('from-a-newer-release', 4102444800000)`);
    await database.close();

    const known = JSON.parse(fs.readFileSync(path.join(serverDir, 'src/db/migrations/meta/_journal.json'), 'utf8')).entries.length;
    const server = startServer(port());
    expect(await server.exited).toBe(1);
    expect(server.output()).toBe(`The database schema is newer than this build (${known + 1} migrations applied vs ${known} known): run the newer release.`);
  }, 60_000);
});
