import { reportsApi, type TReportExportQuery } from '@app/shared';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { recordAudit } from '../audit/record.js';
import { reportCsv, reportXlsx } from './export.js';
import { reports } from './service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** 'revenueByMonth' over October 2026: revenue-by-month_2026-10-01_2026-10-31. */
const fileNameOf = ({ table, from, to }: TReportExportQuery, extension: 'csv' | 'xlsx') =>
  `${table.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}_${from}_${to}.${extension}`;

/** /Reports and each of its tables as CSV or XLSX; every export is written to the audit trail (data leaving the system). */
export async function reportRoutes(app: TApp) {
  route(app, reportsApi.get, async ({ ctx, query }) => ok(await reports(ctx.db, query, ctx.now)));

  async function exported(ctx: TCtx, query: TReportExportQuery, format: 'csv' | 'xlsx') {
    const figures = await reports(ctx.db, query, ctx.now);
    await recordAudit(ctx.db, ctx.audit, {
      action: 'export',
      entity: 'report',
      entityId: query.table,
      changes: { from: [null, query.from], to: [null, query.to], format: [null, format] },
    });
    return figures;
  }

  route(app, reportsApi.csv, async (request, reply) => {
    const figures = await exported(request.ctx, request.query, 'csv');
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileNameOf(request.query, 'csv')}"`)
      .header('cache-control', 'no-store')
      .send(reportCsv(figures, request.query.table, request.locale));
  });

  route(app, reportsApi.xlsx, async (request, reply) => {
    const figures = await exported(request.ctx, request.query, 'xlsx');
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', `attachment; filename="${fileNameOf(request.query, 'xlsx')}"`)
      .header('cache-control', 'no-store')
      .send(await reportXlsx(figures, request.query.table, request.locale));
  });
}
