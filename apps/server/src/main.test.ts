import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServerProcess, waitForHealth } from './test/server-process.js';
import { preparedDataDir } from './test/test-app.js';

const dataDir = preparedDataDir('main');
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const startServer = (env: Record<string, string>) => startServerProcess({ DATA_DIR: dataDir, ...env });

describe('main', () => {
  it('stops with one line naming a wrong variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output().trim()).toBe('Invalid configuration: PORT must be a port number (got "not-a-port")');
  });

  it('serves, then on SIGTERM stops listening and exits 0', async () => {
    const port = await freePort();
    // The demo data has its own test (seed/demo.test.ts): without it the start takes a second, not ten.
    const server = startServer({ PORT: String(port), SEED_DEMO: 'false' });
    await waitForHealth(port);
    const startedAt = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
  });
});
