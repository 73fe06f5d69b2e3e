import { z } from '../schemas/zod.js';
import {
  ZWorkerImportCommitQuerySchema,
  ZWorkerImportPreviewSchema,
  ZWorkerImportResultSchema,
  ZWorkerImportTemplateQuerySchema,
} from '../schemas/worker-import.js';
import { endpoint } from './endpoint.js';

const tag = 'labors';

/** Workers added from a CSV or XLSX file: the template, a preview of every row, then the save. */
export const workerImportApi = {
  template: endpoint({
    method: 'GET',
    path: '/api/admin/labors/import/template',
    access: 'labors.manage',
    tag,
    summary: 'The import template: CSV (UTF-8) or XLSX with a sheet explaining each column in English and Arabic',
    query: ZWorkerImportTemplateQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
  preview: endpoint({
    method: 'POST',
    path: '/api/admin/labors/import/preview',
    access: 'labors.manage',
    tag,
    summary: 'Read a CSV or XLSX file of workers (2 MB, 500 rows at most) and check every row; nothing is saved',
    response: ZWorkerImportPreviewSchema,
    kind: 'upload',
  }),
  commit: endpoint({
    method: 'POST',
    path: '/api/admin/labors/import',
    access: 'labors.manage',
    tag,
    summary: "Save the file's workers, hidden until they have a photo: all of them (409 when any row fails) or only the valid rows",
    query: ZWorkerImportCommitQuerySchema,
    response: ZWorkerImportResultSchema,
    status: 201,
    kind: 'upload',
  }),
};
