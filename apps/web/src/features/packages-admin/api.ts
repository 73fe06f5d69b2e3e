import { ordersApi, type TPackage, type TPackageInput } from '@app/shared';
import { api } from '../../lib/api-client';
import { useEndpoint, useEndpointMutation } from '../../lib/endpoint-query';

export const useAdminPackages = () => useEndpoint(ordersApi.adminPackages, undefined);

/** The public packages (the site's prices, a client's request) share the path of ordersApi.packages: both are read again. */
export const useSavePackage = (kind: TPackage['kind']) =>
  useEndpointMutation((input: TPackageInput) => api.send(ordersApi.updatePackage, { params: { kind }, body: input }), {
    invalidates: [ordersApi.adminPackages, ordersApi.packages],
  });
