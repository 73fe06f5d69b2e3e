import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TOrderAction } from '@app/shared';
import type { TTx } from '../../db/client.js';
import { processSteps, visaProcesses, type orders } from '../../db/schema/index.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import { auditedStep, lockProcess, settleProcess, type TWriteCtx } from './settle.js';
import { startProcessOnHire } from './start.js';

type TOrderRow = typeof orders.$inferSelect;

/** What the order's step hands over: its transaction, instant, actor and auditor (none for seeded history). */
export type TOrderStepCtx = { db: TTx; now: Date; actor: { userId: number | null }; audit?: TAuditActor | undefined };

/**
 * The process follows its order (docs/decisions/032), in the order step's transaction: the hire
 * starts it, canceling a hired order cancels it, the delivery marks its handover done that day.
 */
export async function processFollowsOrder(
  ctx: TOrderStepCtx,
  step: { action: TOrderAction; before: TOrderRow; after: TOrderRow; deliveredOn: string | null },
): Promise<void> {
  const write: TWriteCtx = { tx: ctx.db, now: ctx.now, auditor: ctx.audit };
  if (step.action === 'confirmPayment' && step.after.status === 'Hired') await startProcessOnHire({ ...write, actorId: ctx.actor.userId }, step.after);
  if (step.action === 'cancel' && step.before.status === 'Hired') await cancelProcessOf(write, step.after.id);
  if (step.action === 'deliver' && step.deliveredOn) await handOver(write, step.after.id, step.deliveredOn);
}

async function runningProcessOf(tx: TTx, orderId: number) {
  const [found] = await tx
    .select({ id: visaProcesses.id })
    .from(visaProcesses)
    .where(and(eq(visaProcesses.orderId, orderId), eq(visaProcesses.status, 'running')));
  return found ? lockProcess(tx, found.id) : undefined;
}

async function cancelProcessOf(write: TWriteCtx, orderId: number) {
  const { tx, now, auditor } = write;
  const process = await runningProcessOf(tx, orderId);
  if (!process) return;
  await tx.update(visaProcesses).set({ status: 'canceled', updatedAt: now }).where(eq(visaProcesses.id, process.id));
  if (auditor) await recordChange(tx, auditor, { action: 'cancel', entity: 'process', entityId: process.id }, { status: 'running' }, { status: 'canceled' });
}

/** The handover step (or steps) done on the handover day; the process done when nothing else is left. */
async function handOver(write: TWriteCtx, orderId: number, day: string) {
  const { tx, now, auditor } = write;
  const process = await runningProcessOf(tx, orderId);
  if (!process) return;
  const handovers = await tx
    .select()
    .from(processSteps)
    .where(and(eq(processSteps.processId, process.id), eq(processSteps.kind, 'handover'), inArray(processSteps.state, ['todo', 'booked', 'blocked'])))
    .orderBy(asc(processSteps.position));
  for (const step of handovers) {
    const [done] = await tx
      .update(processSteps)
      .set({ state: 'done', doneOn: day, blockedReason: '', version: step.version + 1, updatedAt: now })
      .where(eq(processSteps.id, step.id))
      .returning();
    if (auditor) await recordChange(tx, auditor, { action: 'deliver', entity: 'processStep', entityId: step.id }, auditedStep(step), auditedStep(done!));
  }
  await settleProcess(write, process);
}
