import { and, eq, inArray, isNull } from 'drizzle-orm';
import { todayInUae, type TRecordDisbursementPayment } from '@app/shared';
import type { TTx } from '../../db/client.js';
import { orders, processDisbursementPayments, processDisbursements } from '../../db/schema/index.js';
import { AppError, AppMoneyError } from '../../http/app-error.js';
import { recordChange } from '../audit/record.js';
import { nextDocumentNumber } from '../invoices/invoices.js';
import { disbursementSnapshot, lockedProcess, owedFils } from './read.js';
import type { TFeesCtx } from './service.js';

/** The family a process's fees are billed to: its order's client. A process started by hand with no order has none. */
async function familyOf(tx: TTx, orderId: number | null) {
  if (!orderId) throw new AppError(409, 'processFees.noFamily');
  const [order] = await tx.select({ clientId: orders.clientId }).from(orders).where(eq(orders.id, orderId));
  if (!order?.clientId) throw new AppError(409, 'processFees.noFamily');
  return order.clientId;
}

/**
 * Bills the family, at cost, what the agency paid on her behalf and did not bill yet: one disbursement
 * note (DSB-, gapless like the other series), outside VAT and never on a tax invoice (decision 033).
 * The process is locked first, so two bills at once bill each fee once; the second finds nothing.
 */
export async function billFamily(ctx: TFeesCtx, processId: number): Promise<string> {
  return ctx.db.transaction(async (tx) => {
    const process = await lockedProcess(tx, processId);
    await familyOf(tx, process.orderId);
    const unbilled = await tx
      .select()
      .from(processDisbursements)
      .where(and(eq(processDisbursements.processId, processId), eq(processDisbursements.paidBy, 'agency'), isNull(processDisbursements.billNumber)));
    if (unbilled.length === 0) throw new AppError(409, 'processFees.nothingToBill');
    const number = await nextDocumentNumber(tx, 'DSB', ctx.now);
    const billed = await tx
      .update(processDisbursements)
      .set({ billNumber: number, billedAt: ctx.now, billedBy: ctx.audit.userId })
      .where(
        inArray(
          processDisbursements.id,
          unbilled.map((row) => row.id),
        ),
      )
      .returning();
    for (const row of billed) {
      const before = unbilled.find((fee) => fee.id === row.id)!;
      await recordChange(
        tx,
        ctx.audit,
        { action: 'update', entity: 'processDisbursement', entityId: row.id },
        disbursementSnapshot(before),
        disbursementSnapshot(row),
      );
    }
    return number;
  });
}

/**
 * The family pays billed fees back: a DRC- receipt of its own, never more than she owes for them.
 * Like a payment on an invoice, it lowers her statement's balance on the day the money moved.
 */
export async function recordFamilyPayment(ctx: TFeesCtx, processId: number, input: TRecordDisbursementPayment): Promise<string> {
  if (input.receivedOn > todayInUae(ctx.now)) throw new AppError(422, 'payments.dateInFuture', {}, 'receivedOn');
  return ctx.db.transaction(async (tx) => {
    await lockedProcess(tx, processId);
    const owed = await owedFils(tx, processId);
    if (owed <= 0) throw new AppError(409, 'processFees.nothingOwed');
    const amountFils = Math.round(input.amountAed * 100);
    if (amountFils > owed) throw new AppMoneyError(422, 'processFees.overOwed', { owed }, 'amountAed');
    const [payment] = await tx
      .insert(processDisbursementPayments)
      .values({
        processId,
        amountFils,
        method: input.method,
        reference: input.reference,
        receivedOn: input.receivedOn,
        documentNumber: await nextDocumentNumber(tx, 'DRC', ctx.now),
        note: input.note,
        recordedBy: ctx.audit.userId,
        recordedAt: ctx.now,
      })
      .returning();
    const snapshot = {
      documentNumber: payment!.documentNumber,
      amountAed: amountFils / 100,
      method: payment!.method,
      reference: payment!.reference,
      receivedOn: payment!.receivedOn,
    };
    await recordChange(tx, ctx.audit, { action: 'payment', entity: 'process', entityId: processId }, null, snapshot);
    return payment!.documentNumber;
  });
}
