// Issue 31.2: an issued tax invoice is never voided. Four families want one worker; each meets her,
// approves (an invoice is issued) and three of them pay (two in full, one half) before staff hire
// her for the first. The hire closes the other three orders: each closed invoice gets a tax credit
// note that names it and reverses it whole, and where money was received a refund of exactly that
// is owed (the credit note's balance). The trial found 39 paid orders closed with neither.
import { adminToken, availableWorkers, call, createLedger, interviewIn, placeOrder, registerClient, transition } from '../lib/api.mjs';
import { readBack, verdict } from '../lib/database.mjs';
import { sleep, stopServer } from '../lib/server.mjs';

export const title = 'a hire closing paid competing orders: credit notes and refunds';
/** In the quick subset .ci/run runs (`npm run faults -- --ci`). */
export const ci = true;
export const needs = { admin: ['/api/admin/orders?pageSize=1', '/api/admin/payments'], client: ['request a worker'] };

const FAMILIES = 4;
const uaeToday = () => new Date(Date.now() + 4 * 3_600_000).toISOString().slice(0, 10);
const finance = async (url, admin, orderId) => {
  const response = await call(url, 'GET', `/api/admin/orders/${orderId}/finance`, { token: admin });
  if (response.status !== 200) throw new Error(`the order's finance answered ${response.status || response.error}`);
  return response.body.data;
};

export async function run(ctx) {
  const target = await ctx.fresh('credit');
  const server = await ctx.start(target);
  const url = server.url;
  const admin = await adminToken(url);
  const staff = { token: admin, asAdmin: true };
  const ledger = createLedger();
  const problems = [];
  const [worker] = await availableWorkers(url);
  const families = [];
  for (let n = 0; n < FAMILIES; n += 1) {
    const client = await registerClient(url, ledger, 'family');
    const order = client && (await placeOrder(url, ledger, client, worker));
    if (!order) throw new Error(`family ${n + 1} could not request the worker (${ledger.failureSummary() || `${ledger.refused} refused`})`);
    families.push({ client, order });
  }
  for (const family of families) family.order = (await transition(url, ledger, staff, family.order, interviewIn(1500))).order;
  await sleep(1600);
  for (const family of families) {
    const approved = await transition(url, ledger, family.client, family.order, { action: 'approve' });
    if (!approved.order) throw new Error(`a family could not approve: ${approved.response.status} ${approved.response.text?.slice(0, 120)}`);
    family.order = approved.order;
  }
  // Money received on three of the losing orders: two in full, one half.
  const paid = [];
  for (const [index, family] of families.slice(1).entries()) {
    const invoice = (await finance(url, admin, family.order.id)).invoices.find((row) => row.kind === 'invoice');
    const amountAed = index === 2 ? 0 : index === 1 ? Math.round(invoice.totalAed * 50) / 100 : invoice.totalAed;
    if (amountAed > 0) {
      const payment = await call(url, 'POST', `/api/admin/invoices/${invoice.id}/payments`, {
        token: admin,
        body: { amountAed, method: 'cash', reference: '', receivedOn: uaeToday(), note: '' },
      });
      if (payment.status !== 201) throw new Error(`a payment was refused: ${payment.status} ${payment.text?.slice(0, 160)}`);
    }
    paid.push({ order: family.order, invoice, amountAed });
  }
  // The hire of the first family closes the others.
  const hire = await transition(url, ledger, staff, families[0].order, { action: 'confirmPayment', payment: { method: 'cash', reference: '' } });
  if (!hire.order) throw new Error(`the hire was refused: ${hire.response.status} ${hire.response.text?.slice(0, 160)}`);
  for (const { order, invoice, amountAed } of paid) {
    const money = await finance(url, admin, order.id);
    const state = (await call(url, 'GET', `/api/admin/orders/${order.id}`, { token: admin })).body?.data?.status;
    const credit = money.invoices.find((row) => row.kind === 'creditNote' && row.originalInvoiceNumber === invoice.number);
    const label = `${order.number} (${state}, ${amountAed} of ${invoice.totalAed} AED paid)`;
    if (state !== 'Canceled' && state !== 'Rejected') problems.push(`${label}: still open after the hire`);
    if (!credit) {
      problems.push(`${label}: no credit note for ${invoice.number}`);
      continue;
    }
    if (credit.totalAed !== invoice.totalAed) problems.push(`${label}: the credit note reverses ${credit.totalAed} AED of ${invoice.totalAed}`);
    const owed = Math.round((credit.balanceAed ?? 0) * 100) / 100;
    if (owed !== amountAed) problems.push(`${label}: refund owed ${owed} AED, received ${amountAed}`);
  }
  const stopped = await stopServer(server);
  if (stopped.code !== 0) problems.push(`exited ${stopped.code ?? stopped.signal} on SIGTERM`);
  const back = await readBack(target, ledger.acked);
  return verdict({ acked: ledger.acked, back, problems, errors: ledger.failures.length });
}
