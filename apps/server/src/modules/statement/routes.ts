import { statementApi, type TStatementLanguage } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { currentUser } from '../auth/access.js';
import { renderStatement } from './pdf.js';
import { statementOf } from './service.js';

/** The client's id, the day and the language: statement-42-2026-11-28-ar.pdf. */
const fileNameOf = (clientId: number, asOf: string, lang: TStatementLanguage) => `statement-${clientId}-${asOf}-${lang}.pdf`;

/**
 * A client's statement of account: her own (the id is hers, from her session: there is no other to
 * ask for) and, for staff who see money, any client's. On screen and as a PDF in English or Arabic;
 * money documents are never kept by a browser or a proxy.
 */
export async function statementRoutes(app: TApp) {
  async function sendPdf(reply: FastifyReply, clientId: number, lang: TStatementLanguage) {
    const statement = await statementOf(app.db, clientId, app.clock());
    const pdf = await renderStatement(statement, lang);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', pdf.length)
      .header('content-disposition', `attachment; filename="${fileNameOf(clientId, statement.asOf, lang)}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  }
  const own = (request: FastifyRequest) => currentUser(request).id;

  route(app, statementApi.mine, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await statementOf(app.db, own(request), app.clock()));
  });
  route(app, statementApi.minePdf, async (request, reply) => sendPdf(reply, own(request), request.query.lang));
  route(app, statementApi.client, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await statementOf(app.db, request.params.id, app.clock()));
  });
  route(app, statementApi.clientPdf, async (request, reply) => sendPdf(reply, request.params.id, request.query.lang));
}
