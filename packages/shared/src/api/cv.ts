import { z } from 'zod';
import { ZIdParamsSchema } from '../schemas/auth.js';
import { ZCvFamilyQuerySchema, ZCvQuerySchema } from '../schemas/cv.js';
import { endpoint } from './endpoint.js';

const tag = 'cv';

/** A worker's CV as a PDF (English, Arabic or both), public for the catalogue's workers; several in one PDF for staff. */
export const cvApi = {
  labor: endpoint({
    method: 'GET',
    path: '/api/labors/:id/cv',
    access: 'public',
    tag,
    summary: "An active worker's CV as a PDF, without private data: ?lang=en|ar|both&digits=latin|arabic",
    params: ZIdParamsSchema,
    query: ZCvQuerySchema,
    // The PDF itself (no envelope).
    response: z.string(),
    kind: 'file',
  }),
  family: endpoint({
    method: 'GET',
    path: '/api/admin/labors/cv',
    access: 'labors.manage',
    tag,
    summary: 'The CVs of several workers (shown or not) in one PDF for a family: ?ids=1,2,3 (at most 20)',
    query: ZCvFamilyQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
};
