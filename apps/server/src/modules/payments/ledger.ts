import { eq } from 'drizzle-orm';
import { isVoided, todayInUae, type TLedgerMethod } from '@app/shared';
import type { TTx } from '../../db/client.js';
import { invoices, ledgerEntries, orders } from '../../db/schema/index.js';
import { AppError, AppMoneyError } from '../../http/app-error.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { creditedFils, nextDocumentNumber, refundedFils, settledFils, type TInvoiceRow } from '../invoices/invoices.js';

export type TLedgerRow = typeof ledgerEntries.$inferSelect;

export type TMoneyMoved = {
  amountFils: number;
  method: TLedgerMethod;
  reference: string;
  receivedOn: string;
  note?: string;
  attachment?: string | null;
};

/**
 * What a ledger entry is written with: the transaction, its instant, and who records it in the audit
 * trail (null: no audit row).
 */
export type TLedgerCtx = { db: TTx; now: Date; audit: TAuditActor | null };

/** Locks an invoice (or credit note) row: concurrent payments on one invoice take turns and each sees the other's entry. */
async function lockedInvoice(tx: TTx, invoiceId: number): Promise<TInvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  if (!row) throw new AppError(404, 'payments.invoiceNotFound');
  return row;
}

function checkDay(receivedOn: string, now: Date) {
  if (receivedOn > todayInUae(now)) throw new AppError(422, 'payments.dateInFuture', {}, 'receivedOn');
}

/**
 * Money received against an invoice, never more than its balance; the entry's receipt is numbered
 * RCT-YYYY-NNNNNN. An invoice that credit notes reversed (its order closed) takes no payment.
 */
export async function recordPayment(ctx: TLedgerCtx, invoiceId: number, money: TMoneyMoved): Promise<TLedgerRow> {
  const { db: tx, now, audit: by } = ctx;
  const invoice = await lockedInvoice(tx, invoiceId);
  if (invoice.kind !== 'invoice') throw new AppError(409, 'payments.notAnInvoice');
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, invoice.orderId));
  if (order && isVoided(order.status)) throw new AppError(409, 'payments.invoiceCredited');
  checkDay(money.receivedOn, now);
  const balance = invoice.totalFils - (await creditedFils(tx, invoice.id)) - (await settledFils(tx, invoice.id));
  if (balance <= 0) throw new AppError(409, 'payments.alreadyPaid');
  if (money.amountFils > balance) throw new AppMoneyError(422, 'payments.overBalance', { balance }, 'amountAed');
  const entry = await insertEntry(ctx, { invoiceId: invoice.id, kind: 'payment', signedFils: money.amountFils, creditNoteId: null, money });
  if (by) await recordChange(tx, by, { action: 'payment', entity: 'invoice', entityId: invoice.number }, null, entrySnapshot(entry));
  return entry;
}

/**
 * A refund paid out against a credit note: a negative entry on the invoice the credit note reverses,
 * never more than the credit note leaves to refund; its voucher is numbered RFD-YYYY-NNNNNN.
 */
export async function recordRefund(
  ctx: TLedgerCtx,
  creditNoteId: number,
  money: Omit<TMoneyMoved, 'amountFils'> & { amountFils?: number },
): Promise<TLedgerRow> {
  const { db: tx, now, audit: by } = ctx;
  const creditNote = await lockedInvoice(tx, creditNoteId);
  if (creditNote.kind !== 'creditNote' || !creditNote.originalInvoiceId) throw new AppError(409, 'payments.notACreditNote');
  // The invoice is locked too: its balance is what concurrent payments and refunds compare against.
  await lockedInvoice(tx, creditNote.originalInvoiceId);
  checkDay(money.receivedOn, now);
  const left = (creditNote.refundFils ?? creditNote.totalFils) - (await refundedFils(tx, creditNote.id));
  if (left <= 0) throw new AppError(409, 'payments.alreadyRefunded');
  const amountFils = money.amountFils ?? left;
  if (amountFils > left) throw new AppMoneyError(422, 'payments.overRefund', { left }, 'amountAed');
  // Money goes back only as far as it came in.
  if (amountFils > (await settledFils(tx, creditNote.originalInvoiceId))) throw new AppError(409, 'payments.refundOverPaid');
  const entry = await insertEntry(ctx, {
    invoiceId: creditNote.originalInvoiceId,
    kind: 'refund',
    signedFils: -amountFils,
    creditNoteId: creditNote.id,
    money: { ...money, amountFils },
  });
  if (by) await recordChange(tx, by, { action: 'refund', entity: 'invoice', entityId: creditNote.number }, null, entrySnapshot(entry));
  return entry;
}

type TEntryInput = {
  invoiceId: number;
  kind: 'payment' | 'refund';
  signedFils: number;
  creditNoteId: number | null;
  money: TMoneyMoved;
};

async function insertEntry({ db: tx, now, audit: by }: TLedgerCtx, input: TEntryInput): Promise<TLedgerRow> {
  const [entry] = await tx
    .insert(ledgerEntries)
    .values({
      invoiceId: input.invoiceId,
      kind: input.kind,
      amountFils: input.signedFils,
      method: input.money.method,
      reference: input.money.reference,
      receivedOn: input.money.receivedOn,
      documentNumber: await nextDocumentNumber(tx, input.kind === 'payment' ? 'RCT' : 'RFD', now),
      creditNoteId: input.creditNoteId,
      attachment: input.money.attachment ?? null,
      note: input.money.note ?? '',
      recordedBy: by?.userId ?? null,
      recordedAt: now,
    })
    .returning();
  return entry!;
}

const entrySnapshot = (entry: TLedgerRow) => ({
  documentNumber: entry.documentNumber,
  amountAed: entry.amountFils / 100,
  method: entry.method,
  reference: entry.reference,
  receivedOn: entry.receivedOn,
});
