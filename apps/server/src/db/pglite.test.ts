import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from '../test/test-app.js';
import { lockFileOf } from './data-dir-lock.js';
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
    expect(fs.existsSync(lockFileOf(dataDir))).toBe(false);
  });

  it('takes over the lock of a process that died', async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    fs.writeFileSync(lockFileOf(dataDir), `${deadPid()}\n`);
    const database = await open({ dataDir });
    expect(fs.readFileSync(lockFileOf(dataDir), 'utf8').trim()).toBe(String(process.pid));
    await database.close();
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
