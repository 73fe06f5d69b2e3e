// Upgrade: a data directory (and PostgreSQL database) made by the previous release, 940602c, starts
// on the current build, which migrates it with no data lost. The release is built once into
// faults/.cache/release-940602c (a git worktree with its own npm ci) and kept there.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call, createLedger, signIn, writeFor } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { ROOT, startServer, stopServer } from '../lib/server.mjs';

export const title = 'upgrade from the previous release (940602c)';
export const ci = true;
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['/api/orders', 'request a worker'] };

const RELEASE = '940602c';
const RELEASE_DIR = path.join(ROOT, 'faults/.cache', `release-${RELEASE}`);

/**
 * The previous release's server, built once: its files from git (git archive, no worktree to
 * register), npm ci from the local cache, and the server's build alone (the web app is not needed
 * to make and migrate data). About 40 s on a 2-core machine; kept in faults/.cache afterwards.
 */
function buildRelease(log) {
  if (fs.existsSync(path.join(RELEASE_DIR, 'apps/server/dist/main.js'))) return;
  const run = (command, args, options = {}) =>
    execFileSync(command, args, { cwd: RELEASE_DIR, stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  log(`building the release ${RELEASE} once into ${path.relative(ROOT, RELEASE_DIR)}`);
  fs.rmSync(RELEASE_DIR, { recursive: true, force: true });
  fs.mkdirSync(RELEASE_DIR, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', RELEASE], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  run('tar', ['-x', '-C', RELEASE_DIR], { input: archive });
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build', '-w', 'apps/server']);
}

export async function run(ctx) {
  buildRelease(ctx.log);
  const target = await ctx.fresh('upgrade', { empty: true });
  const ledger = createLedger();
  const problems = [];
  // The previous release makes the data, demo included, and takes orders for a while.
  const old = await startServer({ env: { ...target.env, SEED_DEMO: 'true' }, port: await ctx.nextPort(), cwd: RELEASE_DIR });
  ctx.defer(() => stopServer(old, 5000));
  await writeFor(old.url, ledger, ctx.quick ? 4000 : 15_000, 6);
  const oldStop = await stopServer(old);
  if (oldStop.code !== 0) problems.push(`the release exited ${oldStop.code ?? oldStop.signal}`);
  const client = ledger.acked.find((write) => write.kind === 'client');

  // The current build on the same data: it starts, migrates, and the release's clients sign in.
  try {
    const current = await ctx.start(target);
    const token = client ? await signIn(current.url, client.userName, client.password) : null;
    if (client && !token) problems.push('a client of the release cannot sign in after the upgrade');
    if (token && (await call(current.url, 'GET', '/api/orders', { token })).status !== 200) problems.push("a client's orders do not list after the upgrade");
    const stopped = await stopServer(current);
    if (stopped.code !== 0) problems.push(`the upgraded server exited ${stopped.code ?? stopped.signal}`);
  } catch (error) {
    problems.push(`the current build does not start on the release's data: ${error.message.slice(0, 140)}`);
  }
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.length });
}
