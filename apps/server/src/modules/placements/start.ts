import type { TPlacement } from '@app/shared';
import type { TDb } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import type { TActor } from '../orders/lifecycle.js';
import type { TTranslate } from '../orders/presenter.js';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
type TOrderRow = typeof orders.$inferSelect;

/**
 * A delivered order starts its placement, in the delivery's transaction (STUB: the placements
 * helper implements it: dates, a replacement's carried guarantee, the timeline's first event and
 * the scheduled notices).
 */
export async function startPlacement(_tx: TTx, _order: TOrderRow, _now: Date, _actor: TActor): Promise<void> {}

/** The placement an order's page shows, and the placement a replacement order replaces (STUB). */
export async function placementOfOrder(
  _db: TDb,
  _order: TOrderRow,
  _viewer: TActor,
  _t: TTranslate,
  _now: Date,
): Promise<{ placement: TPlacement | null; replaces: { placementId: number; orderId: number; orderNumber: string } | null }> {
  return { placement: null, replaces: null };
}
