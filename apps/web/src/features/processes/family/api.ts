import { processDocumentsApi, processesApi, type TFamilyAskKind, type TOrder } from '@app/shared';
import { useQueryClient } from '@tanstack/react-query';
import { invalidateTags, useEndpoint } from '../../../lib/endpoint-query';
import { useUploadWithProgress } from '../../../lib/use-upload';

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

/** The family uploads a paper a step asks for, with its progress; their order's process is read again after. */
export function useFamilyUpload(target: { orderId: number; stepId: number; kind: TFamilyAskKind }) {
  const queryClient = useQueryClient();
  const input = { params: { id: target.orderId, stepId: target.stepId }, query: { kind: target.kind } };
  return useUploadWithProgress(processDocumentsApi.familyUpload, input, () => invalidateTags(queryClient, ['orders']));
}
