import type { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import { paymentsApi } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from '../auth/access.js';
import type { TActor } from '../auth/actor.js';
import { withReceivedFile } from '../uploads/routes.js';
import { invoicesCsv, paymentsCsv } from './lists-csv.js';
import { listInvoices, listPayments } from './lists.js';
import * as service from './service.js';
import { assertProofAllowed } from './proof-limits.js';

const viewerOf = (request: FastifyRequest): TActor => {
  const user = currentUser(request);
  return { role: user.role, userId: user.id, staffRole: user.staffRole };
};

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

  const finance = (request: FastifyRequest, orderId: number) => service.orderFinance(app.db, orderId, viewerOf(request));

  route(app, paymentsApi.orderFinance, async (request) => ok(await finance(request, request.params.id)));
  route(app, paymentsApi.adminOrderFinance, async (request) => ok(await finance(request, request.params.id)));

  route(app, paymentsApi.recordPayment, async (request) => {
    const { attachment } = request.body;
    if (attachment && !(await app.documents.holds(attachment))) throw new AppError(422, 'payments.proofNotFound', {}, 'attachment');
    const { orderId, documentNumber } = await service.addPayment(app.db, request.params.id, request.body, auditActorOf(request), app.clock());
    return ok(await finance(request, orderId), request.t('payments.paymentRecorded', { number: documentNumber }));
  });

  route(app, paymentsApi.recordRefund, async (request) => {
    const { orderId, documentNumber } = await service.addRefund(app.db, request.params.id, request.body, auditActorOf(request), app.clock());
    app.jobs.nudge();
    return ok(await finance(request, orderId), request.t('payments.refundRecorded', { number: documentNumber }));
  });

  route(app, paymentsApi.uploadProof, async (request, reply) => {
    const orderId = request.params.id;
    // Nothing of a stranger's is received: the order is checked before the file is read.
    await service.visibleOrder(app.db, orderId, viewerOf(request));
    // Nor a file the order has no room for, or that a closed order would not take.
    await assertProofAllowed(app.db, orderId, 0);
    await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file);
      const fileName = filename.slice(0, 200) || stored.name;
      await service.addProof(app.db, orderId, viewerOf(request), { ...stored, fileName }, auditActorOf(request), app.clock()).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(await finance(request, orderId), request.t('payments.proofUploaded'));
  });

  route(app, paymentsApi.uploadAttachment, async (request, reply) => {
    const stored = await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, ({ file }) => app.documents.save(file));
    return ok({ file: stored.name }, request.t('uploads.done'));
  });

  route(app, paymentsApi.clientProof, async (request, reply) =>
    sendDocument(reply, await service.proofFile(app.db, request.params.id, request.params.proofId, viewerOf(request))),
  );
  route(app, paymentsApi.adminProof, async (request, reply) =>
    sendDocument(reply, await service.proofFile(app.db, request.params.id, request.params.proofId, viewerOf(request))),
  );
  route(app, paymentsApi.attachment, async (request, reply) => sendDocument(reply, await service.attachmentFile(app.db, request.params.id)));

  route(app, paymentsApi.payments, async (request) => ok(await listPayments(app.db, request.query)));
  route(app, paymentsApi.paymentsCsv, async (request, reply) => sendCsv(reply, 'payments.csv', paymentsCsv(app.db, request.query, request.locale)));
  route(app, paymentsApi.invoices, async (request) => ok(await listInvoices(app.db, request.query)));
  route(app, paymentsApi.invoicesCsv, async (request, reply) => sendCsv(reply, 'invoices.csv', invoicesCsv(app.db, request.query, request.locale)));
}
