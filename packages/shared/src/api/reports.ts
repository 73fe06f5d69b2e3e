import { z } from '../schemas/zod.js';
import { ZReportExportQuerySchema, ZReportRangeSchema, ZReportsSchema } from '../schemas/reports.js';
import { endpoint } from './endpoint.js';

const tag = 'reports';

/** /Reports: orders, revenue, placements, conversion and interviews over UAE days, and each table as CSV or XLSX. */
export const reportsApi = {
  get: endpoint({
    method: 'GET',
    path: '/api/admin/reports',
    access: 'reports.view',
    tag,
    summary: 'Every report over a range of UAE days (both included, two years at most)',
    query: ZReportRangeSchema,
    response: ZReportsSchema,
  }),
  csv: endpoint({
    method: 'GET',
    path: '/api/admin/reports.csv',
    access: 'reports.view',
    tag,
    summary: 'One report as CSV (UTF-8 with BOM), headers in the language of Accept-Language',
    query: ZReportExportQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
  xlsx: endpoint({
    method: 'GET',
    path: '/api/admin/reports.xlsx',
    access: 'reports.view',
    tag,
    summary: 'One report as an Excel workbook, headers in the language of Accept-Language',
    query: ZReportExportQuerySchema,
    response: z.string(),
    kind: 'file',
  }),
};
