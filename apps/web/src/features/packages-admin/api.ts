import type { TPackage, TPackageInput } from '@app/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const useAdminPackages = () => useQuery({ queryKey: ['packages', 'admin'], queryFn: () => api.get<TPackage[]>('/api/admin/packages') });

export function useSavePackage(kind: TPackage['kind']) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPackageInput) => api.send<TPackage>('PUT', `/api/admin/packages/${kind}`, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}
