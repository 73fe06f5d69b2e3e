import { addDays, FINISHED_STEP_STATES, type TProcessStepState } from '@app/shared';

/**
 * The process's rules that need no database (docs/decisions/032): due dates, overdue, the current
 * step, the expected handover.
 */

type TDatedStep = { position: number; state: TProcessStepState; expectedDays: number; doneOn: string | null };

const FINISHED = new Set<TProcessStepState>(FINISHED_STEP_STATES);

export const isFinished = (step: { state: TProcessStepState }) => FINISHED.has(step.state);

/**
 * Every step's due date, in their order: a step is due its expected days after the step before it
 * finished (its done day, or its due date while it is not done), the first after the start. A step
 * not needed adds nothing: it is due when the one before it is, and the next counts from there.
 */
export function dueDates<S extends TDatedStep>(steps: readonly S[], startedOn: string): Map<S, string> {
  const due = new Map<S, string>();
  let anchor = startedOn;
  for (const step of [...steps].sort((one, other) => one.position - other.position)) {
    if (step.state === 'notNeeded') {
      due.set(step, anchor);
      continue;
    }
    const dueDate = addDays(anchor, step.expectedDays);
    due.set(step, dueDate);
    anchor = step.state === 'done' && step.doneOn ? step.doneOn : dueDate;
  }
  return due;
}

/** Not finished and its due date before today (UAE day). */
export const isOverdue = (step: { state: TProcessStepState; dueDate: string }, today: string) => !isFinished(step) && step.dueDate < today;

/** The first step not finished, in order; none once the process is done. */
export function currentStepOf<S extends { position: number; state: TProcessStepState }>(steps: readonly S[]): S | null {
  return [...steps].sort((one, other) => one.position - other.position).find((step) => !isFinished(step)) ?? null;
}

/**
 * The handover as things stand: the handover step's due date (its done day once done); a template
 * without one hands over when its last step is due.
 */
export function expectedHandoverOf(
  steps: ReadonlyArray<{ position: number; kind: string; dueDate: string; doneOn: string | null }>,
  startedOn: string,
): string {
  const ordered = [...steps].sort((one, other) => one.position - other.position);
  const handover = ordered.filter((step) => step.kind === 'handover').at(-1) ?? ordered.at(-1);
  if (!handover) return startedOn;
  return handover.doneOn ?? handover.dueDate;
}
