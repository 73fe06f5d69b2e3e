import { auditApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { auditCsv, entityHistory, listAudit } from './service.js';

/** /AuditLog's list and CSV export, and the histories of a worker, a client and an order. */
export async function auditRoutes(app: TApp) {
  route(app, auditApi.list, async (request) => ok(await listAudit(request.ctx, request.query)));

  route(app, auditApi.csv, async (request, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="audit-log.csv"')
      .send(auditCsv(request.ctx, request.query)),
  );

  route(app, auditApi.laborHistory, async (request) => ok(await entityHistory(request.ctx, { entities: ['labor'], id: request.params.id })));
  // A client's own account events (sign-in, contact changed, sessions ended) are written about the 'user'.
  route(app, auditApi.clientHistory, async (request) => ok(await entityHistory(request.ctx, { entities: ['client', 'user'], id: request.params.id })));
  route(app, auditApi.orderHistory, async (request) => ok(await entityHistory(request.ctx, { entities: ['order'], id: request.params.id })));
}
