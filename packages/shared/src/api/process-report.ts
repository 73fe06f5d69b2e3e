import { z } from '../schemas/zod.js';
import { ZProcessReportExportQuerySchema, ZProcessReportQuerySchema, ZProcessReportSchema } from '../schemas/process-report.js';
import { endpoint } from './endpoint.js';

const tag = 'processes';

/** /ProcessReport: step durations by nationality and package, and processes that ran late; each table as CSV or XLSX. */
export const processReportApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/process-report',
    access: 'reports.view',
    tag,
    summary: 'How long each visa process step takes (median, 90th percentile) by nationality and package, and how many processes ran late',
    query: ZProcessReportQuerySchema,
    response: ZProcessReportSchema,
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/process-report.csv',
    access: 'reports.view',
    tag,
    summary: 'One table of the process report as CSV (UTF-8 with BOM), headers in the language of Accept-Language',
    query: ZProcessReportExportQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/api/admin/process-report.xlsx',
    access: 'reports.view',
    tag,
    summary: 'One table of the process report as an Excel workbook, headers in the language of Accept-Language',
    query: ZProcessReportExportQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
};
