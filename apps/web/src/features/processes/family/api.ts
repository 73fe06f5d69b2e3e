import { processesApi, type TOrder } from '@app/shared';
import { useEndpoint } from '../../../lib/endpoint-query';

/**
 * The family's process, keyed under the order's tag rather than its own: whatever makes the
 * family's order stale (an action, a payment, a delivery) reads its process again with it.
 */
const familyProcess = { ...processesApi.family, tag: 'orders' } as const;

/** An order has a process from its hire on; the delivered order still shows the finished one. */
const HIRED_OR_AFTER: ReadonlyArray<TOrder['status']> = ['Hired', 'Delivered'];

export const hasProcess = (status: TOrder['status']) => HIRED_OR_AFTER.includes(status);

/**
 * The visa and contract process of the family's order, in their language; null before the hire.
 * Not asked before the hire at all. Quiet: the order page stands without it, a failure is logged.
 */
export const useFamilyProcess = (order: Pick<TOrder, 'id' | 'status'>) =>
  useEndpoint(familyProcess, { params: { id: order.id } }, { enabled: hasProcess(order.status), meta: { quiet: true } });
