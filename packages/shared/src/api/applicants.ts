import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZEntityHistorySchema } from '../schemas/audit.js';
import { ZPageSchema } from '../schemas/common.js';
import { ZAdminLaborSchema, ZLaborInputSchema } from '../schemas/labors.js';
import {
  ZApplicantNoteInputSchema,
  ZApplicantOwnersSchema,
  ZApplicantQuerySchema,
  ZApplicantSchema,
  ZApplicantSummarySchema,
  ZApplicantUpdateSchema,
  ZWorkerPrefillSchema,
} from '../schemas/applicants.js';
import { endpoint } from './endpoint.js';

const tag = 'applicants';

/** People who applied through /Apply: followed up by staff, accepted or rejected, and made workers. */
export const applicantsApi = {
  list: endpoint({
    method: 'GET',
    path: '/api/admin/applicants',
    access: 'applicants.manage',
    tag,
    summary: 'Applicants, newest first, by status, owner and follow-up due; search by name or phone',
    query: ZApplicantQuerySchema,
    response: ZPageSchema(ZApplicantSummarySchema),
  }),
  owners: endpoint({
    method: 'GET',
    path: '/api/admin/applicants/owners',
    access: 'applicants.manage',
    tag,
    summary: 'The active staff who may handle applicants',
    response: ZApplicantOwnersSchema,
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/admin/applicants/:id',
    access: 'applicants.manage',
    tag,
    summary: "One applicant: every answer in the reader's language, the notes and the worker she became",
    params: ZIdParamsSchema,
    response: ZApplicantSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/admin/applicants/:id',
    access: 'applicants.manage',
    tag,
    summary: "Change an applicant's status, owner or follow-up day",
    params: ZIdParamsSchema,
    body: ZApplicantUpdateSchema,
    response: ZApplicantSchema,
  }),
  addNote: endpoint({
    method: 'POST',
    path: '/api/admin/applicants/:id/notes',
    access: 'applicants.manage',
    tag,
    summary: 'Add a dated note to an applicant',
    params: ZIdParamsSchema,
    body: ZApplicantNoteInputSchema,
    response: ZApplicantSchema,
  }),
  history: endpoint({
    method: 'GET',
    path: '/api/admin/applicants/:id/history',
    access: 'applicants.manage',
    tag,
    summary: "An applicant's changes, newest first",
    params: ZIdParamsSchema,
    response: ZEntityHistorySchema,
  }),
  prefill: endpoint({
    method: 'GET',
    path: '/api/admin/applicants/:id/worker',
    access: 'applicants.manage',
    tag,
    summary: "The worker form's first values from the applicant's answers",
    params: ZIdParamsSchema,
    response: ZWorkerPrefillSchema,
  }),
  convert: endpoint({
    method: 'POST',
    path: '/api/admin/applicants/:id/worker',
    access: 'applicants.manage',
    tag,
    summary: 'Make an accepted applicant a worker: creates the worker and links the applicant to her',
    params: ZIdParamsSchema,
    body: ZLaborInputSchema,
    response: ZAdminLaborSchema,
    status: 201,
  }),
};
