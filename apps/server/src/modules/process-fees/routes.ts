import multipart from '@fastify/multipart';
import { processFeesApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { withReceivedFile } from '../uploads/routes.js';
import { billFamily, recordFamilyPayment } from './billing.js';
import { processFees } from './read.js';
import * as service from './service.js';

/** Government fees on the visa process (docs/decisions/033): recorded on steps, billed to the family, paid back. */
export async function processFeeRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });

  const ctxOf = (request: { ctx: TCtx }): service.TFeesCtx => ({ ...request.ctx, documents: app.documents });
  const ids = (request: { params: { id: number; disbursementId: number } }) => ({
    processId: request.params.id,
    disbursementId: request.params.disbursementId,
  });

  route(app, processFeesApi.list, async ({ ctx, params }) => ok(await processFees(ctx.db, params.id)));
  route(app, processFeesApi.record, async (request) => {
    await service.recordDisbursement(ctxOf(request), request.params.id, request.body);
    return ok(await processFees(request.ctx.db, request.params.id), request.t('processFees.recorded'));
  });
  route(app, processFeesApi.remove, async (request) => {
    await service.removeDisbursement(ctxOf(request), ids(request));
    return ok(await processFees(request.ctx.db, request.params.id), request.t('processFees.deleted'));
  });
  route(app, processFeesApi.uploadReceipt, async (request, reply) => {
    const ctx = ctxOf(request);
    // Nothing is received for a fee that is not there.
    await service.assertDisbursement(ctx, ids(request));
    await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file, 'processFees.receiptType');
      const fileName = filename.slice(0, 200) || stored.name;
      return service.attachReceipt(ctx, ids(request), { ...stored, fileName }).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(await processFees(request.ctx.db, request.params.id), request.t('processFees.receiptAttached'));
  });
  route(app, processFeesApi.receipt, async (request, reply) =>
    sendPrivateDocument(reply, app.documents, await service.receiptFile(ctxOf(request), ids(request))),
  );
  route(app, processFeesApi.bill, async (request) => {
    const number = await billFamily(ctxOf(request), request.params.id);
    return ok(await processFees(request.ctx.db, request.params.id), request.t('processFees.billed', { number }));
  });
  route(app, processFeesApi.recordPayment, async (request) => {
    const number = await recordFamilyPayment(ctxOf(request), request.params.id, request.body);
    return ok(await processFees(request.ctx.db, request.params.id), request.t('processFees.paymentRecorded', { number }));
  });
}
