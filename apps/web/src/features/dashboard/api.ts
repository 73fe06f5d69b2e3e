import { dashboardApi } from '@app/shared';
import { useEndpoint } from '../../lib/endpoint-query';

export const useDashboard = () => useEndpoint(dashboardApi.get, undefined);
