import { and, eq } from 'drizzle-orm';
import { todayInUae, type TRecordDisbursement } from '@app/shared';
import { processDisbursements, processSteps } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import type { TDocumentStore, TStoredDocument } from '../../storage/documents.js';
import { recordChange } from '../audit/record.js';
import { disbursementOf, disbursementSnapshot, lockedProcess } from './read.js';

/** What changing fees needs: the request's context and the private document store the receipts live in. */
export type TFeesCtx = Pick<TCtx, 'db' | 'now' | 'audit'> & { documents: TDocumentStore };
export type TFeeIds = { processId: number; disbursementId: number };

const ENTITY = 'processDisbursement';

/** A government fee paid on one of this process's steps (another process's step is not there: 404). */
export async function recordDisbursement(ctx: TFeesCtx, processId: number, input: TRecordDisbursement): Promise<number> {
  if (input.paidOn > todayInUae(ctx.now)) throw new AppError(422, 'processFees.paidOnInFuture', {}, 'paidOn');
  return ctx.db.transaction(async (tx) => {
    await lockedProcess(tx, processId);
    const [step] = await tx
      .select({ id: processSteps.id })
      .from(processSteps)
      .where(and(eq(processSteps.id, input.stepId), eq(processSteps.processId, processId)));
    if (!step) throw new AppError(404, 'processes.stepNotFound', {}, 'stepId');
    const [row] = await tx
      .insert(processDisbursements)
      .values({
        processId,
        stepId: step.id,
        amountFils: Math.round(input.amountAed * 100),
        description: input.description,
        paidOn: input.paidOn,
        paidBy: input.paidBy,
        recordedBy: ctx.audit.userId,
        createdAt: ctx.now,
      })
      .returning();
    await recordChange(tx, ctx.audit, { action: 'create', entity: ENTITY, entityId: row!.id }, null, disbursementSnapshot(row!));
    return row!.id;
  });
}

/** A fee recorded by mistake goes, with its scan; a billed one stays (its note was issued to the family). */
export async function removeDisbursement(ctx: TFeesCtx, ids: TFeeIds): Promise<void> {
  const removed = await ctx.db.transaction(async (tx) => {
    await lockedProcess(tx, ids.processId);
    const row = await disbursementOf(tx, ids.processId, ids.disbursementId);
    if (row.billNumber) throw new AppError(409, 'processFees.alreadyBilled', { number: row.billNumber });
    await tx.delete(processDisbursements).where(eq(processDisbursements.id, row.id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: ENTITY, entityId: row.id }, disbursementSnapshot(row), null);
    return row;
  });
  if (removed.receiptName) await ctx.documents.remove(removed.receiptName);
}

/** Checked before a receipt's bytes are received: nothing is kept for a fee that is not there. */
export const assertDisbursement = async (ctx: TFeesCtx, ids: TFeeIds) => {
  await disbursementOf(ctx.db, ids.processId, ids.disbursementId);
};

/** Attaches (or replaces) a fee's receipt scan, already judged and stored; the replaced scan is removed after the commit. */
export async function attachReceipt(ctx: TFeesCtx, ids: TFeeIds, scan: TStoredDocument & { fileName: string }): Promise<void> {
  const before = await ctx.db.transaction(async (tx) => {
    await lockedProcess(tx, ids.processId);
    const current = await disbursementOf(tx, ids.processId, ids.disbursementId);
    const [changed] = await tx
      .update(processDisbursements)
      .set({ receiptName: scan.name, receiptMime: scan.contentType, receiptOriginalName: scan.fileName, receiptSize: scan.size })
      .where(eq(processDisbursements.id, current.id))
      .returning();
    await recordChange(
      tx,
      ctx.audit,
      { action: 'update', entity: ENTITY, entityId: current.id },
      disbursementSnapshot(current),
      disbursementSnapshot(changed!),
    );
    return current;
  });
  if (before.receiptName && before.receiptName !== scan.name) await ctx.documents.remove(before.receiptName);
}

/** A fee's receipt for download, or 404 when it has none. */
export async function receiptFile(ctx: TFeesCtx, ids: TFeeIds) {
  const row = await disbursementOf(ctx.db, ids.processId, ids.disbursementId);
  if (!row.receiptName) throw new AppError(404, 'processFees.receiptNotFound');
  return { name: row.receiptName, fileName: row.receiptOriginalName ?? row.receiptName };
}
