import { eq } from 'drizzle-orm';
import type { TCtx } from '../../http/context.js';
import { placementEvents, placements } from '../../db/schema/index.js';
import { queuePlacementMail } from './notices.js';

/**
 * A refund paid out against a guarantee's credit note, in the refund's own transaction: the
 * placement's timeline says so and the client is told (the amount and the day). Nothing for a
 * credit note no placement issued (a canceled hire's).
 */
export async function placementRefundPaid(ctx: Pick<TCtx, 'db' | 'now' | 'audit'>, creditNoteId: number, refund: { amountFils: number; receivedOn: string }) {
  const { db: tx, now } = ctx;
  const [placement] = await tx.select({ id: placements.id }).from(placements).where(eq(placements.creditNoteId, creditNoteId));
  if (!placement) return;
  await tx.insert(placementEvents).values({ placementId: placement.id, at: now, event: 'refundPaid', actor: 'admin', actorId: ctx.audit.userId, note: '' });
  await queuePlacementMail(tx, { placementId: placement.id, mail: 'refundPaid', amountFils: refund.amountFils, on: refund.receivedOn });
}
