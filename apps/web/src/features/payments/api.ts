import { paymentsApi, type TOrderFinance, type TRecordPayment, type TRecordRefund } from '@app/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiResult } from '../../lib/api-client';
import { keyOf, queryOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { listQuery } from '../../lib/list-state';
import type { TOrderSide } from '../../lib/orders';
import { saveFile } from '../../lib/save-file';

const financeEndpoint = { client: paymentsApi.orderFinance, admin: paymentsApi.adminOrderFinance };

/** The finance of one order as a side reads it, at any of the order's versions. */
const financeKeyOf = (side: TOrderSide, orderId: number) => keyOf(financeEndpoint[side], { params: { id: orderId } });

/**
 * An order's invoices, credit notes, ledger and proofs, as its client or the back office may see
 * them. Read again whenever the order moves on: a hire records a payment, a canceled paid hire
 * issues a credit note. The order's version is no input of the call, so the key carries it.
 */
export function useOrderFinance(side: TOrderSide, order: { id: number; version: number }) {
  const { queryKey, queryFn } = queryOf(financeEndpoint[side], { params: { id: order.id } });
  return useQuery({ queryKey: [...queryKey, order.version], queryFn });
}

/** The finance a change answered, put in place of every copy of the order's. */
function usePutFinance(side: TOrderSide, orderId: number) {
  const queryClient = useQueryClient();
  return (finance: TOrderFinance) => queryClient.setQueriesData({ queryKey: financeKeyOf(side, orderId) }, finance);
}

/** After money moved: the order (its balance and actions), its finance, the lists and the dashboard are read again. */
function useMoneyMoved<TInput>(orderId: number, send: (input: TInput) => Promise<ApiResult<TOrderFinance>>) {
  const putFinance = usePutFinance('admin', orderId);
  return useEndpointMutation(send, {
    onSuccess: (result) => putFinance(result.data),
    invalidates: [paymentsApi.invoices, paymentsApi.payments, 'orders', 'dashboard'],
  });
}

export const useRecordPayment = (orderId: number, invoiceId: number) =>
  useMoneyMoved(orderId, (body: TRecordPayment) => api.send(paymentsApi.recordPayment, { params: { id: invoiceId }, body }));

export const useRecordRefund = (orderId: number, creditNoteId: number) =>
  useMoneyMoved(orderId, (body: TRecordRefund) => api.send(paymentsApi.recordRefund, { params: { id: creditNoteId }, body }));

/** The client's proof of transfer has arrived: her order's finance lists it. */
export const useProofSent = (orderId: number) => usePutFinance('client', orderId);

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

export const useInvoices = (filters: Record<(typeof INVOICE_FILTERS)[number], string>, pageNumber: number) =>
  useEndpoint(paymentsApi.invoices, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData, enabled: !rangeIsBackwards(filters) });

export const usePayments = (filters: Record<(typeof PAYMENT_FILTERS)[number], string>, pageNumber: number) =>
  useEndpoint(paymentsApi.payments, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData, enabled: !rangeIsBackwards(filters) });
