import { statementApi, type TStatementLanguage } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { TApp } from '../../app-type.js';
import { sendPdf as sendPdfFile } from '../../http/attachment.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
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
  async function sendPdf(ctx: TCtx, reply: FastifyReply, clientId: number, lang: TStatementLanguage) {
    const statement = await statementOf(ctx.db, clientId, ctx.now);
    const pdf = await renderStatement(statement, lang);
    return sendPdfFile(reply.header('cache-control', 'no-store'), pdf, fileNameOf(clientId, statement.asOf, lang));
  }
  route(app, statementApi.mine, async ({ ctx }, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await statementOf(ctx.db, ctx.actor.userId, ctx.now));
  });
  route(app, statementApi.minePdf, async ({ ctx, query }, reply) => sendPdf(ctx, reply, ctx.actor.userId, query.lang));
  route(app, statementApi.client, async ({ ctx, params }, reply) => {
    reply.header('cache-control', 'no-store');
    return ok(await statementOf(ctx.db, params.id, ctx.now));
  });
  route(app, statementApi.clientPdf, async ({ ctx, params, query }, reply) => sendPdf(ctx, reply, params.id, query.lang));
}
