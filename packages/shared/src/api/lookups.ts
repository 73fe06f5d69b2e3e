import { z } from '../schemas/zod.js';
import { ZPageSchema } from '../schemas/common.js';
import {
  ZReferenceAdminQuerySchema,
  ZReferenceAdminValueSchema,
  ZReferenceInputSchema,
  ZReferenceItemParamsSchema,
  ZReferenceListParamsSchema,
  ZReferenceValueSchema,
} from '../schemas/reference.js';
import { endpoint } from './endpoint.js';

const tag = 'lookups';

/** The reference lists (countries, positions, religions...): every list is one `:list` of the same calls. */
export const lookupsApi = {
  active: endpoint({
    method: 'GET',
    path: '/api/lookups/:list',
    access: 'public',
    tag,
    summary: 'Active values of one reference list, in display order',
    params: ZReferenceListParamsSchema,
    response: z.array(ZReferenceValueSchema),
  }),
  adminList: endpoint({
    method: 'GET',
    path: '/api/admin/lookups/:list',
    access: 'staff',
    tag,
    summary: 'All values of a reference list, active or not, searched by name',
    params: ZReferenceListParamsSchema,
    query: ZReferenceAdminQuerySchema,
    response: ZPageSchema(ZReferenceAdminValueSchema),
  }),
  add: endpoint({
    method: 'POST',
    path: '/api/admin/lookups/:list',
    access: 'settings.manage',
    tag,
    summary: 'Add a value to a reference list',
    params: ZReferenceListParamsSchema,
    body: ZReferenceInputSchema,
    response: ZReferenceAdminValueSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/lookups/:list/:id',
    access: 'settings.manage',
    tag,
    summary: "Edit a reference value's names, image, order and whether it is offered",
    params: ZReferenceItemParamsSchema,
    body: ZReferenceInputSchema,
    response: ZReferenceAdminValueSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/admin/lookups/:list/:id',
    access: 'settings.manage',
    tag,
    summary: 'Delete a value no worker uses (409 otherwise: deactivate it instead)',
    params: ZReferenceItemParamsSchema,
    response: z.null(),
  }),
};
