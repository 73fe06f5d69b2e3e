import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { paymentsApi } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { TApp } from '../../app-type.js';
import { AppError } from '../../http/app-error.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { withReceivedFile } from '../uploads/routes.js';
import { invoicesCsv, paymentsCsv } from './lists-csv.js';
import { listInvoices, listPayments } from './lists.js';
import * as service from './service.js';
import { assertProofAllowed } from './proof-limits.js';

/** A CSV export: a download the browser never keeps. */
const sendCsv = (reply: FastifyReply, fileName: string, csv: Readable) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(csv);

/** The invoices' ledger, refunds, the client's proofs of transfer and the receipts' scans; /Payments and /Invoices with their CSV. */
export async function paymentRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });

  const sendDocument = (reply: FastifyReply, file: { name: string; fileName: string }) => sendPrivateDocument(reply, app.documents, file);

  route(app, paymentsApi.orderFinance, async ({ ctx, params }) => ok(await service.orderFinance(ctx, params.id)));
  route(app, paymentsApi.adminOrderFinance, async ({ ctx, params }) => ok(await service.orderFinance(ctx, params.id)));

  route(app, paymentsApi.recordPayment, async (request) => {
    const { attachment } = request.body;
    if (attachment && !(await app.documents.holds(attachment))) throw new AppError(422, 'payments.proofNotFound', {}, 'attachment');
    const { orderId, documentNumber } = await service.addPayment(request.ctx, request.params.id, request.body);
    return ok(await service.orderFinance(request.ctx, orderId), request.t('payments.paymentRecorded', { number: documentNumber }));
  });

  route(app, paymentsApi.recordRefund, async (request) => {
    const { orderId, documentNumber } = await service.addRefund(request.ctx, request.params.id, request.body);
    request.ctx.jobs.nudge();
    return ok(await service.orderFinance(request.ctx, orderId), request.t('payments.refundRecorded', { number: documentNumber }));
  });

  route(app, paymentsApi.uploadProof, async (request, reply) => {
    const { ctx } = request;
    const orderId = request.params.id;
    // Nothing of a stranger's is received: the order is checked before the file is read.
    await service.visibleOrder(ctx.db, orderId, ctx.actor);
    // Nor a file the order has no room for, or that a closed order would not take.
    await assertProofAllowed(ctx.db, orderId, 0);
    await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file);
      const fileName = filename.slice(0, 200) || stored.name;
      await service.addProof(ctx, orderId, { ...stored, fileName }).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(await service.orderFinance(ctx, orderId), request.t('payments.proofUploaded'));
  });

  route(app, paymentsApi.uploadAttachment, async (request, reply) => {
    const stored = await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, ({ file }) => app.documents.save(file));
    return ok({ file: stored.name }, request.t('uploads.done'));
  });

  route(app, paymentsApi.clientProof, async ({ ctx, params }, reply) => sendDocument(reply, await service.proofFile(ctx, params.id, params.proofId)));
  route(app, paymentsApi.adminProof, async ({ ctx, params }, reply) => sendDocument(reply, await service.proofFile(ctx, params.id, params.proofId)));
  route(app, paymentsApi.attachment, async ({ ctx, params }, reply) => sendDocument(reply, await service.attachmentFile(ctx.db, params.id)));

  route(app, paymentsApi.payments, async ({ ctx, query }) => ok(await listPayments(ctx.db, query)));
  route(app, paymentsApi.paymentsCsv, async ({ ctx, query }, reply) => sendCsv(reply, 'payments.csv', paymentsCsv(ctx.db, query, ctx.locale)));
  route(app, paymentsApi.invoices, async ({ ctx, query }) => ok(await listInvoices(ctx.db, query)));
  route(app, paymentsApi.invoicesCsv, async ({ ctx, query }, reply) => sendCsv(reply, 'invoices.csv', invoicesCsv(ctx.db, query, ctx.locale)));
}
