import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { preparedDataDir, tempDir } from '../test/test-app.js';
import { openDatabase } from './client.js';
import { rowsOf } from './sql-helpers.js';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const root = path.join(serverDir, '../..');
const folder = tempDir('backup-drill');
const live = preparedDataDir('backup-live', path.join(folder, 'live'));
const fresh = path.join(folder, 'fresh');
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function run(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, exited, stdout: () => stdout.trim(), stderr: () => stderr.trim() };
}

const script = (name: string, args: string[], dataDir: string) => run(process.execPath, [`scripts/${name}.mjs`, ...args], { DATA_DIR: dataDir });

describe('backup and restore (PGlite)', () => {
  it('backs up while the server writes, and the restored copy holds every write acknowledged before', async () => {
    const port = 3520 + Math.floor(Math.random() * 10);
    const server = run(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], { DATA_DIR: live, PORT: String(port), TRUST_PROXY: '1' });
    const base = `http://127.0.0.1:${port}`;
    try {
      await expect
        .poll(
          () =>
            fetch(`${base}/api/health`).then(
              (response) => response.ok,
              () => false,
            ),
          { timeout: 30_000, interval: 100 },
        )
        .toBe(true);
      fs.mkdirSync(path.join(live, 'uploads', 'labors'), { recursive: true });
      fs.writeFileSync(path.join(live, 'uploads', 'labors', 'passport.jpg'), 'a scanned passport');
      fs.mkdirSync(path.join(live, 'documents'), { recursive: true });
      fs.writeFileSync(path.join(live, 'documents', 'transfer-proof.pdf'), 'a proof of transfer');

      const acknowledged: string[] = [];
      let writing = true;
      const load = (async () => {
        for (let n = 0; writing; n++) {
          const response = await fetch(`${base}/api/enquiries`, {
            method: 'POST',
            // Each from an address of its own: enquiries are limited per address.
            headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.2.${Math.floor(n / 250)}.${(n % 250) + 1}` },
            body: JSON.stringify({ name: `visitor ${n}`, phoneNumber: '551234567', message: 'Please call' }),
          });
          if (response.status === 201) acknowledged.push(`visitor ${n}`);
        }
      })();
      await expect.poll(() => acknowledged.length, { timeout: 10_000 }).toBeGreaterThan(20);

      const before = [...acknowledged];
      const backup = script('backup', [], live);
      expect(await backup.exited).toBe(0);
      writing = false;
      await load;
      const archive = backup.stdout().split('\n').at(-1)!;
      expect(archive).toMatch(/backups\/backup-\d{8}T\d{6}Z\.tar\.gz$/);

      const whileRunning = script('restore', [archive, '--force'], live);
      expect(await whileRunning.exited).toBe(1);
      expect(whileRunning.stderr()).toContain('is in use by another process');

      expect(await script('restore', [archive], fresh).exited).toBe(0);
      const again = script('restore', [archive], fresh);
      expect(await again.exited).toBe(1);
      expect(again.stderr()).toContain('Add --force');

      const restored = await openDatabase({ dataDir: path.join(fresh, 'db') });
      const rows = rowsOf<{ name: string }>(await restored.db.execute('SELECT name FROM enquiries'));
      await restored.close();
      const names = new Set(rows.map((row) => row.name));
      expect(before.filter((name) => !names.has(name))).toEqual([]);
      expect(fs.readFileSync(path.join(fresh, 'uploads', 'labors', 'passport.jpg'), 'utf8')).toBe('a scanned passport');
      expect(fs.readFileSync(path.join(fresh, 'documents', 'transfer-proof.pdf'), 'utf8')).toBe('a proof of transfer');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 90_000);
});
