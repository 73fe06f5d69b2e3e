import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZDocumentInputSchema, ZWorkerDocumentSchema } from '../schemas/documents.js';
import { ZFamilyAskSchema } from '../schemas/family-asks.js';
import {
  ZFamilyFileParamsSchema,
  ZFamilyFileSchema,
  ZFamilyStepParamsSchema,
  ZFamilyUploadQuerySchema,
  ZStepDocumentSchema,
} from '../schemas/process-documents.js';
import { ZProcessStepParamsSchema } from '../schemas/processes.js';
import { endpoint } from './endpoint.js';

const processPath = '/api/admin/processes/:id';

/**
 * Papers on the visa process's steps (docs/decisions/034). The worker's documents are the documents
 * module's (`labors.manage`, its passport rule, its scan routes), with the step they came from. The
 * family's files are the client's papers (`clients.manage` for staff); the family uploads on their
 * own order's steps only.
 */
export const processDocumentsApi = {
  list: endpoint({
    method: 'GET',
    path: `${processPath}/documents`,
    access: 'labors.manage',
    // The documents' tag: a document changed anywhere reads the steps' list again.
    tag: 'documents',
    summary: "The worker's documents attached to the process's steps (her passport only for roles that see passports)",
    params: ZIdParamsSchema,
    response: z.array(ZStepDocumentSchema),
  }),
  attach: endpoint({
    method: 'POST',
    path: `${processPath}/steps/:stepId/documents`,
    access: 'labors.manage',
    tag: 'documents',
    summary: "Add a document to the process's worker from a step (the documents module's rules; its scan through the documents routes)",
    params: ZProcessStepParamsSchema,
    body: ZDocumentInputSchema,
    response: ZWorkerDocumentSchema,
    status: 201,
  }),
  familyFiles: endpoint({
    method: 'GET',
    path: `${processPath}/family-files`,
    access: 'clients.manage',
    tag: 'process-documents',
    summary: 'The files the family uploaded on the steps that ask them for papers',
    params: ZIdParamsSchema,
    response: z.array(ZFamilyFileSchema),
  }),
  familyFile: endpoint({
    method: 'GET',
    path: `${processPath}/family-files/:fileId`,
    access: 'clients.manage',
    tag: 'process-documents',
    summary: "A family's file, as an attachment never cached",
    params: ZFamilyFileParamsSchema,
    response: z.string(),
    kind: 'file',
  }),
  familyUpload: endpoint({
    method: 'POST',
    path: '/api/orders/:id/process/steps/:stepId/files',
    access: 'client',
    tag: 'orders',
    summary: 'Upload a paper a step of my order asks for (PDF, JPEG or PNG judged on the bytes, 5 MB at most); replaces the one given before',
    params: ZFamilyStepParamsSchema,
    query: ZFamilyUploadQuerySchema,
    response: ZFamilyAskSchema,
    status: 201,
    kind: 'upload',
  }),
};
