import type { TProcess, TProcessStep, TProcessSummary, TProcessTemplate } from '@app/shared';
import type { processSteps, processTemplateSteps, processTemplates, visaProcesses } from '../../db/schema/index.js';
import { currentStepOf, expectedHandoverOf, isOverdue } from './rules.js';

export type TProcessRow = typeof visaProcesses.$inferSelect;
export type TStepRow = typeof processSteps.$inferSelect;
export type TTemplateRow = typeof processTemplates.$inferSelect;
export type TTemplateStepRow = typeof processTemplateSteps.$inferSelect;

/** What a step's presentation reads of its row. */
export type TPresentedStepRow = Pick<
  TStepRow,
  | 'id'
  | 'position'
  | 'kind'
  | 'nameEn'
  | 'nameAr'
  | 'state'
  | 'blockedReason'
  | 'hasAppointment'
  | 'appointmentAt'
  | 'appointmentPlace'
  | 'bringEn'
  | 'bringAr'
  | 'familyAsks'
  | 'expectedDays'
  | 'dueDate'
  | 'doneOn'
  | 'notes'
  | 'version'
>;

/** A step as read with the name of the staff member who runs it. */
export type TStepWithAssignee<TStep extends TPresentedStepRow = TStepRow> = { step: TStep; assignee: { id: number; name: string } | null };

/** What a process's line needs of its own row. */
export type TSummaryProcess = Pick<TProcessRow, 'id' | 'status' | 'location' | 'packageKind' | 'startedOn'>;

/** A process as read for the board: its worker, order, client and the order's branch. */
export type TSummaryRow = {
  process: TSummaryProcess;
  labor: TProcessSummary['labor'];
  order: TProcessSummary['order'];
  client: TProcessSummary['client'];
  branch: TProcessSummary['branch'];
};

/** `running` false: a finished or canceled process has nothing overdue. */
export function presentStep({ step, assignee }: TStepWithAssignee<TPresentedStepRow>, today: string, running = true): TProcessStep {
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

/** What a summary needs of every step: where it stands and its days. */
export type TStepDates = Pick<TStepRow, 'position' | 'kind' | 'state' | 'dueDate' | 'doneOn'>;

/** The board's line: the current step in full, the others by their days only. */
export function presentSummary(row: TSummaryRow, steps: TStepDates[], current: TStepWithAssignee<TPresentedStepRow> | null, today: string): TProcessSummary {
  const { process } = row;
  const running = process.status === 'running';
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
    expectedHandover: expectedHandoverOf(steps, process.startedOn),
    // A canceled process has no step to come.
    currentStep: running && current ? presentStep(current, today) : null,
    overdueSteps: running ? steps.filter((step) => isOverdue(step, today)).length : 0,
  };
}

export function presentProcess(row: TSummaryRow, steps: TStepWithAssignee[], history: TProcess['history'], today: string): TProcess {
  const rows = steps.map(({ step }) => step);
  const current = currentStepOf(rows);
  return {
    ...presentSummary(row, rows, steps.find(({ step }) => step === current) ?? null, today),
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
