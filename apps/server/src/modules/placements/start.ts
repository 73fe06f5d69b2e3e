import { eq } from 'drizzle-orm';
import { addMonths, REFUND_DUE_DAYS, todayInUae, type TPlacement } from '@app/shared';
import type { TCtx } from '../../http/context.js';
import { packages, placementEvents, placements, type orders } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { moveWorkerTo } from '../labors/stage.js';
import { scheduleNotices } from './notices.js';
import type { TPlacementRow } from './presenter.js';
import { findPlacement, orderLinkOf, type TReadCtx } from './read.js';

type TOrderRow = typeof orders.$inferSelect;

type TPackageTerms = Pick<typeof packages.$inferSelect, 'fullRefundMonths' | 'contractMonths' | 'refundDueDays'>;

/**
 * A new hire's dates and the guarantee's terms, copied from its package as they stand today (decision
 * 026): Main, the full-refund window (the probation) and the contract; Monthly, the months paid up front.
 */
function freshTerms(order: TOrderRow, start: string, terms: TPackageTerms | undefined) {
  const refundDueDays = terms?.refundDueDays ?? REFUND_DUE_DAYS;
  if (order.packageKind === 'Main' && terms) {
    return {
      probationEnd: addMonths(start, terms.fullRefundMonths),
      contractEnd: addMonths(start, terms.contractMonths),
      paidUntil: null,
      monthlyPriceAed: null,
      fullRefundMonths: terms.fullRefundMonths,
      contractMonths: terms.contractMonths,
      refundDueDays,
    };
  }
  return {
    probationEnd: null,
    contractEnd: null,
    paidUntil: addMonths(start, order.months ?? 1),
    monthlyPriceAed: order.priceAed,
    fullRefundMonths: null,
    contractMonths: null,
    refundDueDays,
  };
}

/** A replacement takes what is left of the replaced placement's guarantee and its terms (and, Monthly, its paid period and price). */
function carriedTerms(replaced: TPlacementRow) {
  return {
    probationEnd: replaced.probationEnd,
    contractEnd: replaced.contractEnd,
    paidUntil: replaced.paidUntil,
    monthlyPriceAed: replaced.monthlyPriceAed,
    fullRefundMonths: replaced.fullRefundMonths,
    contractMonths: replaced.contractMonths,
    refundDueDays: replaced.refundDueDays,
  };
}

/**
 * A delivered order starts its placement, in the delivery's transaction, on the day she was handed
 * over (`startDate`, today by default; `ctx.db` is the delivery's transaction): its dates (a replacement's carried over), the timeline's first event and the notices scheduled ahead (the
 * delivery's own e-mail tells the client, orders/notifications.ts). The worker stays In-Service, her stage 'placed'. A second active placement of one worker is refused.
 */
export async function startPlacement(ctx: Pick<TCtx, 'db' | 'now' | 'actor'>, order: TOrderRow, startDate = todayInUae(ctx.now)): Promise<void> {
  const { db: tx, now, actor } = ctx;
  const [replaced] = order.replacesPlacementId ? await tx.select().from(placements).where(eq(placements.id, order.replacesPlacementId)) : [];
  const [packageTerms] = replaced
    ? []
    : await tx
        .select({ fullRefundMonths: packages.fullRefundMonths, contractMonths: packages.contractMonths, refundDueDays: packages.refundDueDays })
        .from(packages)
        .where(eq(packages.kind, order.packageKind));
  const terms = replaced ? carriedTerms(replaced) : freshTerms(order, startDate, packageTerms);
  let placement: TPlacementRow;
  try {
    [placement] = (await tx
      .insert(placements)
      .values({
        orderId: order.id,
        laborId: order.laborId,
        clientId: order.clientId,
        packageKind: order.packageKind,
        startDate,
        ...terms,
        replacesPlacementId: replaced?.id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning()) as [TPlacementRow];
  } catch (error) {
    if (pgErrorCode(error).constraint === 'placements_one_active_per_labor') throw new AppError(409, 'placements.laborPlaced');
    throw error;
  }
  await tx.insert(placementEvents).values({ placementId: placement.id, at: now, event: 'started', actor: actor.role, actorId: actor.userId, note: '' });
  await scheduleNotices(tx, placement, now);
  await moveWorkerTo(tx, placement.laborId, 'placed', now);
}

/** The placement an order's page shows, and the placement a replacement order replaces. */
export async function placementOfOrder(
  ctx: TReadCtx,
  order: TOrderRow,
): Promise<{ placement: TPlacement | null; replaces: { placementId: number; orderId: number; orderNumber: string } | null }> {
  const [placement, replaces] = await Promise.all([findPlacement(ctx, { orderId: order.id }), orderLinkOf(ctx.db, order.replacesPlacementId)]);
  return { placement, replaces };
}
