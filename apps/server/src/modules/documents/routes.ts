import multipart from '@fastify/multipart';
import { documentsApi, hasPermission } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp } from '../../app.js';
import { route } from '../../http/endpoint.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { auditActorOf } from '../audit/record.js';
import { currentUser } from '../auth/access.js';
import { withReceivedFile } from '../uploads/routes.js';
import { ensureDigestScheduled } from './digest.js';
import { listExpiring } from './expiring.js';
import * as service from './service.js';

/** Passport rows exist only for a role that sees passports. */
const viewerOf = (request: FastifyRequest): service.TDocumentViewer => ({ seesPassports: hasPermission(currentUser(request).staffRole, 'labors.passport') });

/** A worker's documents and scans, /Documents, and the daily digest's first scheduling. */
export async function documentRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
  const ctx: service.TDocumentContext = { db: app.db, clock: app.clock, documents: app.documents };
  if (app.config.DOCUMENT_DIGEST) app.addHook('onReady', () => ensureDigestScheduled(app.db, app.clock()));

  const ids = (request: { params: { id: number; documentId: number } }) => ({ laborId: request.params.id, documentId: request.params.documentId });

  route(app, documentsApi.list, async (request) => ok(await service.listDocuments(ctx, request.params.id, viewerOf(request))));
  route(app, documentsApi.create, async (request) =>
    ok(await service.createDocument(ctx, request.params.id, request.body, auditActorOf(request)), request.t('documents.created')),
  );
  route(app, documentsApi.update, async (request) =>
    ok(await service.updateDocument(ctx, ids(request), request.body, viewerOf(request), auditActorOf(request)), request.t('documents.updated')),
  );
  route(app, documentsApi.remove, async (request) => {
    await service.deleteDocument(ctx, ids(request), viewerOf(request), auditActorOf(request));
    return ok(null, request.t('documents.deleted'));
  });

  route(app, documentsApi.uploadScan, async (request, reply) => {
    // Nothing is received for a document that is not there (or not for this viewer).
    await service.assertDocument(ctx, ids(request), viewerOf(request));
    const document = await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file, 'documents.scanType');
      const fileName = filename.slice(0, 200) || stored.name;
      return service.attachScan(ctx, ids(request), { ...stored, fileName }, viewerOf(request), auditActorOf(request)).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(document, request.t('documents.scanAttached'));
  });

  route(app, documentsApi.scan, async (request, reply: FastifyReply) => {
    const file = await service.scanFile(ctx, ids(request), viewerOf(request));
    return sendPrivateDocument(reply, app.documents, file);
  });

  route(app, documentsApi.expiring, async (request) => ok(await listExpiring(app.db, request.query, app.clock(), viewerOf(request))));
}
