import { processFeesApi, type TDisbursement, type TRecordDisbursement, type TRecordDisbursementPayment } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { saveFile } from '../../lib/save-file';
import { useCan } from '../../lib/session/current-user';

/** Government fees are money: the accountant's and the manager's (`orders.finance`); others do not ask. */
export const useMaySeeFees = () => useCan()('orders.finance');

export const useProcessFees = (processId: number, enabled: boolean) => useEndpoint(processFeesApi.list, { params: { id: processId } }, { enabled });

/**
 * Records a fee, then sends its receipt when one was chosen (the new fee is the one the answer
 * holds that the page did not). Both make the list stale; the statement shows nothing new until billed.
 */
export function useRecordFee(processId: number) {
  return useEndpointMutation(
    async ({ fee, receipt, known }: { fee: TRecordDisbursement; receipt: File | null; known: number[] }) => {
      const recorded = await api.send(processFeesApi.record, { params: { id: processId }, body: fee });
      const created = recorded.data.items.find((item) => !known.includes(item.id));
      if (receipt && created)
        await api.upload(processFeesApi.uploadReceipt, receipt, () => undefined, { params: { id: processId, disbursementId: created.id } });
      return recorded;
    },
    { invalidates: [processFeesApi.list] },
  );
}

export const useDeleteFee = (processId: number) =>
  useEndpointMutation((fee: TDisbursement) => api.send(processFeesApi.remove, { params: { id: processId, disbursementId: fee.id } }), {
    invalidates: [processFeesApi.list],
  });

/** Billing puts lines on the family's statement: it is read again too. */
export const useBillFamily = (processId: number) =>
  useEndpointMutation(() => api.send(processFeesApi.bill, { params: { id: processId } }), { invalidates: [processFeesApi.list, 'statement'] });

/** The family's payment lowers her statement's balance: it is read again too. The server's message names the DRC- receipt. */
export const useRecordFeePayment = (processId: number) =>
  useEndpointMutation((payment: TRecordDisbursementPayment) => api.send(processFeesApi.recordPayment, { params: { id: processId }, body: payment }), {
    invalidates: [processFeesApi.list, 'statement'],
  });

export const useReceiptDownload = (processId: number) =>
  useMutation({
    mutationFn: (fee: TDisbursement) => api.download(processFeesApi.receipt, { params: { id: processId, disbursementId: fee.id } }),
    onSuccess: (blob, fee) => saveFile(blob, fee.receipt?.fileName ?? 'receipt'),
  });
