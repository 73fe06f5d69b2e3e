import fs from 'node:fs/promises';
import multipart from '@fastify/multipart';
import { WORKER_IMPORT_MAX_BYTES, workerImportApi } from '@app/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TApp } from '../../app-type.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { withReceivedFile } from '../uploads/routes.js';
import { commitImport, previewImport, type TImportContext } from './service.js';
import { csvTemplate, xlsxTemplate } from './template.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Importing workers from a file: /ImportWorkers downloads the template, previews a file, then saves it. */
export async function workerImportRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: WORKER_IMPORT_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });
  const ctxOf = (request: { ctx: TCtx }): TImportContext => ({ ...request.ctx, uploads: app.uploads });

  /** The uploaded file's bytes (2 MB at most: a larger one is refused with this import's own message). */
  const receivedBytes = (request: FastifyRequest, reply: FastifyReply) =>
    withReceivedFile(request, reply, app.uploads, WORKER_IMPORT_MAX_BYTES, ({ file }) => fs.readFile(file.tempPath)).catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 413) throw new AppError(413, 'workerImport.tooLarge');
      throw error;
    });

  route(app, workerImportApi.template, async (request, reply) => {
    const { db, now } = request.ctx;
    const [body, type] = request.query.format === 'csv' ? [await csvTemplate(db, now), 'text/csv; charset=utf-8'] : [await xlsxTemplate(db, now), XLSX_TYPE];
    return reply
      .header('content-type', type)
      .header('content-disposition', `attachment; filename="workers-import-template.${request.query.format}"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  route(app, workerImportApi.preview, async (request, reply) => ok(await previewImport(ctxOf(request), await receivedBytes(request, reply))));

  route(app, workerImportApi.commit, async (request, reply) => {
    const result = await commitImport(ctxOf(request), await receivedBytes(request, reply), request.query.mode);
    return ok(result, request.t('workerImport.saved', { count: result.saved.length }));
  });
}
