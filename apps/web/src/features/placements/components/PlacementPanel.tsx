import type { TOrder } from '@app/shared';
import type { TOrderSide } from '../../../lib/orders';

/** STUB (issue 18, placements helper): the order's placement, its guarantee and what the client or staff may do. */
export function PlacementPanel(_props: { order: TOrder; side: TOrderSide }) {
  return null;
}
