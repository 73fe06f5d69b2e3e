import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPglite } from './pglite.js';
import { canMountTmpfs, mountSmallDisk } from './test-tmpfs.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');

describe.runIf(canMountTmpfs())('PGlite when its log meets a full disk', () => {
  let disk: ReturnType<typeof mountSmallDisk> | undefined;
  beforeAll(() => {
    disk = mountSmallDisk(80);
  });
  afterAll(() => disk?.unmount());

  it('stops the process with a clear message instead of hanging, and the folder opens once space returns', async () => {
    const dataDir = path.join(disk!.folder, 'db');
    const child = spawn(tsx, ['src/db/test-write-until-full.ts', dataDir], { cwd: serverDir, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    await expect.poll(() => output, { timeout: 30_000 }).toContain('ready');

    disk!.fillLeaving(4 * 1024 * 1024);
    child.stdin.write('go\n');
    const timeout = setTimeout(() => child.kill('SIGKILL'), 30_000);
    const code = await exited;
    clearTimeout(timeout);
    expect(code).toBe(1);
    expect(output).toMatch(/The embedded database stopped: .*No space left on device.*Free disk space/);

    disk!.emptyFiller();
    const reopened = await startPglite({ dataDir });
    expect((await reopened.client.query('SELECT count(*)::int AS rows FROM notes')).rows).toEqual([{ rows: 1 }]);
    await reopened.client.query("UPDATE notes SET body = 'after' WHERE id = 1");
    await reopened.close();
  }, 90_000);
});
