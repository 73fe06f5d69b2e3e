import { and, eq, notInArray } from 'drizzle-orm';
import { VOID_ORDER_STATUSES } from '@app/shared';
import type { TReader } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import { orders, placementEvents, placements } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { queuePlacementMail } from './notices.js';

/** What a replacement order is: the original's package and months, no fee. */
export type TReplacementTerms = { placementId: number; packageKind: 'Main' | 'Monthly'; months: number | null };

/**
 * A replacement may be asked for one of her own placements that ended with the replacement chosen,
 * and only one at a time (the partial unique index settles a race: placements.replacementOpen).
 */
export async function replacementTerms(tx: TReader, clientId: number, placementId: number): Promise<TReplacementTerms> {
  const [placement] = await tx
    .select({ placement: placements, months: orders.months })
    .from(placements)
    .innerJoin(orders, eq(orders.id, placements.orderId))
    .where(and(eq(placements.id, placementId), eq(placements.clientId, clientId)))
    .for('update', { of: placements });
  if (!placement || placement.placement.status !== 'ended' || placement.placement.remedy !== 'replacement') {
    throw new AppError(409, 'placements.noReplacementDue', {}, 'replacesPlacementId');
  }
  const [open] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.replacesPlacementId, placementId), notInArray(orders.status, [...VOID_ORDER_STATUSES])))
    .limit(1);
  if (open) throw new AppError(409, 'placements.replacementOpen', {}, 'replacesPlacementId');
  return { placementId, packageKind: placement.placement.packageKind, months: placement.months };
}

/** The replaced placement's timeline says a replacement order was opened, and the client is told (`ctx.db` is the order's transaction). */
export async function replacementOpened(ctx: Pick<TCtx, 'db' | 'now' | 'actor'>, terms: TReplacementTerms, orderId: number) {
  const { db: tx, now, actor: by } = ctx;
  await tx
    .insert(placementEvents)
    .values({ placementId: terms.placementId, at: now, event: 'replacementOpened', actor: by.role, actorId: by.userId, note: '' });
  await queuePlacementMail(tx, { placementId: terms.placementId, mail: 'replacementOpened', orderId });
}
