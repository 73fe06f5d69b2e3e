// PostgreSQL stopped (fast) for a few seconds and started again under write load: while it is down
// the answers are clear 503s, the app process stays up and recovers by itself, nothing acknowledged is lost.
import { adminToken, availableWorkers, call, createLedger, writeLoad } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { healthOf, sleep, stopServer } from '../lib/server.mjs';

export const title = 'PostgreSQL restarted under load';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };
export const databases = ['postgres'];

export async function run(ctx) {
  const target = await ctx.fresh('pgrestart');
  const server = await ctx.start(target);
  const admin = await adminToken(server.url);
  const workers = await availableWorkers(server.url);
  const ledger = createLedger();
  const problems = [];
  let going = true;
  const load = writeLoad(server.url, ledger, { admin, workers, lanes: 8, keepGoing: () => going });
  // Reads beside the writes, timed: none may hang while the database is away.
  const slowest = { ms: 0 };
  const reads = (async () => {
    while (going) {
      const response = await call(server.url, 'GET', '/api/labors?pageSize=5', { timeoutMs: 10_000 });
      slowest.ms = Math.max(slowest.ms, response.ms);
      if (response.status === 0 || (response.status >= 500 && response.status !== 503)) ledger.failures.push(`read: ${response.status || response.error}`);
      await sleep(50);
    }
  })();
  await sleep(3000);
  const before = ledger.failures.length;
  ctx.cluster.stop();
  await sleep(ctx.quick ? 3000 : 6000);
  const whileDown = await healthOf(server.url, 5000);
  ctx.cluster.start();
  const restartedAt = Date.now();
  let recoveredMs = null;
  while (Date.now() - restartedAt < 30_000) {
    if ((await healthOf(server.url)).status === 200 && (await call(server.url, 'GET', '/api/labors?pageSize=1')).status === 200) {
      recoveredMs = Date.now() - restartedAt;
      break;
    }
    await sleep(250);
  }
  await sleep(3000);
  going = false;
  await Promise.all([load, reads]);
  const outage = ledger.failures.slice(before);
  const unclear = outage.filter((failure) => !/: 503$/.test(failure));
  if (!server.alive())
    problems.push(`the app process died (${server.child.exitCode ?? server.child.signalCode}): ${server.log().split('\n').slice(-1)[0]?.slice(0, 120)}`);
  else {
    if (whileDown.status !== 503) problems.push(`health while the database was down: ${whileDown.status || whileDown.error}`);
    if (recoveredMs === null) problems.push('did not recover within 30 s of the database returning');
    if (unclear.length > 0) problems.push(`${unclear.length} answers during the outage were not 503 (${[...new Set(unclear)].slice(0, 3).join(', ')})`);
    if (slowest.ms > 10_000) problems.push('a read hung for 10 s');
    const stopped = await stopServer(server);
    if (stopped.code !== 0) problems.push(`exited ${stopped.code ?? stopped.signal} on SIGTERM`);
  }
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: unclear.length });
}
