import { paymentsApi, type TOrderFinance, type TRecordPayment, type TRecordRefund } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { invalidateTags } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';
import type { TOrderSide } from '../../lib/orders';
import { saveFile } from '../../lib/save-file';

export const paymentKeys = {
  all: ['payments'] as const,
  finance: (side: TOrderSide, orderId: number) => ['payments', 'finance', side, orderId] as const,
  lists: (list: 'invoices' | 'ledger') => ['payments', list] as const,
  list: (list: 'invoices' | 'ledger', filters: Record<string, string>, pageNumber: number) => ['payments', list, filters, pageNumber] as const,
};

const financeEndpoint = { client: paymentsApi.orderFinance, admin: paymentsApi.adminOrderFinance };

/**
 * An order's invoices, credit notes, ledger and proofs, as its client or the back office may see
 * them. Read again whenever the order moves on (its version): a hire records a payment, a canceled
 * paid hire issues a credit note.
 */
export const useOrderFinance = (side: TOrderSide, order: { id: number; version: number }) =>
  useQuery({
    queryKey: [...paymentKeys.finance(side, order.id), order.version],
    queryFn: () => api.call(financeEndpoint[side], { params: { id: order.id } }),
  });

/** After money moved: the order (its balance and actions), its finance, the lists and the dashboard are read again. */
function useMoneyMoved(side: TOrderSide, orderId: number) {
  const queryClient = useQueryClient();
  return (finance: TOrderFinance) => {
    queryClient.setQueriesData({ queryKey: paymentKeys.finance(side, orderId) }, finance);
    for (const queryKey of [paymentKeys.lists('invoices'), paymentKeys.lists('ledger')]) void queryClient.invalidateQueries({ queryKey });
    invalidateTags(queryClient, ['orders', 'dashboard']);
  };
}

export function useRecordPayment(orderId: number, invoiceId: number) {
  const moved = useMoneyMoved('admin', orderId);
  return useMutation({
    mutationFn: (body: TRecordPayment) => api.send(paymentsApi.recordPayment, { params: { id: invoiceId }, body }),
    onSuccess: (result) => moved(result.data),
  });
}

export function useRecordRefund(orderId: number, creditNoteId: number) {
  const moved = useMoneyMoved('admin', orderId);
  return useMutation({
    mutationFn: (body: TRecordRefund) => api.send(paymentsApi.recordRefund, { params: { id: creditNoteId }, body }),
    onSuccess: (result) => moved(result.data),
  });
}

/** The client's proof of transfer has arrived: her order's finance lists it. */
export function useProofSent(orderId: number) {
  const queryClient = useQueryClient();
  return (finance: TOrderFinance) => queryClient.setQueriesData({ queryKey: paymentKeys.finance('client', orderId) }, finance);
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': '.pdf', 'image/jpeg': '.jpg', 'image/png': '.png' };

/** A stored file's name from what it is: RCT-2026-000001-scan.pdf. */
export const nameByType = (base: string) => (blob: Blob) => `${base}${EXTENSIONS[blob.type] ?? ''}`;

type TDownload = { fetch: () => Promise<Blob>; fileName: string | ((blob: Blob) => string) };

export const useDownload = () =>
  useMutation({
    mutationFn: async ({ fetch, fileName }: TDownload) => {
      const blob = await fetch();
      saveFile(blob, typeof fileName === 'string' ? fileName : fileName(blob));
    },
  });

export const INVOICE_FILTERS = ['search', 'kind', 'state', 'from', 'to'] as const;
export const PAYMENT_FILTERS = ['search', 'kind', 'method', 'from', 'to'] as const;

/** A range whose end comes before its start is not asked for: the form says so instead. */
export const rangeIsBackwards = ({ from, to }: { from: string; to: string }) => Boolean(from && to && from > to);

/** The filters without the empty ones, as the list and its CSV export send them. */
export function filterQuery(filters: Record<string, string>) {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  return query;
}

export function useInvoices(filters: Record<(typeof INVOICE_FILTERS)[number], string>, pageNumber: number) {
  return useQuery({
    queryKey: paymentKeys.list('invoices', filters, pageNumber),
    queryFn: () => api.call(paymentsApi.invoices, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
    enabled: !rangeIsBackwards(filters),
  });
}

export function usePayments(filters: Record<(typeof PAYMENT_FILTERS)[number], string>, pageNumber: number) {
  return useQuery({
    queryKey: paymentKeys.list('ledger', filters, pageNumber),
    queryFn: () => api.call(paymentsApi.payments, { query: listQuery(filters, pageNumber) }),
    placeholderData: keepPreviousData,
    enabled: !rangeIsBackwards(filters),
  });
}
