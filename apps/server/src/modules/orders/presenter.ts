import {
  isVoided,
  OPEN_ORDER_STATUSES,
  translate,
  OUTCOME_EVENT,
  VAT_RATE,
  withVat,
  type TInvoice,
  type TOrder,
  type TLocale,
  type TOrderSummary,
  type TPackage,
} from '@app/shared';
import type { branches, labors, orderEvents, orders, packages } from '../../db/schema/index.js';
import { presentCard } from '../labors/presenter.js';
import type { TActor } from '../auth/actor.js';
import { availableActions } from './lifecycle.js';
import { outcomeRefusal } from './outcome.js';
import type { feeInvoiceFacts } from '../invoices/invoices.js';
import { partiesOfDocument } from '../payments/presenter.js';

type TNamed = { id: number; name: string; nameAr: string };

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const aed = (fils: number | null) => (fils ?? 0) / 100;

export function presentPackage(row: typeof packages.$inferSelect): TPackage {
  return {
    kind: row.kind,
    name: row.name,
    nameAr: row.nameAr,
    description: row.description,
    descriptionAr: row.descriptionAr,
    priceAed: row.priceAed,
    minMonths: row.minMonths,
    includes: row.includes,
    includesAr: row.includesAr,
    isActive: row.isActive,
    fullRefundMonths: row.fullRefundMonths,
    contractMonths: row.contractMonths,
    refundDueDays: row.refundDueDays,
  };
}

export function presentSummary(
  row: {
    order: typeof orders.$inferSelect;
    labor: TOrderSummary['labor'];
    client: { id: number; userName: string };
  },
  role: TActor['role'],
): TOrderSummary {
  return {
    id: row.order.id,
    number: row.order.number,
    status: row.order.status,
    package: row.order.packageKind,
    createdAt: row.order.createdAt.toISOString(),
    interviewAt: iso(row.order.interviewAt),
    totalAed: row.order.totalFils === null ? withVat(row.order.priceAed * (row.order.months ?? 1)).totalAed : aed(row.order.totalFils),
    labor: row.labor,
    ...(role === 'admin' ? { client: row.client } : {}),
  };
}

export type TInvoiceSeller = TInvoice['seller'];

/** Whether the interview is still ahead, took place, or was dropped when the order closed before it. */
function interviewState(order: typeof orders.$inferSelect, now: Date): 'upcoming' | 'past' | 'canceled' {
  const at = order.interviewAt!.getTime();
  // A closed order's last change is its closing: the interview took place only if it came before.
  if (isVoided(order.status)) return at <= order.updatedAt.getTime() ? 'past' : 'canceled';
  return at <= now.getTime() || !(OPEN_ORDER_STATUSES as readonly string[]).includes(order.status) ? 'past' : 'upcoming';
}

/** Steps of the order's history that only staff see: the interview outcome is the back office's record. */
const STAFF_ONLY_EVENTS: readonly string[] = Object.values(OUTCOME_EVENT);

/** Back office only: whether the interview took place as staff recorded it, and whether they may record it now. */
const outcomeOf = (order: typeof orders.$inferSelect, now: Date) => ({
  outcome: order.interviewOutcome && order.interviewOutcomeSetAt ? { value: order.interviewOutcome, setAt: order.interviewOutcomeSetAt.toISOString() } : null,
  outcomeOpen: outcomeRefusal(order, now) === null,
});

type TOrderDetailsRow = {
  order: typeof orders.$inferSelect;
  labor: typeof labors.$inferSelect;
  country: TNamed;
  position: TNamed;
  packageName: { name: string; nameAr: string };
  client: { id: number; userName: string; email: string; phoneNumber: string };
  branch: typeof branches.$inferSelect | null;
  history: Array<{ event: typeof orderEvents.$inferSelect; actorName: string | null }>;
  /** The fee invoice as issued, what was received on it and the credit notes that reverse it. */
  feeInvoice: Awaited<ReturnType<typeof feeInvoiceFacts>>;
  /** What closing the order now would issue. */
  closingCredit: TOrder['closingCredit'];
  /** Admins only: the payments received on the fee invoice, by method. */
  received?: TOrder['received'];
  /** Admins only: the other open orders for this worker. */
  otherOpenOrders?: number;
  othersClosingCredit?: TOrder['othersClosingCredit'];
  /** Still to pay on the order's invoices, in fils; the order's placement and the one a replacement replaces. */
  afterHire: { balanceFils: number } & Pick<TOrder, 'placement' | 'replaces'>;
};

function presentInvoice(row: TOrderDetailsRow): TInvoice | null {
  const { order, labor, packageName, feeInvoice } = row;
  if (!feeInvoice) return null;
  const { invoice } = feeInvoice;
  const months = invoice.months ? ` x ${invoice.months}` : '';
  const monthsAr = invoice.months ? ` × ${invoice.months}` : '';
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    paidAed: aed(feeInvoice.paidFils),
    creditedAed: aed(feeInvoice.creditedFils),
    creditNotes: feeInvoice.creditNotes,
    ...partiesOfDocument(invoice),
    line: { package: packageName, months: invoice.months ?? order.months, labor: { name: labor.name, nameAr: labor.nameAr || labor.name, code: labor.code } },
    description: `${packageName.name}${months}: ${labor.name} (${labor.code})`,
    descriptionAr: `${packageName.nameAr}${monthsAr}: ${labor.nameAr || labor.name} (${labor.code})`,
    subtotalAed: aed(invoice.subtotalFils),
    vatRate: VAT_RATE,
    vatAed: aed(invoice.vatFils),
    totalAed: aed(invoice.totalFils),
  };
}

/** Built field by field: the worker appears as her public card, the client's contact only to admins. */
export function presentOrder(row: TOrderDetailsRow, role: TActor['role'], locale: TLocale, now: Date): TOrder {
  const { order, branch } = row;
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    version: order.version,
    createdAt: order.createdAt.toISOString(),
    package: { kind: order.packageKind, ...row.packageName },
    priceAed: order.priceAed,
    months: order.months,
    labor: presentCard(row.labor, row.country, row.position, now),
    interview:
      order.interviewAt && order.interviewType
        ? {
            at: order.interviewAt.toISOString(),
            state: interviewState(order, now),
            type: order.interviewType,
            meetingLink: order.meetingLink,
            branch: branch ? { id: branch.id, name: branch.name, nameAr: branch.nameAr, address: branch.address, addressAr: branch.addressAr } : null,
            ...(role === 'admin' ? outcomeOf(order, now) : {}),
          }
        : null,
    approvedAt: iso(order.approvedAt),
    invoice: presentInvoice(row),
    payment:
      order.paymentMethod && order.paymentChosenAt
        ? {
            method: order.paymentMethod,
            reference: order.paymentReference ?? '',
            chosenAt: order.paymentChosenAt.toISOString(),
            confirmedAt: iso(order.paidAt),
          }
        : null,
    history: row.history
      .filter(({ event }) => role === 'admin' || !STAFF_ONLY_EVENTS.includes(event.action))
      .map(({ event, actorName }) => ({
        at: event.at.toISOString(),
        action: event.action as TOrder['history'][number]['action'],
        actor: event.actor,
        actorName: role === 'admin' || event.actor === 'client' ? actorName : null,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        // The system writes catalogue keys; people write their own words.
        note: event.actor === 'system' ? translate(locale, event.note) : event.note,
      })),
    actions: availableActions(order, role, now),
    namedByClient: order.namedByClient,
    balanceAed: aed(row.afterHire.balanceFils),
    closingCredit: row.closingCredit,
    replaces: row.afterHire.replaces,
    placement: row.afterHire.placement,
    ...(role === 'admin'
      ? { client: row.client, received: row.received ?? [], otherOpenOrders: row.otherOpenOrders ?? 0, othersClosingCredit: row.othersClosingCredit ?? null }
      : {}),
  };
}
