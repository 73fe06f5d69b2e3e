import { hasPermission, isVoided, todayInUae, translate, type TLocale, type TPlacement, type TPlacementAction, type TPlacementSummary } from '@app/shared';
import type { placementEvents, placements, TStoredGuarantee } from '../../db/schema/index.js';
import type { TActor } from '../auth/actor.js';

export type TPlacementRow = typeof placements.$inferSelect;
type TOrderLink = { placementId: number; orderId: number; orderNumber: string };

/** A placement with what its summary names: its order's number, the worker and the client. */
export type TSummaryRow = {
  placement: TPlacementRow;
  orderNumber: string;
  labor: TPlacementSummary['labor'];
  client: { id: number; userName: string };
};

/** Everything a placement's page shows besides the summary. */
export type TDetailsRow = TSummaryRow & {
  replaces: TOrderLink | null;
  refund: { creditNoteNumber: string; paidFils: number; paidOn: string | null } | null;
  replacementOrder: TPlacement['replacementOrder'];
  timeline: Array<{ event: typeof placementEvents.$inferSelect; actorName: string | null }>;
};

const aed = (fils: number) => fils / 100;

/** The day it ends as things stand: the contract's end, or a Monthly placement's paid period's. */
export const endsOn = (placement: TPlacementRow) => (placement.packageKind === 'Main' ? placement.contractEnd : placement.paidUntil);

export const inProbation = (placement: TPlacementRow, today: string) =>
  placement.status === 'active' && placement.probationEnd !== null && today < placement.probationEnd;

/** The guarantee gives a choice, and none was made yet. */
export const remedyDue = (placement: TPlacementRow) => placement.status === 'ended' && !placement.remedy && (placement.guarantee?.remedies.length ?? 0) > 0;

/** The replacement was chosen and no order for it stands yet (none opened, or the one opened was voided: it may be opened again). */
export const replacementDue = (placement: TPlacementRow, replacementOrder: TPlacement['replacementOrder']) =>
  placement.status === 'ended' && placement.remedy === 'replacement' && (replacementOrder === null || isVoided(replacementOrder.status));

/** What the one asking may do to this placement now: the buttons the web shows. */
export function placementActions(placement: TPlacementRow, viewer: TActor, replacementOrder: TPlacement['replacementOrder'] = null): TPlacementAction[] {
  const active = placement.status === 'active';
  const monthly = active && placement.packageKind === 'Monthly';
  if (viewer.role === 'client') {
    const mine: Array<[TPlacementAction, boolean]> = [
      ['end', active],
      ['chooseRemedy', remedyDue(placement)],
    ];
    return mine.filter(([, may]) => may).map(([action]) => action);
  }
  const manages = hasPermission(viewer.staffRole, 'placements.manage');
  const staff: Array<[TPlacementAction, boolean]> = [
    ['end', manages && active],
    ['chooseRemedy', manages && remedyDue(placement)],
    ['workerBack', manages && placement.status === 'ended' && !placement.workerBackOn],
    ['renew', hasPermission(viewer.staffRole, 'orders.finance') && monthly],
    ['stop', manages && monthly && !placement.stopAtPaidUntil],
    ['resume', manages && monthly && placement.stopAtPaidUntil],
    // Staff open it for a family that asked by phone or at the office: an order, so the orders' permission.
    ['openReplacement', hasPermission(viewer.staffRole, 'orders.manage') && replacementDue(placement, replacementOrder)],
  ];
  return staff.filter(([, may]) => may).map(([action]) => action);
}

export function presentPlacementSummary(row: TSummaryRow, role: TActor['role'], now: Date): TPlacementSummary {
  const { placement } = row;
  return {
    id: placement.id,
    orderId: placement.orderId,
    orderNumber: row.orderNumber,
    status: placement.status,
    package: placement.packageKind,
    labor: row.labor,
    ...(role === 'admin' ? { client: row.client } : {}),
    startDate: placement.startDate,
    probationEnd: placement.probationEnd,
    contractEnd: placement.contractEnd,
    paidUntil: placement.paidUntil,
    endsOn: endsOn(placement),
    inProbation: inProbation(placement, todayInUae(now)),
    endKind: placement.endKind,
    endedOn: placement.endedOn,
  };
}

function presentGuarantee(guarantee: TStoredGuarantee | null): TPlacement['guarantee'] {
  if (!guarantee) return null;
  const { startDate, probationEnd, contractEnd, endedOn, reason, namedByClient } = guarantee.inputs;
  // Returns recorded before migration 0027 were computed with 30 days to pay and no government fees.
  const refundDueDays = guarantee.inputs.refundDueDays ?? 30;
  const governmentFeesAed = aed(guarantee.inputs.governmentFeesFils ?? 0);
  return {
    basis: guarantee.basis,
    remedies: guarantee.remedies,
    refundAed: aed(guarantee.refundFils),
    governmentFeesRefundAed: aed(guarantee.governmentFeesRefundFils ?? 0),
    feeAed: aed(guarantee.feeFils),
    inProbation: guarantee.inProbation,
    contractDays: guarantee.contractDays,
    remainingDays: guarantee.remainingDays,
    dueOn: guarantee.dueOn,
    inputs: { startDate, probationEnd, contractEnd, endedOn, reason, namedByClient, refundDueDays, governmentFeesAed },
  };
}

function presentEnd(placement: TPlacementRow): TPlacement['end'] {
  if (placement.status !== 'ended' || !placement.endKind || !placement.endedOn) return null;
  return {
    kind: placement.endKind,
    reason: placement.endReason,
    endedOn: placement.endedOn,
    reportedBy: placement.reportedBy ?? 'staff',
    note: placement.endNote,
    workerBackOn: placement.workerBackOn,
  };
}

function presentRefund(row: TDetailsRow): TPlacement['refund'] {
  const { placement, refund } = row;
  if (!refund || placement.refundFils === null || !placement.refundDueOn) return null;
  return {
    amountAed: aed(placement.refundFils),
    dueOn: placement.refundDueOn,
    creditNoteNumber: refund.creditNoteNumber,
    paidAed: aed(refund.paidFils),
    paidOn: refund.paidOn,
    governmentFeesAed: aed(placement.governmentFeesRefundFils),
  };
}

/**
 * A placement's page. The client sees no client block, and the names of staff on the timeline
 * stay the agency's: she sees her own name only.
 */
export function presentPlacement(row: TDetailsRow, viewer: TActor, locale: TLocale, now: Date): TPlacement {
  const { placement } = row;
  return {
    ...presentPlacementSummary(row, viewer.role, now),
    version: placement.version,
    stopAtPaidUntil: placement.stopAtPaidUntil,
    monthlyPriceAed: placement.monthlyPriceAed,
    terms: { fullRefundMonths: placement.fullRefundMonths, contractMonths: placement.contractMonths, refundDueDays: placement.refundDueDays },
    replaces: row.replaces,
    end: presentEnd(placement),
    guarantee: presentGuarantee(placement.guarantee),
    remedy: placement.remedy,
    refund: presentRefund(row),
    replacementOrder: row.replacementOrder,
    timeline: row.timeline.map(({ event, actorName }) => ({
      at: event.at.toISOString(),
      event: event.event,
      actor: event.actor,
      actorName: viewer.role === 'admin' || event.actorId === viewer.userId ? actorName : null,
      // The system writes catalogue keys; people write their own words.
      note: event.actor === 'system' && event.note ? translate(locale, event.note) : event.note,
    })),
    actions: placementActions(placement, viewer, row.replacementOrder),
  };
}
