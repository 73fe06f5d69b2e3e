import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import {
  ZChooseRemedySchema,
  ZClientEndPlacementSchema,
  ZEndPlacementSchema,
  ZPlacementQuerySchema,
  ZPlacementSchema,
  ZPlacementStepSchema,
  ZPlacementSummarySchema,
  ZRenewPlacementSchema,
} from '../schemas/placements.js';
import { endpoint } from './endpoint.js';

const tag = 'placements';

/**
 * After the hire: a delivered order's placement, its end (completed, returned, absent), the
 * guarantee's refund or replacement, and a Monthly placement's renewals. The client acts on her
 * placement through her order (`/api/orders/:id/placement/...`), staff through `/api/admin/placements`.
 */
export const placementsApi = {
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/placements',
    access: 'orders.view',
    tag,
    summary: 'Placements: active, in probation, ending within 30 days, ended; search by order, worker or client',
    query: ZPlacementQuerySchema,
    response: ZPageSchema(ZPlacementSummarySchema),
  }),
  adminGet: endpoint({
    method: 'GET',
    path: '/api/admin/placements/:id',
    access: 'orders.view',
    tag,
    summary: 'One placement with its dates, guarantee, refund and timeline',
    params: ZIdParamsSchema,
    response: ZPlacementSchema,
  }),
  end: endpoint({
    method: 'POST',
    path: '/api/admin/placements/:id/end',
    access: 'placements.manage',
    tag,
    summary: 'End a placement: completed, returned by the client (with the reason) or worker absent; computes the guarantee',
    params: ZIdParamsSchema,
    body: ZEndPlacementSchema,
    response: ZPlacementSchema,
  }),
  chooseRemedy: endpoint({
    method: 'POST',
    path: '/api/admin/placements/:id/remedy',
    access: 'placements.manage',
    tag,
    summary: "Record the client's choice of refund or replacement on her word",
    params: ZIdParamsSchema,
    body: ZChooseRemedySchema,
    response: ZPlacementSchema,
  }),
  workerBack: endpoint({
    method: 'POST',
    path: '/api/admin/placements/:id/worker-back',
    access: 'placements.manage',
    tag,
    summary: 'Staff confirm the worker is at the accommodation: she becomes Available again',
    params: ZIdParamsSchema,
    body: ZPlacementStepSchema,
    response: ZPlacementSchema,
  }),
  renew: endpoint({
    method: 'POST',
    path: '/api/admin/placements/:id/renew',
    access: 'orders.finance',
    tag,
    summary: 'Monthly: renew for N months with a new invoice',
    params: ZIdParamsSchema,
    body: ZRenewPlacementSchema,
    response: ZPlacementSchema,
  }),
  stop: endpoint({
    method: 'POST',
    path: '/api/admin/placements/:id/stop',
    access: 'placements.manage',
    tag,
    summary: 'Monthly: end the placement when the paid period does',
    params: ZIdParamsSchema,
    body: ZPlacementStepSchema,
    response: ZPlacementSchema,
  }),
  resume: endpoint({
    method: 'POST',
    path: '/api/admin/placements/:id/resume',
    access: 'placements.manage',
    tag,
    summary: 'Monthly: undo a stop before the paid period ends',
    params: ZIdParamsSchema,
    body: ZPlacementStepSchema,
    response: ZPlacementSchema,
  }),
  clientEnd: endpoint({
    method: 'POST',
    path: '/api/orders/:id/placement/end',
    access: 'client',
    tag,
    summary: 'The client returns the worker (with the reason) or reports her absent',
    params: ZIdParamsSchema,
    body: ZClientEndPlacementSchema,
    response: ZPlacementSchema,
  }),
  clientRemedy: endpoint({
    method: 'POST',
    path: '/api/orders/:id/placement/remedy',
    access: 'client',
    tag,
    summary: 'The client chooses a refund or a replacement where the guarantee allows it',
    params: ZIdParamsSchema,
    body: ZChooseRemedySchema,
    response: ZPlacementSchema,
  }),
};
