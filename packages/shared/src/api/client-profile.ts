import { z } from '../schemas/zod.js';
import { ZIdParamsSchema } from '../schemas/auth.js';
import {
  ZClientDocumentParamsSchema,
  ZClientDocumentSchema,
  ZClientDocumentsSchema,
  ZClientDocumentUploadQuerySchema,
  ZClientProfileInputSchema,
  ZClientProfileSchema,
  ZEmailCodeSchema,
  ZEmailCodeSentSchema,
  ZOwnDocumentParamsSchema,
} from '../schemas/client-profile.js';
import { ZUserSchema } from '../schemas/auth.js';
import { endpoint } from './endpoint.js';

const uploadSummary = 'PDF, JPEG or PNG judged on the bytes, 5 MB at most; replaces her document of that kind';

/** The client's own visa profile and papers, and the code that confirms her e-mail at sign-up. */
export const clientProfileApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/account/profile',
    access: 'client',
    tag: 'account',
    summary: 'My visa profile: names, Emirates ID, nationality, emirate, address, the language of my e-mails',
    response: ZClientProfileSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/account/profile',
    access: 'client',
    tag: 'account',
    summary: 'Save my visa profile (a new Emirates ID expiry may not be in the past)',
    body: ZClientProfileInputSchema,
    response: ZClientProfileSchema,
  }),
  documents: endpoint({
    method: 'GET',
    path: '/api/account/documents',
    access: 'client',
    tag: 'account',
    summary: 'The papers I gave (kind, file name, date); the scans are for staff only',
    response: ZClientDocumentsSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: '/api/account/documents',
    access: 'client',
    tag: 'account',
    summary: `Give a paper (${uploadSummary}); not once an order of mine is hired`,
    query: ZClientDocumentUploadQuerySchema,
    response: ZClientDocumentSchema,
    status: 201,
    kind: 'upload',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/api/account/documents/:documentId',
    access: 'client',
    tag: 'account',
    summary: 'Take back a paper I gave; not once an order of mine is hired',
    params: ZOwnDocumentParamsSchema,
    response: z.null(),
  }),
  verifyEmail: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'client',
    tag: 'auth',
    summary: 'Confirm my e-mail with the 6-digit code sent at sign-up (30 minutes, 5 tries)',
    body: ZEmailCodeSchema,
    response: ZUserSchema,
  }),
  resendCode: endpoint({
    method: 'POST',
    path: '/api/auth/verify-email/resend',
    access: 'client',
    tag: 'auth',
    summary: 'Send a new code to confirm my e-mail (one a minute at most); the old one stops working',
    response: ZEmailCodeSentSchema,
  }),
};

const clientPath = '/api/clients/:id';

/** Staff's side of a client's visa profile and papers (clients.manage; every change audited). */
export const clientRecordsApi = {
  profile: endpoint({
    method: 'GET',
    path: `${clientPath}/profile`,
    access: 'clients.manage',
    tag: 'clients',
    summary: "A client's visa profile",
    params: ZIdParamsSchema,
    response: ZClientProfileSchema,
  }),
  updateProfile: endpoint({
    method: 'PUT',
    path: `${clientPath}/profile`,
    access: 'clients.manage',
    tag: 'clients',
    summary: "Edit a client's visa profile",
    params: ZIdParamsSchema,
    body: ZClientProfileInputSchema,
    response: ZClientProfileSchema,
  }),
  documents: endpoint({
    method: 'GET',
    path: `${clientPath}/documents`,
    access: 'clients.manage',
    tag: 'clients',
    summary: "A client's papers, with their scans' type and size",
    params: ZIdParamsSchema,
    response: ZClientDocumentsSchema,
  }),
  upload: endpoint({
    method: 'POST',
    path: `${clientPath}/documents`,
    access: 'clients.manage',
    tag: 'clients',
    summary: `Add a client's paper (${uploadSummary})`,
    params: ZIdParamsSchema,
    query: ZClientDocumentUploadQuerySchema,
    response: ZClientDocumentSchema,
    status: 201,
    kind: 'upload',
  }),
  remove: endpoint({
    method: 'DELETE',
    path: `${clientPath}/documents/:documentId`,
    access: 'clients.manage',
    tag: 'clients',
    summary: "Delete a client's paper and its scan",
    params: ZClientDocumentParamsSchema,
    response: z.null(),
  }),
  scan: endpoint({
    method: 'GET',
    path: `${clientPath}/documents/:documentId/scan`,
    access: 'clients.manage',
    tag: 'clients',
    summary: "A client paper's scan, as an attachment never cached",
    params: ZClientDocumentParamsSchema,
    response: z.string(),
    kind: 'file',
  }),
};
