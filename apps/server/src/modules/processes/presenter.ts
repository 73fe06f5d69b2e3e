import type { TProcess, TProcessStep, TProcessSummary, TProcessTemplate } from '@app/shared';
import type { processSteps, processTemplateSteps, processTemplates, visaProcesses } from '../../db/schema/index.js';
import { currentStepOf, expectedHandoverOf, isOverdue } from './rules.js';

export type TProcessRow = typeof visaProcesses.$inferSelect;
export type TStepRow = typeof processSteps.$inferSelect;
export type TTemplateRow = typeof processTemplates.$inferSelect;
export type TTemplateStepRow = typeof processTemplateSteps.$inferSelect;

/** A step as read with the name of the staff member who runs it. */
export type TStepWithAssignee = { step: TStepRow; assignee: { id: number; name: string } | null };

/** A process as read for the board: its worker, order, client and the order's branch. */
export type TSummaryRow = {
  process: TProcessRow;
  labor: TProcessSummary['labor'];
  order: TProcessSummary['order'];
  client: TProcessSummary['client'];
  branch: TProcessSummary['branch'];
};

/** `running` false: a finished or canceled process has nothing overdue. */
export function presentStep({ step, assignee }: TStepWithAssignee, today: string, running = true): TProcessStep {
  return {
    id: step.id,
    position: step.position,
    kind: step.kind,
    nameEn: step.nameEn,
    nameAr: step.nameAr,
    state: step.state,
    blockedReason: step.blockedReason,
    hasAppointment: step.hasAppointment,
    appointmentAt: step.appointmentAt?.toISOString() ?? null,
    appointmentPlace: step.appointmentPlace,
    bringEn: step.bringEn,
    bringAr: step.bringAr,
    familyAsks: step.familyAsks,
    expectedDays: step.expectedDays,
    dueDate: step.dueDate,
    overdue: running && isOverdue(step, today),
    doneOn: step.doneOn,
    assignee,
    notes: step.notes,
    version: step.version,
  };
}

const presentSteps = (steps: TStepWithAssignee[], today: string, running: boolean) =>
  steps.map((step) => presentStep(step, today, running)).sort((one, other) => one.position - other.position);

export function presentSummary(row: TSummaryRow, steps: TStepWithAssignee[], today: string): TProcessSummary {
  const { process } = row;
  const running = process.status === 'running';
  const presented = presentSteps(steps, today, running);
  return {
    id: process.id,
    status: process.status,
    location: process.location,
    packageKind: process.packageKind,
    labor: row.labor,
    order: row.order,
    client: row.client,
    branch: row.branch,
    startedOn: process.startedOn,
    expectedHandover: expectedHandoverOf(presented, process.startedOn),
    // A canceled process has no step to come.
    currentStep: running ? currentStepOf(presented) : null,
    overdueSteps: presented.filter((step) => step.overdue).length,
  };
}

export function presentProcess(row: TSummaryRow, steps: TStepWithAssignee[], history: TProcess['history'], today: string): TProcess {
  return {
    ...presentSummary(row, steps, today),
    steps: presentSteps(steps, today, row.process.status === 'running'),
    history,
  };
}

export function presentTemplate(template: TTemplateRow, steps: TTemplateStepRow[]): TProcessTemplate {
  return {
    id: template.id,
    packageKind: template.packageKind,
    location: template.location,
    version: template.version,
    updatedAt: template.updatedAt.toISOString(),
    steps: steps
      .filter((step) => step.templateId === template.id)
      .sort((one, other) => one.position - other.position)
      .map((step) => ({
        id: step.id,
        position: step.position,
        kind: step.kind,
        nameEn: step.nameEn,
        nameAr: step.nameAr,
        expectedDays: step.expectedDays,
        hasAppointment: step.hasAppointment,
        bringEn: step.bringEn,
        bringAr: step.bringAr,
        familyAsks: step.familyAsks,
      })),
  };
}
