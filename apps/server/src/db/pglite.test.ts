import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/test-app.js';
import { lockFileOf, lockHolder } from './data-dir-lock.js';
import { isStorageFailure, startPglite, type TPgliteOptions } from './pglite.js';
import { DatabaseStartupError } from './startup-error.js';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })));

function newDataDir() {
  const folder = tempDir('pglite');
  folders.push(folder);
  return path.join(folder, 'db');
}

const templateFile = process.env.TEST_PGLITE_TEMPLATE;
const template = () => (templateFile ? new Blob([fs.readFileSync(templateFile)]) : undefined);
const open = (options: TPgliteOptions) => startPglite({ template: template(), ...options });

/** Another process holding the lock on `dataDir` (as a server would), once it has it. */
async function holdInAnotherProcess(dataDir: string) {
  const script = path.join(path.dirname(dataDir), 'hold.mts');
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.writeFileSync(
    script,
    `import { lockDataDir } from ${JSON.stringify(fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url)))};\n` +
      `await lockDataDir(${JSON.stringify(dataDir)});\nconsole.log('held');\nsetInterval(() => undefined, 60_000);\n`,
  );
  // node itself with tsx's loader (not the tsx command, which runs node as a child of its own).
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  folders.push(script);
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return child;
}

/** The pid of a process that has exited: nothing runs under it. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid;
}

describe('PGlite on a folder', () => {
  it('lets one process at a time use a folder, and names the one holding it', async () => {
    const dataDir = newDataDir();
    const first = await open({ dataDir });
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));

    const second = open({ dataDir }).catch((error: unknown) => error);
    const refusal = await second;
    expect(refusal).toBeInstanceOf(DatabaseStartupError);
    expect((refusal as Error).message).toBe(
      `The database folder ${dataDir} is in use by another process (pid ${process.pid}); stop it first or use another DATA_DIR.`,
    );
    await first.client.query('SELECT 1');

    await first.close();
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8')).toBe('');
    await (await startPglite({ dataDir })).close();
  });

  it('is let go by the kernel when its process is killed, and refused to a second one while it lives', async () => {
    const dataDir = newDataDir();
    const holder = await holdInAnotherProcess(dataDir);
    const refusal = await open({ dataDir }).catch((error: unknown) => error);
    expect((refusal as Error).message).toBe(
      `The database folder ${dataDir} is in use by another process (pid ${holder.pid}); stop it first or use another DATA_DIR.`,
    );

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    await expect.poll(async () => (await lockHolder(dataDir)) === null, { timeout: 5_000 }).toBe(true);
    const database = await open({ dataDir });
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
  }, 30_000);

  it('starts again where the lock file names a dead process, or this very pid (pid 1 in a container, killed and started again)', async () => {
    for (const pid of [deadPid(), process.pid]) {
      const dataDir = newDataDir();
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      fs.writeFileSync(lockFileOf(dataDir), `${pid}\n`);
      const database = await open({ dataDir });
      expect(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
      await database.close();
    }
  });

  it('flushes commits to the disk unless told not to', async () => {
    const durable = await open({ dataDir: newDataDir() });
    expect((await durable.client.query('SHOW fsync')).rows).toEqual([{ fsync: 'on' }]);
    expect((await durable.client.query('SHOW wal_sync_method')).rows).toEqual([{ wal_sync_method: 'fsync' }]);
    await durable.close();

    const fast = await open({ dataDir: newDataDir(), durable: false });
    expect((await fast.client.query('SHOW fsync')).rows).toEqual([{ fsync: 'off' }]);
    await fast.close();
  });

  it('checkpoints while it runs, so the log does not grow until a restart', async () => {
    const database = await open({ dataDir: newDataDir(), checkpointEveryMs: 200 });
    const redo = async () => (await database.client.query<{ redo: string }>('SELECT redo_lsn::text AS redo FROM pg_control_checkpoint()')).rows[0]!.redo;
    const before = await redo();
    await database.client.exec("CREATE TABLE notes (body text); INSERT INTO notes SELECT repeat('x', 100) FROM generate_series(1, 1000)");
    await expect.poll(redo, { timeout: 3_000 }).not.toBe(before);
    await database.close();
  });
});

describe('storage failures PGlite cannot go on after', () => {
  it('are a failed log write, a PANIC or an aborted module, not a full table file', () => {
    expect(isStorageFailure(Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42": No space left on device'), { code: '53100' }))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('anything'), { severity: 'PANIC' }))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('unreachable'), { name: 'RuntimeError' }))).toBe(true);
    expect(isStorageFailure(Object.assign(new Error('could not extend file "base/5/16385": No space left on device'), { code: '53100' }))).toBe(false);
    expect(isStorageFailure(new Error('duplicate key value violates unique constraint'))).toBe(false);
  });
});
