import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import { ZAdminOrderInputSchema } from '../schemas/admin-orders.js';
import {
  ZAdminOrderQuerySchema,
  ZClientOrderQuerySchema,
  ZOrderStatusCountsSchema,
  ZOrderRequestSchema,
  ZOrderSchema,
  ZOrderSummarySchema,
  ZOrderTransitionSchema,
  ZPackageInputSchema,
  ZPackageParamsSchema,
  ZPackageSchema,
} from '../schemas/orders.js';
import { endpoint } from './endpoint.js';

const tag = 'orders';

/** Packages and orders: the client's side and the back office's (SPEC.md sections 8 and 9). */
export const ordersApi = {
  packages: endpoint({ method: 'GET', path: '/api/packages', access: 'public', tag, summary: 'The packages a client can choose', response: z.array(ZPackageSchema) }),
  adminPackages: endpoint({ method: 'GET', path: '/api/admin/packages', access: 'admin', tag, summary: 'Every package, active or not, for staff to edit', response: z.array(ZPackageSchema) }),
  updatePackage: endpoint({
    method: 'PUT',
    path: '/api/admin/packages/:kind',
    access: 'admin',
    tag,
    summary: "Edit a package's name, price and whether clients can choose it",
    params: ZPackageParamsSchema,
    body: ZPackageInputSchema,
    response: ZPackageSchema,
  }),
  request: endpoint({
    method: 'POST',
    path: '/api/orders',
    access: 'client',
    tag,
    summary: 'A client requests an Available worker with a package',
    body: ZOrderRequestSchema,
    response: ZOrderSchema,
    status: 201,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/orders',
    access: 'client',
    tag,
    summary: "The client's own orders, newest first",
    query: ZClientOrderQuerySchema,
    response: ZPageSchema(ZOrderSummarySchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/orders/:id',
    access: 'client',
    tag,
    summary: "One of the client's own orders; another's is 404",
    params: ZIdParamsSchema,
    response: ZOrderSchema,
  }),
  transition: endpoint({
    method: 'POST',
    path: '/api/orders/:id/transitions',
    access: 'client',
    tag,
    summary: 'The client approves or declines after the interview, chooses how to pay, or cancels before hiring',
    params: ZIdParamsSchema,
    body: ZOrderTransitionSchema,
    response: ZOrderSchema,
  }),
  adminAdd: endpoint({
    method: 'POST',
    path: '/api/admin/orders',
    access: 'admin',
    tag,
    summary: "Staff add an order for an existing client (clientId) or a new one (newClient), with the client's rules",
    body: ZAdminOrderInputSchema,
    response: ZOrderSchema,
    status: 201,
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/orders',
    access: 'admin',
    tag,
    summary: 'All orders: search by number, filter by status, package, client or worker',
    query: ZAdminOrderQuerySchema,
    response: ZPageSchema(ZOrderSummarySchema),
  }),
  statusCounts: endpoint({
    method: 'GET',
    path: '/api/admin/orders/status-counts',
    access: 'admin',
    tag,
    summary: 'How many orders are in each status',
    response: ZOrderStatusCountsSchema,
  }),
  adminGet: endpoint({ method: 'GET', path: '/api/admin/orders/:id', access: 'admin', tag, summary: 'Any order, with its history', params: ZIdParamsSchema, response: ZOrderSchema }),
  adminTransition: endpoint({
    method: 'POST',
    path: '/api/admin/orders/:id/transitions',
    access: 'admin',
    tag,
    summary: 'Set the interview, record approval, reject, cancel, confirm payment and hire, mark delivered',
    params: ZIdParamsSchema,
    body: ZOrderTransitionSchema,
    response: ZOrderSchema,
  }),
};
