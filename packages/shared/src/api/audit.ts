import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZAuditCsvQuerySchema, ZAuditEntrySchema, ZAuditQuerySchema, ZEntityHistorySchema } from '../schemas/audit.js';
import { ZPageSchema } from '../schemas/common.js';
import { endpoint } from './endpoint.js';

const tag = 'audit';

/** The audit trail (/AuditLog) and each record's own history, read with that record's permission. */
export const auditApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/audit',
    access: 'audit.view',
    tag,
    summary: 'The audit trail, newest first, filtered by who, action, record and UAE days',
    query: ZAuditQuerySchema,
    response: ZPageSchema(ZAuditEntrySchema),
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/audit.csv',
    access: 'audit.view',
    tag,
    summary: 'The filtered audit trail as CSV (UTF-8 with BOM), streamed, in the language of Accept-Language',
    query: ZAuditCsvQuerySchema,
    // The CSV text itself, sent as a file (no envelope).
    response: z.string(),
    kind: 'file',
  }),
  laborHistory: endpoint({
    method: 'GET',
    path: '/api/admin/labors/:id/history',
    access: 'labors.manage',
    tag,
    summary: "A worker's changes, newest first",
    params: ZIdParamsSchema,
    response: ZEntityHistorySchema,
  }),
  clientHistory: endpoint({
    method: 'GET',
    path: '/api/clients/:id/history',
    access: 'clients.manage',
    tag,
    summary: "A client's changes and account events, newest first",
    params: ZIdParamsSchema,
    response: ZEntityHistorySchema,
  }),
  orderHistory: endpoint({
    method: 'GET',
    path: '/api/admin/orders/:id/history',
    access: 'orders.view',
    tag,
    summary: "An order's staff steps, newest first",
    params: ZIdParamsSchema,
    response: ZEntityHistorySchema,
  }),
};
