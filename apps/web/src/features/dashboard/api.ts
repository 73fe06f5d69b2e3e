import { dashboardApi } from '@app/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

export const useDashboard = () => useQuery({ queryKey: ['dashboard'], queryFn: () => api.call(dashboardApi.get) });
