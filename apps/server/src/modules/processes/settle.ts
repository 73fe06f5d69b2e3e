import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { TTx, TWriter } from '../../db/client.js';
import { processSteps, visaProcesses } from '../../db/schema/index.js';
import { recordChange, type TAuditActor } from '../audit/record.js';
import type { TProcessRow } from './presenter.js';
import { dueDates, isFinished } from './rules.js';

/** What a change to a process needs: its transaction, its instant, and who to write in the audit trail (none for seeded history). */
export type TWriteCtx = { tx: TTx; now: Date; auditor?: TAuditActor | undefined };

/** The fields of a step the audit trail follows. */
export const auditedStep = (step: typeof processSteps.$inferSelect) => ({
  state: step.state,
  blockedReason: step.blockedReason,
  appointmentAt: step.appointmentAt,
  appointmentPlace: step.appointmentPlace,
  assigneeId: step.assigneeId,
  notes: step.notes,
  doneOn: step.doneOn,
});

/**
 * After a step changed: every step's due date computed again (a due date is not a change of the
 * step itself: its version stays), and the process done once every step is finished.
 */
export async function settleProcess(write: TWriteCtx, process: TProcessRow): Promise<void> {
  const { tx, now, auditor } = write;
  const steps = await tx.select().from(processSteps).where(eq(processSteps.processId, process.id)).orderBy(asc(processSteps.position));
  const due = dueDates(steps, process.startedOn);
  for (const step of steps) {
    const dueDate = due.get(step)!;
    if (dueDate !== step.dueDate) await tx.update(processSteps).set({ dueDate }).where(eq(processSteps.id, step.id));
  }
  await refreshBoardPointers(tx, eq(visaProcesses.id, process.id));
  if (process.status !== 'running' || !steps.every(isFinished)) return;
  await tx.update(visaProcesses).set({ status: 'done', updatedAt: now }).where(eq(visaProcesses.id, process.id));
  if (auditor) await recordChange(tx, auditor, { action: 'status', entity: 'process', entityId: process.id }, { status: 'running' }, { status: 'done' });
}

/** Locks a process for a change: every change of a process or its steps takes this lock first. */
export async function lockProcess(tx: TTx, processId: number): Promise<TProcessRow | undefined> {
  const [process] = await tx.select().from(visaProcesses).where(eq(visaProcesses.id, processId)).for('update');
  return process;
}

const UNFINISHED = sql`('todo', 'booked', 'blocked')`;

/**
 * What the board reads of these processes' steps, kept on the process (migration 0032): its first
 * step not finished (its kind and who runs it), and the earliest due date of those not finished.
 */
export async function refreshBoardPointers(db: TWriter, where: SQL): Promise<void> {
  const ofCurrent = (column: SQL) =>
    sql`(SELECT ${column} FROM ${processSteps} s WHERE s.process_id = ${visaProcesses.id} AND s.state IN ${UNFINISHED} ORDER BY s.position LIMIT 1)`;
  await db
    .update(visaProcesses)
    .set({
      currentStepId: ofCurrent(sql`s.id`),
      currentStepKind: ofCurrent(sql`s.kind`),
      currentAssigneeId: ofCurrent(sql`s.assignee_id`),
      nextDueDate: sql`(SELECT min(s.due_date) FROM ${processSteps} s WHERE s.process_id = ${visaProcesses.id} AND s.state IN ${UNFINISHED})`,
    })
    .where(where);
}
