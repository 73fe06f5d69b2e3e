import { ZClientListQuerySchema, ZClientStatusSchema, ZIdParamsSchema, ZUpdateProfileSchema, ZUserSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tag = 'clients';

/** The back office's client accounts. */
export const clientsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/clients',
    access: 'clients.manage',
    tag,
    summary: 'Clients, searched by user name, e-mail or phone',
    query: ZClientListQuerySchema,
    response: ZPageSchema(ZUserSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/clients/:id',
    access: 'clients.manage',
    tag,
    summary: "One client's account",
    params: ZIdParamsSchema,
    response: ZUserSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/clients/:id',
    access: 'clients.manage',
    tag,
    summary: "Edit a client's data",
    params: ZIdParamsSchema,
    body: ZUpdateProfileSchema,
    response: ZUserSchema,
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/api/clients/:id/status',
    access: 'clients.manage',
    tag,
    summary: 'Disable or enable a client',
    params: ZIdParamsSchema,
    body: ZClientStatusSchema,
    response: ZUserSchema,
  }),
  endSessions: endpoint({
    method: 'DELETE',
    path: '/api/clients/:id/sessions',
    access: 'clients.manage',
    tag,
    summary: 'End every session of a client (sign them out everywhere)',
    params: ZIdParamsSchema,
    response: ZUserSchema,
  }),
};
