// Issue 31.1: the lock on a PGlite data directory is the operating system's, released when its
// process dies, not judged by a pid. The server runs as pid 1 of its own pid namespace (as in a
// container), is killed with kill -9 mid-writes, and started again the same way (pid 1 once more):
// it must start, with every acknowledged write there.
import fs from 'node:fs';
import { adminToken, availableWorkers, createLedger, writeLoad } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { sleep } from '../lib/server.mjs';

export const title = 'PGlite server as pid 1 killed -9, restarted';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
export const databases = ['pglite'];
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };

/** --kill-child: a server whose unshare the suite stops goes with it. */
const AS_PID_1 = ['unshare', '--pid', '--fork', '--mount-proc', '--kill-child=SIGTERM'];

/** The server process inside the namespace: unshare's one child. */
function innerPid(outer) {
  try {
    return Number(fs.readFileSync(`/proc/${outer}/task/${outer}/children`, 'utf8').trim().split(/\s+/)[0]) || null;
  } catch {
    return null;
  }
}

export async function run(ctx) {
  const target = await ctx.fresh('pid1');
  const ledger = createLedger();
  const problems = [];
  for (let round = 1; round <= (ctx.quick ? 2 : 3); round += 1) {
    let server;
    try {
      server = await ctx.start(target, {}, { wrap: AS_PID_1, timeoutMs: 60_000 });
    } catch (error) {
      problems.push(`start ${round} as pid 1 refused: ${error.message.slice(0, 200)}`);
      break;
    }
    const admin = await adminToken(server.url);
    const workers = await availableWorkers(server.url);
    let going = true;
    const load = writeLoad(server.url, ledger, { admin, workers, lanes: 6, keepGoing: () => going });
    await sleep(3000 + Math.random() * 2000);
    const pid = innerPid(server.child.pid);
    if (!pid) {
      problems.push('no server process found inside the namespace');
      break;
    }
    process.kill(pid, 'SIGKILL');
    await server.exited;
    going = false;
    await load;
  }
  if (problems.length === 0) {
    try {
      const last = await ctx.start(target, {}, { wrap: AS_PID_1, timeoutMs: 60_000 });
      // SIGTERM to the server itself (pid 1 inside): it must stop cleanly, unshare exiting with its code.
      process.kill(innerPid(last.child.pid), 'SIGTERM');
      const ended = await Promise.race([last.exited, sleep(20_000).then(() => null)]);
      if (!ended) problems.push('the last server did not stop within 20 s of SIGTERM');
      else if (ended.code !== 0) problems.push(`the last server exited ${ended.code ?? ended.signal} on SIGTERM`);
    } catch (error) {
      problems.push(`the start after the last kill refused: ${error.message.slice(0, 200)}`);
    }
  }
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.filter((failure) => /: 5\d\d$/.test(failure)).length });
}
