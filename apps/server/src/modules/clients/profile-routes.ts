import multipart from '@fastify/multipart';
import { clientProfileApi, clientRecordsApi, type TClientDocumentKind } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCtx } from '../../http/context.js';
import type { TApp } from '../../app-type.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { currentUser } from '../auth/access.js';
import { withReceivedFile } from '../uploads/routes.js';
import * as papers from './client-documents.js';
import { getClientProfile, saveClientProfile } from './profile.js';

/** The client's visa profile and papers: hers at /api/account/..., staff's at /api/clients/:id/... */
export async function clientProfileRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
  const papersCtx = (request: { ctx: TCtx }): papers.TClientDocumentContext => ({ ...request.ctx, documents: app.documents });
  const own = (request: FastifyRequest) => currentUser(request).id;

  /** Checks who may change her papers before anything is received, then keeps the scan (PDF, JPEG or PNG on its bytes). */
  async function receivePaper(
    request: FastifyRequest & { ctx: TCtx },
    reply: FastifyReply,
    target: { clientId: number; kind: TClientDocumentKind; side: papers.TDocumentSide },
  ) {
    await papers.assertMayChange(app.db, target.clientId, target.side);
    const document = await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file, 'documents.scanType');
      const fileName = filename.slice(0, 200) || stored.name;
      return papers.saveClientDocument(papersCtx(request), target, { ...stored, fileName }).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(document, request.t('clientDocuments.uploaded'));
  }

  route(app, clientProfileApi.get, async (request) => ok(await getClientProfile(app.db, own(request))));
  route(app, clientProfileApi.update, async (request) =>
    ok(await saveClientProfile(request.ctx, own(request), request.body), request.t('clientProfile.saved')),
  );
  route(app, clientProfileApi.documents, async (request) => ok(await papers.listClientDocuments(app.db, own(request), 'client')));
  route(app, clientProfileApi.upload, async (request, reply) =>
    receivePaper(request, reply, { clientId: own(request), kind: request.query.kind, side: 'client' }),
  );
  route(app, clientProfileApi.remove, async (request) => {
    await papers.deleteClientDocument(papersCtx(request), { clientId: own(request), documentId: request.params.documentId, side: 'client' });
    return ok(null, request.t('clientDocuments.deleted'));
  });

  route(app, clientRecordsApi.profile, async (request) => ok(await getClientProfile(app.db, request.params.id)));
  route(app, clientRecordsApi.updateProfile, async (request) =>
    ok(await saveClientProfile(request.ctx, request.params.id, request.body), request.t('clientProfile.saved')),
  );
  route(app, clientRecordsApi.documents, async (request) => ok(await papers.listClientDocuments(app.db, request.params.id, 'staff')));
  route(app, clientRecordsApi.upload, async (request, reply) =>
    receivePaper(request, reply, { clientId: request.params.id, kind: request.query.kind, side: 'staff' }),
  );
  route(app, clientRecordsApi.remove, async (request) => {
    await papers.deleteClientDocument(papersCtx(request), { clientId: request.params.id, documentId: request.params.documentId, side: 'staff' });
    return ok(null, request.t('clientDocuments.deleted'));
  });
  route(app, clientRecordsApi.scan, async (request, reply) =>
    sendPrivateDocument(reply, app.documents, await papers.clientScanFile(app.db, request.params.id, request.params.documentId)),
  );
}
