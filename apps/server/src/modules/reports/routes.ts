import { reportsApi, reportTable, translate, type TReportExportQuery } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { recordExport, sendTable } from './export.js';
import { reports } from './service.js';

/** /Reports and each of its tables as CSV or XLSX; every export is written to the audit trail (data leaving the system). */
export async function reportRoutes(app: TApp) {
  route(app, reportsApi.get, async ({ ctx, query }) => ok(await reports(ctx.db, query, ctx.now)));

  async function exported(ctx: TCtx, query: TReportExportQuery, format: 'csv' | 'xlsx', reply: FastifyReply) {
    const figures = await reports(ctx.db, query, ctx.now);
    await recordExport(ctx, query.table, { from: query.from, to: query.to }, format);
    const table = reportTable(figures, query.table, (key, params) => translate(ctx.locale, key, params), ctx.locale);
    return sendTable(reply, table, format, query, ctx.locale);
  }

  route(app, reportsApi.csv, async (request, reply) => exported(request.ctx, request.query, 'csv', reply));
  route(app, reportsApi.xlsx, async (request, reply) => exported(request.ctx, request.query, 'xlsx', reply));
}
