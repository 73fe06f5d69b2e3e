import { and, eq } from 'drizzle-orm';
import type { TFamilyAsk, TFamilyAskKind } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { orders, processFamilyFiles, processSteps, visaProcesses } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import type { TDocumentStore, TStoredDocument } from '../../storage/documents.js';
import { recordChange } from '../audit/record.js';
import { notifyStaff } from '../staff-notifications/raise.js';

/** What the family's upload needs: the request's context and the private store the files go to. */
export type TFamilyFilesCtx = Pick<TCtx, 'db' | 'now' | 'actor' | 'audit'> & { documents: TDocumentStore };
/** The family's order, a step of its process, and the paper they give for it. */
export type TFamilyUpload = { orderId: number; stepId: number; kind: TFamilyAskKind };
type TFileRow = typeof processFamilyFiles.$inferSelect;

/** What the audit trail keeps of it: the paper and the step, never the stored file's name. */
const audited = (row: TFileRow) => ({ kind: row.kind, fileName: row.scanOriginalName, size: row.scanSize, processStepId: row.stepId });

/**
 * The step of the family's own order's process that asks for this paper. Another client's order,
 * a step of another process, is not found; a process no longer running takes no more files.
 */
export async function askingStep(db: TReader, clientId: number, target: TFamilyUpload) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, target.orderId), eq(orders.clientId, clientId)));
  if (!order) throw new AppError(404, 'orders.notFound');
  const [found] = await db
    .select({ process: visaProcesses, step: processSteps })
    .from(processSteps)
    .innerJoin(visaProcesses, eq(visaProcesses.id, processSteps.processId))
    .where(and(eq(processSteps.id, target.stepId), eq(visaProcesses.orderId, order.id)));
  if (!found) throw new AppError(404, 'processes.stepNotFound');
  if (found.process.status !== 'running') throw new AppError(409, 'processes.notRunning');
  if (!found.step.familyAsks.includes(target.kind)) throw new AppError(400, 'processDocuments.notAsked', {}, 'kind');
  return found;
}

/** Keeps a stored file as the family's paper of that kind on the step, replacing the one before (whose file then goes). */
export async function saveFamilyFile(ctx: TFamilyFilesCtx, target: TFamilyUpload, scan: TStoredDocument & { fileName: string }): Promise<TFamilyAsk> {
  const { now, audit: actor } = ctx;
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const { process, step } = await askingStep(tx, ctx.actor.userId, target);
    const [current] = await tx
      .select()
      .from(processFamilyFiles)
      .where(and(eq(processFamilyFiles.stepId, step.id), eq(processFamilyFiles.kind, target.kind)))
      .for('update');
    const values = {
      processId: process.id,
      stepId: step.id,
      clientId: ctx.actor.userId,
      kind: target.kind,
      scanName: scan.name,
      scanMime: scan.contentType,
      scanOriginalName: scan.fileName,
      scanSize: scan.size,
      uploadedBy: actor.userId,
      createdAt: now,
    };
    const [saved] = await tx
      .insert(processFamilyFiles)
      .values(values)
      .onConflictDoUpdate({ target: [processFamilyFiles.stepId, processFamilyFiles.kind], set: values })
      .returning();
    // The family's papers are the client's documents in the trail, wherever she gives them.
    const event = { action: current ? 'update' : 'create', entity: 'clientDocument', entityId: saved!.id };
    await recordChange(tx, actor, event, current ? audited(current) : null, audited(saved!));
    await notifyStaff(tx, 'familyPaper', process.id);
    return { before: current, after: saved! };
  });
  if (before && before.scanName !== after.scanName) await ctx.documents.remove(before.scanName);
  return { kind: after.kind, file: { fileName: after.scanOriginalName, uploadedAt: after.createdAt.toISOString(), onProfile: false } };
}
