import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZPageSchema } from '../schemas/common.js';
import {
  ZDocumentExpiryItemSchema,
  ZDocumentExpiryQuerySchema,
  ZDocumentInputSchema,
  ZWorkerDocumentParamsSchema,
  ZWorkerDocumentSchema,
} from '../schemas/documents.js';
import { endpoint } from './endpoint.js';

const tag = 'documents';
const path = '/api/admin/labors/:id/documents';
const onePath = '/api/admin/labors/:id/documents/:documentId';

/** A worker's documents and their scans (staff only); /Documents, what expires. Passport rows need labors.passport. */
export const documentsApi = {
  list: endpoint({
    method: 'GET',
    path,
    access: 'labors.manage',
    tag,
    summary: "A worker's documents, the soonest expiry first (her passport only for roles that see passports)",
    params: ZIdParamsSchema,
    response: z.array(ZWorkerDocumentSchema),
  }),
  create: endpoint({
    method: 'POST',
    path,
    access: 'labors.manage',
    tag,
    summary: 'Add a document to a worker (a kind and number are registered once)',
    params: ZIdParamsSchema,
    body: ZDocumentInputSchema,
    response: ZWorkerDocumentSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PUT',
    path: onePath,
    access: 'labors.manage',
    tag,
    summary: "Change a document (a passport's number and dates are changed on the worker's form)",
    params: ZWorkerDocumentParamsSchema,
    body: ZDocumentInputSchema,
    response: ZWorkerDocumentSchema,
  }),
  remove: endpoint({
    method: 'DELETE',
    path: onePath,
    access: 'labors.manage',
    tag,
    summary: 'Delete a document and its scan (not the passport, which belongs to the worker)',
    params: ZWorkerDocumentParamsSchema,
    response: z.null(),
  }),
  uploadScan: endpoint({
    method: 'POST',
    path: `${onePath}/scan`,
    access: 'labors.manage',
    tag,
    summary: "Attach or replace a document's scan (PDF, JPEG or PNG judged on the bytes, 5 MB at most)",
    params: ZWorkerDocumentParamsSchema,
    response: ZWorkerDocumentSchema,
    status: 201,
    kind: 'upload',
  }),
  scan: endpoint({
    method: 'GET',
    path: `${onePath}/scan`,
    access: 'labors.manage',
    tag,
    summary: "A document's scan, as an attachment never cached",
    params: ZWorkerDocumentParamsSchema,
    response: z.string(),
    kind: 'file',
  }),
  expiring: endpoint({
    method: 'GET',
    path: '/api/admin/documents',
    access: 'labors.manage',
    tag,
    summary: 'Documents expired or expiring within 7, 30, 60 or 90 days, soonest first, with the worker and her placement',
    query: ZDocumentExpiryQuerySchema,
    response: ZPageSchema(ZDocumentExpiryItemSchema),
  }),
};
