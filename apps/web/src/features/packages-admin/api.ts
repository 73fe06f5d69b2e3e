import { ordersApi, type TPackage, type TPackageInput } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const useAdminPackages = () => useQuery({ queryKey: ['packages', 'admin'], queryFn: () => api.call(ordersApi.adminPackages) });

export function useSavePackage(kind: TPackage['kind']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPackageInput) => api.send(ordersApi.updatePackage, { params: { kind }, body: input }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}
