import { eq } from 'drizzle-orm';
import { ordersApi, paymentsApi, todayInUae, type TOrder, type TOrderFinance } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { ledgerEntries } from '../../db/schema/index.js';
import { call, type TBodyOf } from '../../test/call.js';
import { act, addWorker, orderAt } from '../../test/orders.js';
import { createClient } from '../../test/test-app.js';

type THeaders = Record<string, string>;
type TPaymentInput = TBodyOf<typeof paymentsApi.recordPayment>;
type TRefundInput = TBodyOf<typeof paymentsApi.recordRefund>;

/** The seed's Main fee with 5 % VAT: AED 12,500 + 625. */
export const MAIN_TOTAL_AED = 13_125;

/** An order's money as staff see it (or its client, with her headers and `asClient`). */
export async function financeOf(app: TApp, headers: THeaders, orderId: number, asClient = false): Promise<TOrderFinance> {
  const params = { id: orderId };
  const response = asClient
    ? await call(app, paymentsApi.orderFinance, { params, headers })
    : await call(app, paymentsApi.adminOrderFinance, { params, headers });
  if (response.status !== 200) throw new Error(`finance failed: ${response.response.body}`);
  return response.data;
}

/** A new client's approved Main order for a new worker, with its fee invoice (unpaid). */
export async function approvedOrder(app: TApp, admin: THeaders, workerName = 'Maria Santos') {
  const client = await createClient(app);
  const laborId = await addWorker(app, admin, workerName);
  const order = await orderAt(app, admin, client, laborId, 'Approved');
  const feeInvoice = (await financeOf(app, admin, order.id)).invoices[0]!;
  return { client, laborId, order, feeInvoice };
}

/** A payment's body as the back office sends it: cash received today (UAE) unless told otherwise. */
export const paymentBody = (app: TApp, amountAed: number, extra: Partial<TPaymentInput> = {}): TPaymentInput => ({
  amountAed,
  method: 'cash',
  receivedOn: todayInUae(app.clock()),
  ...extra,
});

export const postPayment = (app: TApp, headers: THeaders, invoiceId: number, body: TPaymentInput) =>
  call(app, paymentsApi.recordPayment, { params: { id: invoiceId }, body, headers });

export const postRefund = (app: TApp, headers: THeaders, creditNoteId: number, body: TRefundInput) =>
  call(app, paymentsApi.recordRefund, { params: { id: creditNoteId }, body, headers });

/** Records a payment that must succeed. */
export async function pay(app: TApp, headers: THeaders, invoiceId: number, amountAed: number, extra: Partial<TPaymentInput> = {}) {
  const response = await postPayment(app, headers, invoiceId, paymentBody(app, amountAed, extra));
  if (response.status !== 201) throw new Error(`payment failed: ${response.response.body}`);
  return response.data;
}

/** Sends an order step as staff, on the order's current version; answers the response. */
export async function staffAct(app: TApp, admin: THeaders, order: Pick<TOrder, 'id'>, body: Parameters<typeof act>[3]) {
  const current = await call(app, ordersApi.adminGet, { params: { id: order.id }, headers: admin });
  return act(app, { admin }, { id: order.id, version: current.data.version }, body);
}

/** What the ledger holds against a document, straight from its rows, in fils: an invoice's entries, a credit note's refunds. */
export async function ledgerSums(app: TApp, documentId: number) {
  const onInvoice = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.invoiceId, documentId));
  const namingIt = await app.db.select().from(ledgerEntries).where(eq(ledgerEntries.creditNoteId, documentId));
  return {
    invoiceFils: onInvoice.reduce((sum, entry) => sum + entry.amountFils, 0),
    refundedFils: namingIt.reduce((sum, entry) => sum - entry.amountFils, 0),
  };
}

export const fils = (aed: number) => Math.round(aed * 100);
