import { PROCESS_STEP_STATES, todayInUae, ZUpdateProcessStepSchema, type TProcessStep, type TProcessStepState } from '@app/shared';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { TStepChange } from '../api';
import { appointmentAt, appointmentParts } from './StepBadges';

/** A step as its form edits it: the appointment as a UAE day and time, the staff member as the select's value. */
export type TStepForm = {
  state: TProcessStepState;
  blockedReason: string;
  appointmentDate: string;
  appointmentTime: string;
  appointmentPlace: string;
  assigneeId: string;
  notes: string;
  doneOn: string;
};

export const STEP_STATES = PROCESS_STEP_STATES;

export function stepFormValues(step: TProcessStep): TStepForm {
  const { date, time } = appointmentParts(step.appointmentAt);
  return {
    state: step.state,
    blockedReason: step.blockedReason,
    appointmentDate: date,
    appointmentTime: time,
    appointmentPlace: step.appointmentPlace,
    assigneeId: step.assignee ? String(step.assignee.id) : '',
    notes: step.notes,
    doneOn: step.doneOn ?? todayInUae(),
  };
}

/** Whether the form shows the appointment's fields: a step that has one, or one being booked. */
export const showsAppointment = (step: Pick<TProcessStep, 'hasAppointment'>, state: TProcessStepState) => step.hasAppointment || state === 'booked';

/** What the save sends: only the fields the chosen state keeps (a reason only while blocked, a done day only when done). */
export function stepChangeOf(values: TStepForm, step: Pick<TProcessStep, 'hasAppointment'>): TStepChange {
  const withAppointment = showsAppointment(step, values.state);
  const { appointmentDate: date, appointmentTime: time } = values;
  return {
    state: values.state,
    blockedReason: values.state === 'blocked' ? values.blockedReason.trim() : '',
    // Half an appointment (a day without its time) is sent as it is, for the schema to refuse.
    appointmentAt: withAppointment && (date || time) ? appointmentAt(date, time) : null,
    appointmentPlace: withAppointment ? values.appointmentPlace.trim() : '',
    assigneeId: values.assigneeId ? Number(values.assigneeId) : null,
    notes: values.notes.trim(),
    ...(values.state === 'done' && values.doneOn ? { doneOn: values.doneOn } : {}),
  };
}

/** The form field a message of the API's body belongs to. */
export function formFieldOf(field: string): keyof TStepForm | null {
  if (field === 'appointmentAt') return 'appointmentDate';
  const fields: ReadonlyArray<keyof TStepForm> = ['state', 'blockedReason', 'appointmentPlace', 'assigneeId', 'notes', 'doneOn'];
  return fields.find((name) => name === field) ?? null;
}

/** The API body's fields a refusal may name. */
export const SERVER_FIELDS = ['state', 'blockedReason', 'appointmentAt', 'appointmentPlace', 'assigneeId', 'notes', 'doneOn'];

/**
 * The form is checked by the shared schema of the body it sends (the server's own rules: a blocked
 * step needs its reason, a booked one its appointment), its messages put on the form's fields.
 */
export const stepResolver =
  (step: Pick<TProcessStep, 'hasAppointment' | 'version'>): Resolver<TStepForm> =>
  (values) => {
    const parsed = ZUpdateProcessStepSchema.safeParse({ ...stepChangeOf(values, step), version: step.version });
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<TStepForm> = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };
