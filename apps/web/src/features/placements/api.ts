import { ordersApi, placementsApi, type TCallInput, type TEndpoint, type TOrder, type TPlacement } from '@app/shared';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { api, ApiError } from '../../lib/api-client';
import { invalidateEndpoints, keyOf, useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';
import { localMessage } from '../../lib/i18n';
import { listQuery } from '../../lib/list-state';
import { notifyApiError } from '../../lib/notify';
import { orderKeyOf, type TOrderSide } from '../../lib/orders';

export const usePlacements = (filters: Record<string, string>, pageNumber: number) =>
  useEndpoint(placementsApi.adminList, { query: listQuery(filters, pageNumber) }, { placeholderData: keepPreviousData });

const placementKeyOf = (id: number) => keyOf(placementsApi.adminGet, { params: { id } });

// The page answers an unknown placement itself (its not-found text): no notification for it.
export const usePlacement = (id: number) => useEndpoint(placementsApi.adminGet, { params: { id } }, { meta: { quiet: true } });

/** The order a placement belongs to, as the back office reads it (whether the family named the worker). */
export const useAdminOrder = (id: number | undefined) => useEndpoint(ordersApi.adminGet, { params: { id: id ?? 0 } }, { enabled: id !== undefined });

/** Where a placement's steps go: the client through her order, staff through the placement. */
export type TPlacementTarget = { side: TOrderSide; orderId: number; placementId: number; version: number };

/** What a step sends but its version, which is the one the page shows. */
type TBodyOf<E extends TEndpoint> = Omit<NonNullable<TCallInput<E>['body']>, 'version'>;
type TClientEnd = TBodyOf<typeof placementsApi.clientEnd>;
type TStaffEnd = TBodyOf<typeof placementsApi.end>;

export type TPlacementStepInput =
  | { action: 'end'; body: TClientEnd | TStaffEnd }
  | { action: 'chooseRemedy'; body: TBodyOf<typeof placementsApi.chooseRemedy> }
  | { action: 'renew'; body: TBodyOf<typeof placementsApi.renew> }
  | { action: 'workerBack' | 'stop' | 'resume'; body: TBodyOf<typeof placementsApi.stop> };

function sendStep({ side, orderId, placementId, version }: TPlacementTarget, step: TPlacementStepInput) {
  const order = { params: { id: orderId } };
  const placement = { params: { id: placementId } };
  if (side === 'client') {
    if (step.action === 'end') return api.send(placementsApi.clientEnd, { ...order, body: { ...(step.body as TClientEnd), version } });
    if (step.action === 'chooseRemedy') return api.send(placementsApi.clientRemedy, { ...order, body: { ...step.body, version } });
    throw new Error(`A client does not ${step.action} a placement`);
  }
  switch (step.action) {
    case 'end':
      return api.send(placementsApi.end, { ...placement, body: { ...(step.body as TStaffEnd), version } });
    case 'chooseRemedy':
      return api.send(placementsApi.chooseRemedy, { ...placement, body: { ...step.body, version } });
    case 'renew':
      return api.send(placementsApi.renew, { ...placement, body: { ...step.body, version } });
    default:
      return api.send(placementsApi[step.action], { ...placement, body: { ...step.body, version } });
  }
}

/** Everything a placement's step may have moved: orders, invoices, the worker's status, the dashboard. */
const MOVED = ['orders', 'placements', 'labors', 'dashboard', 'payments'] as const;

/**
 * A step on a placement. The answer replaces the page's copy (the order's placement, or the
 * placement page's); a refusal is said and the placement read again, as it is now.
 */
export function usePlacementStep(target: TPlacementTarget) {
  const queryClient = useQueryClient();
  const { side, orderId, placementId } = target;
  return useEndpointMutation((step: TPlacementStepInput) => sendStep(target, step), {
    onSuccess: (result) => {
      queryClient.setQueryData<TOrder>(orderKeyOf(side, orderId), (order) => order && { ...order, placement: result.data });
      if (side === 'admin') queryClient.setQueryData(placementKeyOf(placementId), result.data);
    },
    invalidates: MOVED,
    meta: { quiet: true },
    onError: (error) => {
      invalidateEndpoints(queryClient, [orderKeyOf(side, orderId), placementKeyOf(placementId)]);
      const stale = error instanceof ApiError && error.code.endsWith('.stale');
      notifyApiError(stale ? new ApiError(error.status, error.code, localMessage('placements.ui.staleReloaded')) : error);
    },
  });
}

/**
 * Staff open the no-fee replacement order for the family, with the worker chosen: Add Order's own
 * endpoint, for the placement's client and package. A refusal the worker field does not show is said.
 */
export function useOpenReplacement(placement: TPlacement) {
  return useEndpointMutation(
    (laborId: number) =>
      api.send(ordersApi.adminAdd, {
        body: { clientId: placement.client!.id, newClient: null, laborId, package: placement.package, replacesPlacementId: placement.id },
      }),
    {
      invalidates: MOVED,
      evenIfRefused: true,
      meta: { quiet: true },
      onError: (error) => {
        if (!(error instanceof ApiError && error.errors.laborId)) notifyApiError(error);
      },
    },
  );
}

/** Staff mark that the family named the worker (no refund is then due on a return). */
export function useNamedByClient(orderId: number) {
  const queryClient = useQueryClient();
  return useEndpointMutation((namedByClient: boolean) => api.send(ordersApi.namedByClient, { params: { id: orderId }, body: { namedByClient } }), {
    onSuccess: (result) => queryClient.setQueryData(orderKeyOf('admin', orderId), result.data),
    invalidates: ['orders'],
  });
}

export type { TPlacement };
