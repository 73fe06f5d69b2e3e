import multipart from '@fastify/multipart';
import { processDocumentsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { sendPrivateDocument } from '../../http/attachment.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { DOCUMENT_MAX_BYTES } from '../../storage/documents.js';
import { withReceivedFile } from '../uploads/routes.js';
import { askingStep, saveFamilyFile, type TFamilyUpload } from './family.js';
import { attachStepDocument, familyFileOf, listFamilyFiles, listStepDocuments } from './staff.js';

/** Papers on the visa process's steps (docs/decisions/034): the worker's documents from a step, the family's files. */
export async function processDocumentRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: DOCUMENT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
  const withStore = (request: { ctx: TCtx }) => ({ ...request.ctx, documents: app.documents });

  route(app, processDocumentsApi.list, async (request) => ok(await listStepDocuments(withStore(request), request.params.id)));
  route(app, processDocumentsApi.attach, async (request) => {
    const ref = { processId: request.params.id, stepId: request.params.stepId };
    return ok(await attachStepDocument(withStore(request), ref, request.body), request.t('processDocuments.attached'));
  });
  route(app, processDocumentsApi.familyFiles, async ({ ctx, params }) => ok(await listFamilyFiles(ctx.db, params.id)));
  route(app, processDocumentsApi.familyFile, async ({ ctx, params }, reply) =>
    sendPrivateDocument(reply, app.documents, await familyFileOf(ctx.db, { processId: params.id, fileId: params.fileId })),
  );

  route(app, processDocumentsApi.familyUpload, async (request, reply) => {
    const ctx = withStore(request);
    const target: TFamilyUpload = { orderId: request.params.id, stepId: request.params.stepId, kind: request.query.kind };
    // Nothing is received for a step that is not hers or does not ask for this paper.
    await askingStep(ctx.db, ctx.actor.userId, target);
    const asked = await withReceivedFile(request, reply, app.uploads, DOCUMENT_MAX_BYTES, async ({ file, filename }) => {
      const stored = await app.documents.save(file, 'documents.scanType');
      const fileName = filename.slice(0, 200) || stored.name;
      return saveFamilyFile(ctx, target, { ...stored, fileName }).catch(async (error: unknown) => {
        await app.documents.remove(stored.name);
        throw error;
      });
    });
    return ok(asked, request.t('processDocuments.uploaded'));
  });
}
