import { eq } from 'drizzle-orm';
import { OUTCOME_EVENT, type TInterviewOutcome } from '@app/shared';
import { orderEvents, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';

/** The columns that hold the outcome: what setting or moving the interview clears. */
export const NO_OUTCOME = { interviewOutcome: null, interviewOutcomeSetAt: null, interviewOutcomeSetBy: null } as const;

/** Why staff may not record the outcome now, or null: only an In Progress order whose interview time has passed. */
export function outcomeRefusal(order: Pick<typeof orders.$inferSelect, 'status' | 'interviewAt'>, now: Date): { status: number; key: string } | null {
  if (!order.interviewAt) return { status: 422, key: 'orders.interviewNotSet' };
  if (order.status !== 'InProgress') return { status: 409, key: 'orders.outcomeClosed' };
  if (order.interviewAt.getTime() > now.getTime()) return { status: 422, key: 'orders.outcomeTooEarly' };
  return null;
}

/**
 * Staff record whether the interview was held or the client did not come; they may change it until
 * the order leaves In Progress. Written in the order's history and the audit trail, in one transaction.
 */
export async function recordOutcome(ctx: TCtx, orderId: number, outcome: TInterviewOutcome) {
  const { now, actor } = ctx;
  const staffId = actor.userId;
  await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new AppError(404, 'orders.notFound');
    const refused = outcomeRefusal(order, now);
    if (refused) throw new AppError(refused.status, refused.key, { status: order.status });
    if (order.interviewOutcome === outcome) return;
    // The order's version stays: the outcome changes none of its steps, so a colleague's approval from
    // the page as it was is not refused as stale.
    const change = { interviewOutcome: outcome, interviewOutcomeSetAt: now, interviewOutcomeSetBy: staffId, updatedAt: now };
    await tx.update(orders).set(change).where(eq(orders.id, orderId));
    await tx
      .insert(orderEvents)
      .values({ orderId, at: now, action: OUTCOME_EVENT[outcome], actor: 'admin', actorId: staffId, fromStatus: order.status, toStatus: order.status });
    await recordChange(
      tx,
      ctx.audit,
      { action: 'interviewOutcome', entity: 'order', entityId: orderId },
      { interviewOutcome: order.interviewOutcome },
      { interviewOutcome: outcome },
    );
  });
}
