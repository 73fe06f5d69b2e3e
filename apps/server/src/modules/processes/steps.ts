import { and, eq } from 'drizzle-orm';
import { todayInUae, type TUpdateProcessStep } from '@app/shared';
import { processSteps } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { notifyFamilyOfStep } from './notify.js';
import type { TStepRow } from './presenter.js';
import { auditedStep, lockProcess, settleProcess } from './settle.js';
import { assertStepStaff } from './staff.js';

type TStepRef = { processId: number; stepId: number };

/** The day a done step was done: as given, as it was, or today; never a day still to come. */
function doneDay(step: TStepRow, input: TUpdateProcessStep, today: string): string | null {
  if (input.state !== 'done') return null;
  const day = input.doneOn ?? (step.state === 'done' ? step.doneOn : null) ?? today;
  if (day > today) throw new AppError(422, 'processes.doneInFuture', {}, 'doneOn');
  return day;
}

/**
 * Staff change one step, on its version: the process is locked first, so of two changes at once the
 * second sees the first's version and is refused (nothing is written twice). Due dates follow, and
 * the process is done once every step is finished.
 */
export async function updateStep(
  ctx: Pick<TCtx, 'db' | 'now'> & Partial<Pick<TCtx, 'audit' | 'baseUrl' | 'jobs'>>,
  ref: TStepRef,
  input: TUpdateProcessStep,
): Promise<void> {
  const today = todayInUae(ctx.now);
  await ctx.db.transaction(async (tx) => {
    const process = await lockProcess(tx, ref.processId);
    if (!process) throw new AppError(404, 'processes.notFound');
    const [step] = await tx
      .select()
      .from(processSteps)
      .where(and(eq(processSteps.id, ref.stepId), eq(processSteps.processId, process.id)));
    if (!step) throw new AppError(404, 'processes.stepNotFound');
    if (process.status !== 'running') throw new AppError(409, 'processes.notRunning');
    if (step.version !== input.version) throw new AppError(409, 'processes.stale');
    await assertStepStaff(tx, input.assigneeId, step.assigneeId);
    const [changed] = await tx
      .update(processSteps)
      .set({
        state: input.state,
        blockedReason: input.state === 'blocked' ? input.blockedReason : '',
        appointmentAt: input.appointmentAt === null ? null : new Date(input.appointmentAt),
        appointmentPlace: input.appointmentPlace,
        assigneeId: input.assigneeId,
        notes: input.notes,
        doneOn: doneDay(step, input, today),
        version: step.version + 1,
        updatedAt: ctx.now,
      })
      .where(eq(processSteps.id, step.id))
      .returning();
    // Seeded history has no auditor.
    if (ctx.audit) await recordChange(tx, ctx.audit, { action: 'update', entity: 'processStep', entityId: step.id }, auditedStep(step), auditedStep(changed!));
    await settleProcess({ tx, now: ctx.now, auditor: ctx.audit }, process);
    // Seeded history tells no family.
    if (ctx.baseUrl !== undefined) await notifyFamilyOfStep({ tx, now: ctx.now, baseUrl: ctx.baseUrl }, process, step, changed!);
  });
  ctx.jobs?.nudge();
}
