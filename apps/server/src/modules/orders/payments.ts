import { addDays, hasPermission, CLOSING_REFUND_DAYS, todayInUae, type TOrderTransition, type TPaymentMethod } from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import { AppError, AppMoneyError } from '../../http/app-error.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { and, asc, eq, sql } from 'drizzle-orm';
import { invoices, ledgerEntries } from '../../db/schema/index.js';
import { feeInvoiceOf, issueCreditNote, issueInvoice, receivedFils, settledFils, type TInvoiceRow } from '../invoices/invoices.js';
import { recordPayment } from '../payments/ledger.js';
import type { TActor } from '../auth/actor.js';

type TOrderRow = typeof orders.$inferSelect;
type TConfirm = Extract<TOrderTransition, { action: 'confirmPayment' }>;

/** An order step's writing side: its transaction and instant, who takes it, and (staff) the audit trail's actor. */
export type TStepWrite = { tx: TTx; now: Date; actor: TActor; auditor?: TAuditActor };

/**
 * The payment step, behind one small interface. Today's provider is offline: the client pays at
 * the office or by bank transfer and staff record the money in the ledger. A card gateway would be
 * another provider whose `confirm` runs from its webhook instead of a staff member's click.
 */
export type TPaymentProvider = {
  choose(order: TOrderRow, choice: { method: TPaymentMethod; reference: string }, now: Date): Partial<TOrderRow>;
  confirm(write: TStepWrite, order: TOrderRow, input: TConfirm): Promise<Partial<TOrderRow>>;
};

/**
 * Hiring needs the fee invoice paid in full: by the entries already recorded, by the balance
 * received now (`payment`), or a manager's override (audited with the hire). A replacement has no fee.
 */
async function settleBeforeHire({ tx, now, actor, auditor }: TStepWrite, order: TOrderRow, input: TConfirm) {
  const invoice = await feeInvoiceOf(tx, order.id);
  if (!invoice) return;
  const balance = invoice.totalFils - (await settledFils(tx, invoice.id));
  if (balance <= 0) return;
  if (input.payment) {
    const money = { amountFils: balance, method: input.payment.method, reference: input.payment.reference, receivedOn: todayInUae(now), note: input.note };
    await recordPayment({ db: tx, now, audit: auditor ?? null }, invoice.id, money);
    return;
  }
  if (!input.override) throw new AppMoneyError(409, 'payments.balanceDue', { balance });
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
  confirm: async (write, order, input) => {
    await settleBeforeHire(write, order, input);
    const { now } = write;
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

/** Why an order closed, as its credit note says it (a catalogue key, shown in each language). */
export type TCloseReason = 'cancel' | 'reject' | 'decline' | 'autoCancel';

/** The day a refund falls due when an order closes: two weeks, as the executive regulations give refunds. */
export const closingRefundDue = (now: Date) => addDays(todayInUae(now), CLOSING_REFUND_DAYS);

/**
 * What closing an order would reverse: each of its invoices for what no credit note reversed yet, and
 * what was received on it and not yet owed back by an earlier credit note (a guarantee's refund).
 */
async function creditsDue(tx: Pick<TDb, 'select'>, orderId: number, lock: boolean) {
  const query = tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'invoice')))
    .orderBy(asc(invoices.id));
  const issued = lock ? await query.for('update') : await query;
  const due = [];
  for (const invoice of issued) {
    const credits = await tx
      .select({ totalFils: invoices.totalFils, refundFils: invoices.refundFils })
      .from(invoices)
      .where(eq(invoices.originalInvoiceId, invoice.id));
    const leftFils = invoice.totalFils - credits.reduce((sum, credit) => sum + credit.totalFils, 0);
    if (leftFils <= 0) continue;
    const owedFils = credits.reduce((sum, credit) => sum + (credit.refundFils ?? credit.totalFils), 0);
    const refundFils = Math.max(0, Math.min(leftFils, (await receivedFils(tx, invoice.id)) - owedFils));
    due.push({ invoice, leftFils, refundFils });
  }
  return due;
}

/** What the confirmation of a cancel, reject or decline tells: the credit note and refund that will follow. */
export async function closingPreview(db: Pick<TDb, 'select'>, orderId: number, now: Date) {
  const due = await creditsDue(db, orderId, false);
  if (due.length === 0) return null;
  return {
    invoiceNumber: due.map(({ invoice }) => invoice.number).join(', '),
    creditAed: due.reduce((sum, item) => sum + item.leftFils, 0) / 100,
    refundAed: due.reduce((sum, item) => sum + item.refundFils, 0) / 100,
    refundDueOn: closingRefundDue(now),
  };
}

/** What a hire would issue for the other open orders it closes: their credit notes and refunds, added up. */
export async function othersClosingPreview(db: Pick<TDb, 'select'>, orderIds: number[], now: Date) {
  const previews = [];
  for (const id of orderIds) {
    const preview = await closingPreview(db, id, now);
    if (preview) previews.push(preview);
  }
  if (previews.length === 0) return null;
  return {
    orders: previews.length,
    creditAed: previews.reduce((sum, preview) => sum + preview.creditAed, 0),
    refundAed: previews.reduce((sum, preview) => sum + preview.refundAed, 0),
    refundDueOn: closingRefundDue(now),
  };
}

/** A credit note in the audit trail: what it reverses and owes back. */
const creditNoteSnapshot = (note: TInvoiceRow) => ({
  originalInvoiceId: note.originalInvoiceId,
  totalAed: note.totalFils / 100,
  refundAed: (note.refundFils ?? 0) / 100,
  refundDueOn: note.refundDueOn,
  reason: note.reason,
});

/**
 * An order closed without a placement (canceled, rejected, declined, or closed by another family's
 * hire): each of its invoices is reversed by a tax credit note for what no credit note reversed yet,
 * and what was received on it and not yet owed back falls due as a refund in two weeks. An issued
 * invoice is never voided or edited. A hire's closing of other orders is the system's, not the staff member's.
 */
export async function creditOnClose({ tx, now, actor, auditor }: TStepWrite, orderId: number, reason: TCloseReason) {
  const issuedBy = reason === 'autoCancel' ? null : actor.userId;
  for (const { invoice, leftFils, refundFils } of await creditsDue(tx, orderId, true)) {
    const note = await issueCreditNote(tx, {
      original: invoice,
      totalFils: leftFils,
      refundFils,
      refundDueOn: closingRefundDue(now),
      reason: `orders.creditReason.${reason}`,
      issuedBy,
      now,
    });
    if (auditor) await recordChange(tx, auditor, { action: 'creditNote', entity: 'invoice', entityId: note.number }, null, creditNoteSnapshot(note));
  }
}

/** How an invoice was actually paid, from the ledger: the payments received by each method, in the order the methods were first used. */
export async function receivedByMethod(db: Pick<TDb, 'select'>, invoiceId: number) {
  const rows = await db
    .select({ method: ledgerEntries.method, fils: sql<number>`sum(${ledgerEntries.amountFils})`.mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.invoiceId, invoiceId), eq(ledgerEntries.kind, 'payment')))
    .groupBy(ledgerEntries.method)
    .orderBy(sql`min(${ledgerEntries.id})`);
  return rows.map((row) => ({ method: row.method, amountAed: row.fils / 100 }));
}
