import multipart from '@fastify/multipart';
import { documentsApi } from '@app/shared';
import type { FastifyReply } from 'fastify';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { withReceivedFile } from '../uploads/routes.js';
import { ensureDigestScheduled } from './digest.js';
import { listExpiring } from './expiring.js';
import * as service from './service.js';

/** A worker's documents and scans, /Documents, and the daily digest's first scheduling. */
export async function documentRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
  // Scheduled once the app is ready, outside any request: the app's clock, not a request's instant.
  if (app.config.DOCUMENT_DIGEST) app.addHook('onReady', () => ensureDigestScheduled(app.db, app.clock()));

  const ctxOf = (request: { ctx: TCtx }): service.TDocumentContext => ({ ...request.ctx, documents: app.documents });
  const ids = (request: { params: { id: number; documentId: number } }) => ({ laborId: request.params.id, documentId: request.params.documentId });

  route(app, documentsApi.list, async (request) => ok(await service.listDocuments(ctxOf(request), request.params.id)));
  route(app, documentsApi.create, async (request) =>
    ok(await service.createDocument(ctxOf(request), request.params.id, request.body), request.t('documents.created')),
  );
  route(app, documentsApi.update, async (request) =>
    ok(await service.updateDocument(ctxOf(request), ids(request), request.body), request.t('documents.updated')),
  );
  route(app, documentsApi.remove, async (request) => {
    await service.deleteDocument(ctxOf(request), ids(request));
    return ok(null, request.t('documents.deleted'));
  });

  route(app, documentsApi.uploadScan, async (request, reply) => {
    const ctx = ctxOf(request);
    // Nothing is received for a document that is not there (or not for this viewer).
    await service.assertDocument(ctx, ids(request));
    const document = await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file, 'documents.scanType');
      const fileName = filename.slice(0, 200) || stored.name;
      return service.attachScan(ctx, ids(request), { ...stored, fileName }).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(document, request.t('documents.scanAttached'));
  });

  route(app, documentsApi.scan, async (request, reply: FastifyReply) => {
    const file = await service.scanFile(ctxOf(request), ids(request));
    return sendPrivateDocument(reply, app.documents, file);
  });

  route(app, documentsApi.expiring, async (request) => ok(await listExpiring(request.ctx, request.query)));
}
