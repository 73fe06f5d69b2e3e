// Upgrade: a data directory (and PostgreSQL database) made by an earlier release starts on the
// current build, which migrates it with no data lost. The releases of issue 31: 940602c, and
// 807d2f2 (the base of issue 31's work: the migrations added since run on its data). --quick and
// --ci take 940602c alone. Each release is built once into faults/.cache/release-<commit>.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { call, createLedger, prepareAdmin, signIn, writeFor } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { ROOT, startServer, stopServer } from '../lib/server.mjs';

export const title = 'upgrade from earlier releases (940602c, 807d2f2)';
export const ci = true;
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['/api/orders', 'request a worker'] };

const RELEASES = ['940602c', '807d2f2'];
const releaseDir = (release) => path.join(ROOT, 'faults/.cache', `release-${release}`);

/**
 * The previous release's server, built once: its files from git (git archive, no worktree to
 * register), npm ci from the local cache, and the server's build alone (the web app is not needed
 * to make and migrate data). About 40 s on a 2-core machine; kept in faults/.cache afterwards.
 */
function buildRelease(release, log) {
  const dir = releaseDir(release);
  if (fs.existsSync(path.join(dir, 'apps/server/dist/main.js'))) return dir;
  const run = (command, args, options = {}) =>
    execFileSync(command, args, { cwd: dir, stdio: ['pipe', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024, ...options });
  log(`building the release ${release} once into ${path.relative(ROOT, dir)}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', release], { cwd: ROOT, maxBuffer: 512 * 1024 * 1024 });
  run('tar', ['-x', '-C', dir], { input: archive });
  run('npm', ['ci', '--prefer-offline', '--no-audit', '--no-fund']);
  run('npm', ['run', 'build', '-w', 'apps/server']);
  return dir;
}

/** One release: it makes the data and takes orders; the current build starts on it. Answers its ledger and problems. */
async function upgradeFrom(ctx, release) {
  const cwd = buildRelease(release, ctx.log);
  const target = await ctx.fresh(`upgrade-${release}`, { empty: true });
  const ledger = createLedger();
  const problems = [];
  // The release makes the data, demo included, and takes orders for a while.
  const old = await startServer({ env: { ...target.env, SEED_DEMO: 'true' }, port: await ctx.nextPort(), cwd });
  ctx.defer(() => stopServer(old, 5000));
  await prepareAdmin(old.url);
  await writeFor(old.url, ledger, ctx.quick ? 4000 : 15_000, 6);
  const oldStop = await stopServer(old);
  if (oldStop.code !== 0) problems.push(`${release} exited ${oldStop.code ?? oldStop.signal}`);
  const client = ledger.acked.find((write) => write.kind === 'client');
  if (!client) problems.push(`${release} acknowledged no client to sign in afterwards`);

  // The current build on the same data: it starts, migrates, and the release's clients sign in.
  try {
    const current = await ctx.start(target);
    const token = client ? await signIn(current.url, client.userName, client.password) : null;
    if (client && !token) problems.push(`a client of ${release} cannot sign in after the upgrade`);
    if (token && (await call(current.url, 'GET', '/api/orders', { token })).status !== 200)
      problems.push(`a client's orders of ${release} do not list after the upgrade`);
    const stopped = await stopServer(current);
    if (stopped.code !== 0) problems.push(`the server upgraded from ${release} exited ${stopped.code ?? stopped.signal}`);
  } catch (error) {
    problems.push(`the current build does not start on ${release}'s data: ${error.message.slice(0, 140)}`);
  }
  const back = await readBack(target, ledger.acked);
  if (back.missing.length > 0) problems.push(`${release}: ${back.missing.length} acknowledged writes missing (${back.missing.slice(0, 2).join('; ')})`);
  problems.push(...back.broken.map((broken) => `${release}: ${broken}`));
  return { ledger, found: back.found, problems };
}

export async function run(ctx) {
  const acked = [];
  const problems = [];
  let found = 0;
  let errors = 0;
  for (const release of ctx.quick ? RELEASES.slice(0, 1) : RELEASES) {
    const outcome = await upgradeFrom(ctx, release);
    acked.push(...outcome.ledger.acked);
    problems.push(...outcome.problems);
    found += outcome.found;
    errors += outcome.ledger.failures.length;
  }
  return verdict({ acked, back: { found, missing: [], broken: [] }, problems, errors });
}
