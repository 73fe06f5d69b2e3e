import { describe, expect, it } from 'vitest';
import { orderTracker, type TTrackedOrder, type TTrackerNext, type TTrackerStepState } from './order-tracker.js';

const AT = '2026-12-01T06:00:00.000Z';
const PENDING: TTrackedOrder = {
  status: 'Pending',
  package: { kind: 'Main' },
  priceAed: 10_000,
  months: null,
  balanceAed: 0,
  interview: null,
  approvedAt: null,
  invoice: null,
  payment: null,
  placement: null,
};
const interview = (state: 'upcoming' | 'past' | 'canceled', type: 'online' | 'office' = 'online') => ({ at: AT, state, type, meetingLink: null, branch: null });
const invoiced = { interview: interview('past'), approvedAt: AT, invoice: { totalAed: 10_500 }, balanceAed: 10_500 };
const monthly = { package: { kind: 'Monthly' as const }, priceAed: 3_000, months: 3 };
const hired = { ...invoiced, status: 'Hired' as const, balanceAed: 0, payment: { confirmedAt: AT } };
const placement = (status: 'active' | 'ended', inProbation: boolean) => ({
  status,
  inProbation,
  probationEnd: '2027-06-01',
  contractEnd: '2028-12-01',
  paidUntil: '2027-03-01',
});

/** Each step's state, in order: requested, interview, approval, payment, delivery, placement. */
type TCase = { name: string; order: Partial<TTrackedOrder>; steps: string; next: TTrackerNext };
const D = 'done';
const C = 'current';
const A = 'ahead';
const S = 'skipped';
const states = (...list: TTrackerStepState[]) => list.join(' ');

/** Worked out from the lifecycle of docs/decisions/002, not from the code. */
const CASES: TCase[] = [
  { name: 'Pending: the agency arranges the interview', order: {}, steps: states(D, C, A, A, A, A), next: { key: 'arrangeInterview', by: 'agency' } },
  {
    name: 'In Progress, interview ahead online: the family attends it',
    order: { status: 'InProgress', interview: interview('upcoming') },
    steps: states(D, C, A, A, A, A),
    next: { key: 'attendInterview', by: 'family', at: AT, online: true },
  },
  {
    name: 'In Progress, interview ahead at the office',
    order: { status: 'InProgress', interview: interview('upcoming', 'office') },
    steps: states(D, C, A, A, A, A),
    next: { key: 'attendInterview', by: 'family', at: AT, online: false },
  },
  {
    name: 'In Progress, interview over: the family approves or declines',
    order: { status: 'InProgress', interview: interview('past') },
    steps: states(D, D, C, A, A, A),
    next: { key: 'decide', by: 'family' },
  },
  {
    name: 'Main approved: the family pays the invoice with VAT',
    order: { status: 'InProgress', ...invoiced },
    steps: states(D, D, D, C, A, A),
    next: { key: 'payInvoice', by: 'family', amountAed: 10_500, months: null },
  },
  {
    name: 'Monthly approved: the family pays the first months up front',
    order: { status: 'InProgress', ...invoiced, ...monthly, invoice: { totalAed: 9_450 }, balanceAed: 9_450 },
    steps: states(D, D, D, C, A, A),
    next: { key: 'payInvoice', by: 'family', amountAed: 9_450, months: 3 },
  },
  {
    name: 'payment chosen: the agency confirms it',
    order: { status: 'InProgress', ...invoiced, payment: { confirmedAt: null } },
    steps: states(D, D, D, C, A, A),
    next: { key: 'confirmPayment', by: 'agency', amountAed: 10_500 },
  },
  {
    name: 'a replacement with no fee: the agency hires',
    order: { status: 'InProgress', ...invoiced, priceAed: 0, invoice: null, balanceAed: 0 },
    steps: states(D, D, D, C, A, A),
    next: { key: 'confirmHire', by: 'agency' },
  },
  { name: 'Main hired: the agency delivers', order: hired, steps: states(D, D, D, D, C, A), next: { key: 'deliverMain', by: 'agency' } },
  {
    name: 'Monthly hired: the agency delivers',
    order: { ...hired, ...monthly },
    steps: states(D, D, D, D, C, A),
    next: { key: 'deliverMonthly', by: 'agency' },
  },
  {
    name: 'Main delivered, in probation: the guarantee runs',
    order: { ...hired, status: 'Delivered', placement: placement('active', true) },
    steps: states(D, D, D, D, D, C),
    next: { key: 'probation', by: 'family', until: '2027-06-01' },
  },
  {
    name: 'Main delivered, after probation: the contract runs',
    order: { ...hired, status: 'Delivered', placement: placement('active', false) },
    steps: states(D, D, D, D, D, C),
    next: { key: 'contract', by: 'nobody', until: '2028-12-01' },
  },
  {
    name: 'Monthly delivered: the family renews before the paid period ends',
    order: { ...hired, ...monthly, status: 'Delivered', placement: placement('active', false) },
    steps: states(D, D, D, D, D, C),
    next: { key: 'renewMonthly', by: 'family', until: '2027-03-01' },
  },
  {
    name: 'delivered, placement ended: every step done',
    order: { ...hired, status: 'Delivered', placement: placement('ended', false) },
    steps: states(D, D, D, D, D, D),
    next: { key: 'placementEnded', by: 'nobody' },
  },
  {
    name: 'delivered without a placement',
    order: { ...hired, status: 'Delivered' },
    steps: states(D, D, D, D, D, D),
    next: { key: 'delivered', by: 'nobody' },
  },
  { name: 'canceled while Pending', order: { status: 'Canceled' }, steps: states(D, S, S, S, S, S), next: { key: 'canceled', by: 'nobody' } },
  {
    name: 'rejected by the agency before the interview',
    order: { status: 'Rejected', interview: interview('canceled') },
    steps: states(D, S, S, S, S, S),
    next: { key: 'rejected', by: 'nobody' },
  },
  {
    name: 'declined after the interview',
    order: { status: 'Rejected', interview: interview('past') },
    steps: states(D, D, S, S, S, S),
    next: { key: 'rejected', by: 'nobody' },
  },
  {
    name: 'canceled after approval, unpaid (Monthly)',
    order: { status: 'Canceled', ...invoiced, ...monthly },
    steps: states(D, D, D, S, S, S),
    next: { key: 'canceled', by: 'nobody' },
  },
  { name: 'hire canceled by the agency', order: { ...hired, status: 'Canceled' }, steps: states(D, D, D, D, S, S), next: { key: 'canceled', by: 'nobody' } },
];

describe('orderTracker', () => {
  it.each(CASES)('$name', ({ order, steps, next }) => {
    const tracker = orderTracker({ ...PENDING, ...order });
    expect(tracker.steps.map((step) => step.state).join(' ')).toBe(steps);
    expect(tracker.next).toEqual(next);
  });

  it('names the steps in the order the family lives them', () => {
    expect(orderTracker(PENDING).steps.map((step) => step.key)).toEqual(['requested', 'interview', 'approval', 'payment', 'delivery', 'placement']);
  });
});
