import type { TOrder } from './schemas/orders.js';

/** The steps of an order as a family lives them (DESIGN.md section 6, docs/decisions/002). */
export const TRACKER_STEPS = ['requested', 'interview', 'approval', 'payment', 'delivery', 'placement'] as const;
export type TTrackerStep = (typeof TRACKER_STEPS)[number];

/** done: behind her; current: where the order is now; ahead: still to come; skipped: the order closed before it. */
export type TTrackerStepState = 'done' | 'current' | 'ahead' | 'skipped';

/** What happens next, and who does it: the family, the agency, or nobody (the order is over). */
export type TTrackerNext =
  | { key: 'arrangeInterview'; by: 'agency' }
  | { key: 'attendInterview'; by: 'family'; at: string; online: boolean }
  | { key: 'decide'; by: 'family' }
  | { key: 'payInvoice'; by: 'family'; amountAed: number; months: number | null }
  | { key: 'confirmPayment'; by: 'agency'; amountAed: number }
  | { key: 'confirmHire'; by: 'agency' }
  | { key: 'deliverMain' | 'deliverMonthly'; by: 'agency' }
  | { key: 'probation'; by: 'family'; until: string }
  | { key: 'contract'; by: 'nobody'; until: string | null }
  | { key: 'renewMonthly'; by: 'family'; until: string | null }
  | { key: 'placementEnded' | 'delivered' | 'canceled' | 'rejected'; by: 'nobody' };

export type TOrderTracker = { steps: { key: TTrackerStep; state: TTrackerStepState }[]; next: TTrackerNext };

/** The fields of an order, as the client sees it, that the tracker reads. */
export type TTrackedOrder = Pick<TOrder, 'status' | 'interview' | 'approvedAt' | 'priceAed' | 'months' | 'balanceAed'> & {
  package: Pick<TOrder['package'], 'kind'>;
  invoice: Pick<NonNullable<TOrder['invoice']>, 'totalAed'> | null;
  payment: Pick<NonNullable<TOrder['payment']>, 'confirmedAt'> | null;
  placement: Pick<NonNullable<TOrder['placement']>, 'status' | 'inProbation' | 'probationEnd' | 'contractEnd' | 'paidUntil'> | null;
};

const stepIndex = (step: TTrackerStep) => TRACKER_STEPS.indexOf(step);

/** The step the order has reached from what happened to it, whatever its status became. */
function reachedStep(order: TTrackedOrder): TTrackerStep {
  if (order.status === 'Delivered') return 'placement';
  if (order.status === 'Hired' || order.payment?.confirmedAt) return 'delivery';
  if (order.approvedAt) return 'payment';
  if (order.interview && order.interview.state === 'past') return 'approval';
  return 'interview';
}

function nextOfOpen(order: TTrackedOrder, step: TTrackerStep): TTrackerNext {
  const { interview } = order;
  if (step === 'interview') {
    return interview
      ? { key: 'attendInterview', by: 'family', at: interview.at, online: interview.type === 'online' }
      : { key: 'arrangeInterview', by: 'agency' };
  }
  if (step === 'approval') return { key: 'decide', by: 'family' };
  if (step === 'payment') {
    // A replacement under the guarantee has no fee: the agency hires without a payment.
    if (order.priceAed === 0) return { key: 'confirmHire', by: 'agency' };
    const amountAed = order.balanceAed > 0 ? order.balanceAed : (order.invoice?.totalAed ?? 0);
    return order.payment ? { key: 'confirmPayment', by: 'agency', amountAed } : { key: 'payInvoice', by: 'family', amountAed, months: order.months };
  }
  return { key: order.package.kind === 'Main' ? 'deliverMain' : 'deliverMonthly', by: 'agency' };
}

function nextOfPlacement(order: TTrackedOrder): TTrackerNext {
  const { placement } = order;
  if (!placement) return { key: 'delivered', by: 'nobody' };
  if (placement.status === 'ended') return { key: 'placementEnded', by: 'nobody' };
  if (order.package.kind === 'Monthly') return { key: 'renewMonthly', by: 'family', until: placement.paidUntil };
  if (placement.inProbation && placement.probationEnd) return { key: 'probation', by: 'family', until: placement.probationEnd };
  return { key: 'contract', by: 'nobody', until: placement.contractEnd };
}

/**
 * Where an order stands for the family: each step done, current, ahead (or skipped when it closed
 * early), and what happens next. The client's and the staff's order pages both show it.
 */
export function orderTracker(order: TTrackedOrder): TOrderTracker {
  const closed = order.status === 'Canceled' || order.status === 'Rejected';
  const reached = reachedStep(order);
  const over = order.status === 'Delivered' && (order.placement === null || order.placement.status === 'ended');
  const currentIndex = over ? TRACKER_STEPS.length : stepIndex(reached);
  const steps = TRACKER_STEPS.map((key, index) => {
    const state: TTrackerStepState = index < currentIndex ? 'done' : closed ? 'skipped' : index === currentIndex ? 'current' : 'ahead';
    return { key, state };
  });
  if (closed) return { steps, next: { key: order.status === 'Canceled' ? 'canceled' : 'rejected', by: 'nobody' } };
  return { steps, next: reached === 'placement' ? nextOfPlacement(order) : nextOfOpen(order, reached) };
}
