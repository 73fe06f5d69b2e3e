import { hasPermission, todayInUae, type TOrderTransition, type TPaymentMethod } from '@app/shared';
import type { TDb } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { feeInvoiceOf, issueCreditNote, issueInvoice, settledFils } from '../payments/invoices.js';
import { recordPayment } from '../payments/ledger.js';
import type { TActor } from './lifecycle.js';

type TOrderRow = typeof orders.$inferSelect;
type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TConfirm = Extract<TOrderTransition, { action: 'confirmPayment' }>;

/**
 * The payment step, behind one small interface. Today's provider is offline: the client pays at
 * the office or by bank transfer and staff record the money in the ledger. A card gateway would be
 * another provider whose `confirm` runs from its webhook instead of a staff member's click.
 */
export type TPaymentProvider = {
  choose(order: TOrderRow, choice: { method: TPaymentMethod; reference: string }, now: Date): Partial<TOrderRow>;
  confirm(tx: TTx, order: TOrderRow, input: TConfirm, actor: TActor, auditor: TAuditActor | undefined, now: Date): Promise<Partial<TOrderRow>>;
};

/**
 * Hiring needs the fee invoice paid in full: by the entries already recorded, by the balance
 * received now (`payment`), or a manager's override (audited with the hire). A replacement has no fee.
 */
async function settleBeforeHire(tx: TTx, order: TOrderRow, input: TConfirm, actor: TActor, auditor: TAuditActor | undefined, now: Date) {
  const invoice = await feeInvoiceOf(tx, order.id);
  if (!invoice) return;
  const balance = invoice.totalFils - (await settledFils(tx, invoice.id));
  if (balance <= 0) return;
  if (input.payment) {
    const money = { amountFils: balance, method: input.payment.method, reference: input.payment.reference, receivedOn: todayInUae(now), note: input.note };
    await recordPayment(tx, invoice.id, money, auditor ?? null, now);
    return;
  }
  if (!input.override) throw new AppError(409, 'payments.balanceDue', { balance: (balance / 100).toFixed(2) });
  if (!hasPermission(actor.staffRole, 'payments.override')) throw new AppError(403, 'payments.overrideForbidden');
  if (!input.note) throw new AppError(422, 'payments.overrideNoteRequired', {}, 'note');
  // The transition's own audit row holds the order's fields; the override and its reason are kept beside it.
  if (auditor) {
    await recordChange(tx, auditor, { action: 'confirmPayment', entity: 'order', entityId: order.id }, null, {
      override: true,
      balanceAed: (balance / 100).toFixed(2),
      note: input.note,
    });
  }
}

export const offlinePayments: TPaymentProvider = {
  choose: (_order, choice, now) => ({
    paymentMethod: choice.method,
    paymentReference: choice.method === 'bankTransfer' ? choice.reference : '',
    paymentChosenAt: now,
  }),
  // Confirming without a recorded choice means the client paid at the office.
  confirm: async (tx, order, input, actor, auditor, now) => {
    await settleBeforeHire(tx, order, input, actor, auditor, now);
    return { paidAt: now, paymentMethod: order.paymentMethod ?? 'office', paymentChosenAt: order.paymentChosenAt ?? now };
  },
};

/**
 * Approval issues the fee's tax invoice. Main: the one-time fee. Monthly: the price of a month times
 * the minimum months, paid up front. A replacement (no fee) has none. The order keeps the invoice's
 * number and amounts for its lists and e-mails.
 */
export async function invoiceOnApproval(tx: TTx, order: TOrderRow, now: Date): Promise<Partial<TOrderRow>> {
  if (order.priceAed === 0) return {};
  const invoice = await issueInvoice(tx, { orderId: order.id, subtotalFils: order.priceAed * (order.months ?? 1) * 100, months: order.months, now });
  return {
    invoiceNumber: invoice.number,
    invoiceIssuedAt: invoice.issuedAt,
    subtotalFils: invoice.subtotalFils,
    vatFils: invoice.vatFils,
    totalFils: invoice.totalFils,
  };
}

/** Canceling an order that took money (a paid hire, or part paid before it) issues a tax credit note for it: the refund it owes. */
export async function creditOnCancel(tx: TTx, order: TOrderRow, auditorId: number | null, now: Date) {
  const invoice = await feeInvoiceOf(tx, order.id);
  if (!invoice) return;
  const paid = await settledFils(tx, invoice.id);
  if (paid <= 0) return;
  await issueCreditNote(tx, { original: invoice, totalFils: paid, reason: 'orders.canceledHireCredit', issuedBy: auditorId, now });
}
