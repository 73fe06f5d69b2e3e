import { count, eq, sum, type SQL } from 'drizzle-orm';
import { OPEN_ORDER_STATUSES, PROOF_LIMITS, type TOrderStatus } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { orders, paymentProofs } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

const MB = 1024 * 1024;

/** Orders a proof of transfer may still be sent to: open ones, and a hire's live placement (its monthly fees). */
const TAKES_PROOFS = new Set<TOrderStatus>([...OPEN_ORDER_STATUSES, 'Hired']);

/**
 * Refuses a proof of transfer the order or its client has no room for (PROOF_LIMITS), or one sent to
 * a closed order (cancelled, rejected, delivered): 409 with what the limit is. Called before the
 * file is received (`incomingBytes` 0) and again, with the order's row locked, before it is kept.
 */
export async function assertProofAllowed(db: Pick<TDb, 'select'>, orderId: number, incomingBytes: number, lock = false) {
  const query = db.select({ status: orders.status, clientId: orders.clientId }).from(orders).where(eq(orders.id, orderId));
  // Locked while a proof is kept, so two uploads at once can not both take the last place.
  const [order] = lock ? await query.for('update') : await query;
  if (!order) throw new AppError(404, 'orders.notFound');
  if (!TAKES_PROOFS.has(order.status)) throw new AppError(409, 'payments.proofOrderClosed');
  const totals = (where: SQL) =>
    db
      .select({ files: count(), bytes: sum(paymentProofs.size).mapWith(Number) })
      .from(paymentProofs)
      .innerJoin(orders, eq(orders.id, paymentProofs.orderId))
      .where(where);
  const [[onOrder], [ofClient]] = await Promise.all([totals(eq(paymentProofs.orderId, orderId)), totals(eq(orders.clientId, order.clientId))]);
  const check = (used: { files: number; bytes: number | null } | undefined, limit: { count: number; megabytes: number }, key: string) => {
    if (!used) return;
    if (used.files + 1 > limit.count || (used.bytes ?? 0) + Math.max(incomingBytes, 1) > limit.megabytes * MB) {
      throw new AppError(409, key, { count: limit.count, megabytes: limit.megabytes });
    }
  };
  check(onOrder, PROOF_LIMITS.perOrder, 'payments.proofOrderFull');
  check(ofClient, PROOF_LIMITS.perClient, 'payments.proofClientFull');
}
