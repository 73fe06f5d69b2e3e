// Races: 50 concurrent hires of one worker (exactly one succeeds), the same action submitted many
// times at once (one effect), an order requested twice at once, and an action on a stale version.
import { adminToken, availableWorkers, call, createLedger, interviewIn, placeOrder, registerClient, transition } from '../lib/api.mjs';
import { openSql, readBack, verdict } from '../lib/database.mjs';
import { sleep, stopServer } from '../lib/server.mjs';

export const title = 'concurrent hires, double submits, stale versions';
/** What its accounts must reach (checked before the run: faults/run.mjs). */
export const needs = { admin: ['/api/admin/orders?pageSize=1'], client: ['request a worker'] };

const HIRES = 50;
const inBatches = async (items, size, work) => {
  const results = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(work))));
  return results;
};
const codes = (responses) =>
  responses
    .map((response) => response.status || response.error)
    .sort()
    .join(',');

export async function run(ctx) {
  const target = await ctx.fresh('races');
  const server = await ctx.start(target);
  const url = server.url;
  const admin = await adminToken(url);
  const staff = { token: admin, asAdmin: true };
  const ledger = createLedger();
  const problems = [];
  const [worker, other] = await availableWorkers(url);

  // 50 clients each bring an order for one worker up to approval, then staff confirm all 50 at once.
  const clients = (await inBatches([...Array(HIRES).keys()], 10, () => registerClient(url, ledger, 'race'))).filter(Boolean);
  const orders = (await inBatches(clients, 10, (client) => placeOrder(url, ledger, client, worker))).filter(Boolean);
  const interviewed = (await inBatches(orders, 10, async (order) => (await transition(url, ledger, staff, order, interviewIn(4000))).order)).filter(Boolean);
  await sleep(4500);
  const approved = (
    await inBatches(
      interviewed,
      10,
      async (order) => (await transition(url, ledger, clients[orders.findIndex((o) => o.id === order.id)], order, { action: 'approve' })).order,
    )
  ).filter(Boolean);
  // A busy machine may lose a step or two on the way; the race needs most of them.
  if (approved.length < HIRES * 0.8)
    problems.push(`only ${approved.length} of ${HIRES} orders reached approval (${ledger.failureSummary() || `${ledger.refused} refused`})`);
  const hires = await Promise.all(
    approved.map((order) => transition(url, ledger, staff, order, { action: 'confirmPayment', payment: { method: 'cash', reference: '' } })),
  );
  const hired = hires.filter((hire) => hire.response.status === 200).length;
  const refusedCleanly = hires.filter((hire) => hire.response.status === 409).length;
  if (hired !== 1) problems.push(`${hired} of ${approved.length} concurrent hires succeeded`);
  if (hired + refusedCleanly !== approved.length) problems.push(`hires answered ${codes(hires.map((hire) => hire.response))}`);

  // One client, another worker: ten identical requests at once make one order.
  const [twin] = await inBatches([0], 1, () => registerClient(url, ledger, 'twin'));
  const requests = await Promise.all(
    Array.from({ length: 10 }, () => call(url, 'POST', '/api/orders', { body: { laborId: other, package: 'Main' }, token: twin.token })),
  );
  const made = requests.filter((response) => response.status === 201);
  if (made.length !== 1) problems.push(`ten identical order requests made ${made.length} orders (${codes(requests)})`);
  let order = made[0]?.body.data;
  if (order) ledger.ack('order', { orderId: order.id });

  // The same transition sent ten times at once with the same version: one effect, nine 409s.
  const interviews = order ? await Promise.all(Array.from({ length: 10 }, () => transition(url, ledger, staff, order, interviewIn(86_400_000)))) : [];
  const setOnce = interviews.filter((result) => result.response.status === 200);
  if (order && setOnce.length !== 1) problems.push(`ten identical interview submits: ${codes(interviews.map((result) => result.response))}`);
  // A stale version: acting on the order as it was before the interview was set.
  if (order && setOnce[0]) {
    const stale = await call(url, 'POST', `/api/orders/${order.id}/transitions`, { body: { action: 'cancel', version: order.version }, token: twin.token });
    if (stale.status !== 409) problems.push(`an action on a stale version answered ${stale.status || stale.error}`);
    order = setOnce[0].order;
    const cancels = await Promise.all(Array.from({ length: 10 }, () => transition(url, ledger, twin, order, { action: 'cancel' })));
    if (cancels.filter((result) => result.response.status === 200).length !== 1)
      problems.push(`ten identical cancels: ${codes(cancels.map((result) => result.response))}`);
  }

  const stopped = await stopServer(server);
  if (stopped.code !== 0) problems.push(`exited ${stopped.code ?? stopped.signal} on SIGTERM`);
  const sql = await openSql(target);
  try {
    const [{ n: hiredRows }] = await sql.query("SELECT count(*)::int AS n FROM orders WHERE labor_id = $1 AND status = 'Hired'", [worker]);
    if (hiredRows !== 1) problems.push(`the worker has ${hiredRows} hired orders`);
    if (order) {
      const events = await sql.query('SELECT action, count(*)::int AS n FROM order_events WHERE order_id = $1 GROUP BY action', [order.id]);
      const twice = events.filter((row) => row.n > 1);
      if (twice.length > 0) problems.push(`one order's history holds ${twice.map((row) => `${row.n} ${row.action}`).join(', ')}`);
    }
  } finally {
    await sql.close();
  }
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.length });
}
