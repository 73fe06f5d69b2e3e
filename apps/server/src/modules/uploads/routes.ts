import type { IncomingMessage } from 'node:http';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { uploadsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES, type TReceivedFile, type TUploadStore } from '../../storage/uploads.js';
import { addAsset } from '../cms/media.js';

/** Aborts once the client has sent nothing for `idleMs`: a stalled upload would hold its connection and its file forever. */
function stallGuard(raw: IncomingMessage, idleMs: number) {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(new AppError(408, 'uploads.stalled')), idleMs);
  };
  const stop = () => {
    clearTimeout(timer);
    raw.off('data', arm);
  };
  raw.on('data', arm);
  raw.once('end', stop);
  arm();
  const stalled = new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)));
  stalled.catch(() => undefined);
  return { signal: controller.signal, stalled, stop };
}

/** The parser's own refusals keep their meaning; anything else it throws means the form itself is broken. */
function asUploadError(error: unknown) {
  if (error instanceof AppError || (error as { code?: string }).code?.startsWith('FST_')) return error;
  return new AppError(400, 'uploads.malformed');
}

/**
 * Receives the one file of a multipart request to a temporary file, streamed: past `maxBytes`
 * it ends in 413 before the rest is stored, and a client that stops sending ends in 408.
 */
async function receiveSingleFile(
  request: FastifyRequest,
  reply: FastifyReply,
  uploads: TUploadStore,
  maxBytes: number,
): Promise<{ file: TReceivedFile; filename: string }> {
  // One byte over the limit reaches the store, which refuses it: at exactly the limit the parser
  // would cut the file short without an error.
  const parsing = request.file({ limits: { fileSize: maxBytes + 1, files: 1, fields: 0 } });
  const guard = stallGuard(request.raw, request.server.config.UPLOAD_IDLE_SECONDS * 1000);
  try {
    const part = await Promise.race([parsing.catch((error: unknown) => Promise.reject(asUploadError(error))), guard.stalled]);
    if (!part) throw new AppError(400, 'uploads.missingFile');
    const file = await uploads.receive(part.file, { maxBytes, signal: guard.signal });
    if (part.file.truncated) {
      await uploads.discard(file);
      throw new AppError(413, 'uploads.tooLarge');
    }
    return { file, filename: part.filename };
  } catch (error) {
    const status = error instanceof AppError ? error.statusCode : 0;
    // A stalled client or a stopping server: the connection goes. Otherwise the rest of a refused
    // upload is read and dropped, so the client gets to read the answer.
    if (status === 408 || status === 503) reply.header('connection', 'close');
    else request.raw.resume();
    throw error;
  } finally {
    guard.stop();
  }
}

/** Runs `work` on a received file; its temporary file goes afterwards, kept or not. */
export async function withReceivedFile<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  uploads: TUploadStore,
  maxBytes: number,
  work: (received: { file: TReceivedFile; filename: string }) => Promise<T>,
): Promise<T> {
  const received = await receiveSingleFile(request, reply, uploads, maxBytes);
  try {
    return await work(received);
  } finally {
    await uploads.discard(received.file);
  }
}

/** Admin uploads: the answer holds generated file names that forms then send with their data. */
export async function uploadRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES + 1, files: 1, fields: 0, parts: 1 } });

  route(app, uploadsApi.image, async (request, reply) => {
    const stored = await withReceivedFile(request, reply, app.uploads, IMAGE_MAX_BYTES, ({ file }) => app.uploads.saveImage(file));
    return ok(stored, request.t('uploads.done'));
  });

  route(app, uploadsApi.video, async (request, reply) => {
    const video = await withReceivedFile(request, reply, app.uploads, VIDEO_MAX_BYTES, ({ file }) => app.uploads.saveVideo(file));
    return ok({ video }, request.t('uploads.done'));
  });

  route(app, uploadsApi.media, async (request, reply) => {
    const { kind } = request.query;
    const maxBytes = kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES;
    const asset = await withReceivedFile(request, reply, app.uploads, maxBytes, (received) =>
      addAsset(request.ctx.db, app.uploads, { ...received, kind }, request.ctx.audit),
    );
    return ok(asset, request.t('uploads.done'));
  });
}
