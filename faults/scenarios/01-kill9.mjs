// kill -9 in the middle of a burst of registrations, orders and transitions; the restart finds every
// acknowledged write, the order invariants hold and the indexes check out.
import { adminToken, availableWorkers, createLedger, writeLoad } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { killServer, sleep, stopServer } from '../lib/server.mjs';

const hires = (ledger) => ledger.acked.filter((write) => write.action === 'confirmPayment').length;

export const title = 'kill -9 mid-burst, restart';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };

export async function run(ctx) {
  const target = await ctx.fresh('kill9');
  const ledger = createLedger();
  const problems = [];
  for (let round = 1; round <= (ctx.quick ? 2 : 5); round += 1) {
    const server = await ctx.start(target);
    const admin = await adminToken(server.url);
    const workers = await availableWorkers(server.url);
    let going = true;
    const load = writeLoad(server.url, ledger, { admin, workers, lanes: 12, keepGoing: () => going });
    // The kill lands while hires are being made: after this round's first one (or 20 s), at a random moment.
    const hiresBefore = hires(ledger);
    for (const started = Date.now(); hires(ledger) === hiresBefore && Date.now() - started < 20_000;) await sleep(100);
    await sleep(Math.random() * 1500);
    await killServer(server);
    going = false;
    await load;
  }
  // The restart: it must open the data and answer, then it is stopped to read the data as it is.
  const restarted = await ctx.start(target);
  const stopped = await stopServer(restarted);
  if (stopped.code !== 0) problems.push(`the restarted server exited ${stopped.code ?? stopped.signal}`);
  const kinds = new Set(ledger.acked.map((write) => (write.kind === 'transition' ? write.action : write.kind)));
  for (const kind of ['order', 'approve', 'confirmPayment']) if (!kinds.has(kind)) problems.push(`the burst acknowledged no ${kind} to check`);
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.filter((failure) => /: 5\d\d$/.test(failure)).length });
}
