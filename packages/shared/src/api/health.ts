import { ZHealthSchema } from '../schemas/health.js';
import { endpoint } from './endpoint.js';

/** For monitors and load balancers. */
export const healthApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'health',
    summary: 'Liveness, database reachability, Redis and the e-mail queue (degraded, still 200, while a helper is away; 503 without the database)',
    response: ZHealthSchema,
  }),
};
