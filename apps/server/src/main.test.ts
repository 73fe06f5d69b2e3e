import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir } from './test/test-app.js';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const tsx = path.join(serverDir, '../../node_modules/.bin/tsx');
const dataDir = tempDir('main');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function startServer(env: Record<string, string>) {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: dataDir, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('exit', resolve);
    child.on('error', reject);
  });
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('server did not start');
}

describe('main', () => {
  it('stops with one line naming a wrong variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a port number (got "not-a-port")');
  });

  it('serves, then on SIGTERM stops listening and exits 0', async () => {
    const port = 3400 + Math.floor(Math.random() * 500);
    const server = startServer({ PORT: String(port) });
    await waitForHealth(port);
    const startedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
