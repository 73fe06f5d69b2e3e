// `node scripts/node-smoke.mjs <node binary>`: starts the built server under another Node.js (22, 24),
// on a fresh embedded database with the demo data, and takes a client's sign-in and an order
// request through it. `.ci/run` runs it for each supported version the machine does not ship.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_OPTIONS } from './server-node-options.mjs';

const nodeBinary = process.argv[2];
if (!nodeBinary) throw new Error('usage: node scripts/node-smoke.mjs <node binary>');
const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const port = 3390 + Math.floor(Math.random() * 100);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sakina-node-smoke-'));

async function call(method, url, { token, body } = {}) {
  const response = await fetch(base + url, {
    method,
    headers: { ...(body && { 'content-type': 'application/json' }), ...(token && { authorization: `Bearer ${token}` }) },
    body: body && JSON.stringify(body),
  });
  const envelope = await response.json();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${envelope.message ?? ''}`);
  return envelope.data;
}

async function waitForHealth(server) {
  for (let attempt = 0; attempt < 360; attempt += 1) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not answer /api/health within three minutes');
}

/** The first demo client free to request one of the catalogue's workers (each may hold one open order per worker). */
async function placeOrder(workers) {
  for (const userName of ['omar.saeed', 'james.carter', 'mariam.khan', 'fatima.alhashimi']) {
    const { token } = await call('POST', '/api/auth/login', { body: { userName, password: 'demo-client-2026' } });
    for (const worker of workers) {
      try {
        return await call('POST', '/api/orders', { token, body: { laborId: worker.id, package: 'Main' } });
      } catch (error) {
        if (!/409/.test(error.message)) throw error;
      }
    }
  }
  throw new Error('no demo client could request a worker');
}

const server = spawn(nodeBinary, ['--enable-source-maps', ...SERVER_NODE_OPTIONS, path.join(root, 'apps/server/dist/main.js')], {
  env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_PASSWORD: 'node-smoke-admin-2026' },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  const version = await new Promise((resolve) => {
    const probe = spawn(nodeBinary, ['--version']);
    probe.stdout.on('data', (chunk) => resolve(String(chunk).trim()));
  });
  await waitForHealth(server);
  const catalogue = await call('GET', '/api/labors?pageSize=8');
  const order = await placeOrder(catalogue.items);
  if (order.status !== 'Pending') throw new Error(`the order is ${order.status}, not Pending`);
  console.log(`Node ${version}: the server started, a client signed in and requested ${order.number}.`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
