/**
 * Processes as the API answers them, for this feature's tests: each goes through its shared
 * response schema, so a fixture the server could not send fails where it is made.
 */
import {
  ZProcessSchema,
  ZProcessStepSchema,
  ZProcessSummarySchema,
  ZProcessTemplateSchema,
  type TProcess,
  type TProcessStep,
  type TProcessSummary,
  type TProcessTemplate,
} from '@app/shared';

export const aStep = (overrides: Partial<TProcessStep> = {}): TProcessStep =>
  ZProcessStepSchema.parse({
    id: 11,
    position: 1,
    kind: 'contract',
    nameEn: 'Employment contract',
    nameAr: 'عقد العمل',
    state: 'todo',
    blockedReason: '',
    hasAppointment: false,
    appointmentAt: null,
    appointmentPlace: '',
    bringEn: '',
    bringAr: '',
    familyAsks: [],
    expectedDays: 3,
    dueDate: '2027-01-04',
    overdue: false,
    doneOn: null,
    assignee: null,
    notes: '',
    version: 1,
    ...overrides,
  });

/** Maria, hired by Mariam on 1 January 2027, abroad: her contract signed, her medical test booked and overdue. */
export const STEPS: TProcessStep[] = [
  aStep({ state: 'done', doneOn: '2027-01-03', assignee: { id: 4, name: 'sara.sales' }, version: 2 }),
  aStep({
    id: 12,
    position: 2,
    kind: 'medical',
    nameEn: 'Medical fitness test',
    nameAr: 'الفحص الطبي',
    state: 'booked',
    hasAppointment: true,
    appointmentAt: '2027-01-10T06:30:00.000Z',
    appointmentPlace: 'Al Barsha health centre',
    bringEn: 'Passport copy',
    dueDate: '2027-01-08',
    overdue: true,
    assignee: { id: 4, name: 'sara.sales' },
    version: 3,
  }),
  aStep({ id: 13, position: 3, kind: 'handover', nameEn: 'Handover to the family', nameAr: 'التسليم إلى الأسرة', expectedDays: 2, dueDate: '2027-01-20' }),
];

const MARIA = {
  id: 5,
  status: 'running',
  location: 'abroad',
  packageKind: 'Main',
  labor: { id: 42, code: 'LB-0042', name: 'Maria Santos', nameAr: 'ماريا سانتوس' },
  order: { id: 7, orderNumber: 'ORD-2027-0007' },
  client: { id: 21, name: 'Mariam Al Zaabi', phoneNumber: '+971501234567' },
  branch: { id: 1, name: 'Dubai branch', nameAr: 'فرع دبي' },
  startedOn: '2027-01-01',
  expectedHandover: '2027-01-20',
  currentStep: STEPS[1]!,
  overdueSteps: 1,
} satisfies TProcessSummary;

export const aProcessSummary = (overrides: Partial<TProcessSummary> = {}): TProcessSummary => ZProcessSummarySchema.parse({ ...MARIA, ...overrides });

export const aProcess = (overrides: Partial<TProcess> = {}): TProcess =>
  ZProcessSchema.parse({
    ...MARIA,
    steps: STEPS,
    history: [{ at: '2027-01-03T09:00:00.000Z', actorName: 'sara.sales', summary: 'Employment contract: done' }],
    ...overrides,
  });

/** The Main package's template for a worker abroad: three steps. */
export const aTemplate = (overrides: Partial<TProcessTemplate> = {}): TProcessTemplate =>
  ZProcessTemplateSchema.parse({
    id: 1,
    packageKind: 'Main',
    location: 'abroad',
    version: 4,
    updatedAt: '2027-01-01T08:00:00.000Z',
    steps: [
      { id: 1, position: 1, kind: 'contract', nameEn: 'Contract', nameAr: 'العقد', expectedDays: 3, hasAppointment: false, bringEn: '', bringAr: '' },
      {
        id: 2,
        position: 2,
        kind: 'medical',
        nameEn: 'Medical',
        nameAr: 'الفحص الطبي',
        expectedDays: 5,
        hasAppointment: true,
        bringEn: 'Passport',
        bringAr: 'الجواز',
      },
      { id: 3, position: 3, kind: 'handover', nameEn: 'Handover', nameAr: 'التسليم', expectedDays: 2, hasAppointment: false, bringEn: '', bringAr: '' },
    ],
    ...overrides,
  });

/** A process's government fees when none is recorded yet (the fees panel's read). */
export const noFees = (processId: number) => ({
  processId,
  orderNumber: null,
  canBill: false,
  items: [],
  payments: [],
  totals: { unbilledAed: 0, billedAed: 0, paidBackAed: 0, owedAed: 0, paidByFamilyAed: 0 },
});
