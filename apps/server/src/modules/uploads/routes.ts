import multipart from '@fastify/multipart';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { ZAssetSchema, ZEnvelopeSchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { AppError } from '../../http/app-error.js';
import { ok } from '../../http/envelope.js';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '../../storage/uploads.js';
import { addAsset } from '../cms/media.js';

const ZStoredImageSchema = z.object({ image: z.string(), thumbnail: z.string() });
const ZStoredVideoSchema = z.object({ video: z.string() });

/** Reads the one file of a multipart request; a larger file ends in 413 before it is all read. */
async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<{ bytes: Buffer; filename: string }> {
  const file = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 0 } });
  if (!file) throw new AppError(400, 'uploads.missingFile');
  return { bytes: await file.toBuffer(), filename: file.filename };
}

/** Admin uploads: the answer holds generated file names that forms then send with their data. */
export async function uploadRoutes(app: TApp) {
  await app.register(multipart, { limits: { fileSize: VIDEO_MAX_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post(
    '/api/uploads/image',
    {
      config: { access: 'admin' },
      bodyLimit: IMAGE_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Upload a JPEG, PNG or WebP image (5 MB at most); re-encoded, with a thumbnail',
        consumes: ['multipart/form-data'],
        response: { 201: ZEnvelopeSchema(ZStoredImageSchema) },
      },
    },
    async (request, reply) => {
      const stored = await app.uploads.saveImage((await readSingleFile(request, IMAGE_MAX_BYTES)).bytes);
      return reply.code(201).send(ok(stored, request.t('uploads.done')));
    },
  );

  app.post(
    '/api/uploads/video',
    {
      config: { access: 'admin' },
      bodyLimit: VIDEO_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Upload an MP4 or WebM video (100 MB at most)',
        consumes: ['multipart/form-data'],
        response: { 201: ZEnvelopeSchema(ZStoredVideoSchema) },
      },
    },
    async (request, reply) => {
      const video = await app.uploads.saveVideo((await readSingleFile(request, VIDEO_MAX_BYTES)).bytes);
      return reply.code(201).send(ok({ video }, request.t('uploads.done')));
    },
  );

  app.post(
    '/api/admin/media',
    {
      config: { access: 'admin' },
      bodyLimit: VIDEO_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['uploads'],
        summary: 'Add an image (5 MB) or a video (100 MB) to the media library',
        consumes: ['multipart/form-data'],
        querystring: z.strictObject({ kind: z.enum(['image', 'video']).default('image') }),
        response: { 201: ZEnvelopeSchema(ZAssetSchema) },
      },
    },
    async (request, reply) => {
      const { kind } = request.query;
      const file = await readSingleFile(request, kind === 'image' ? IMAGE_MAX_BYTES : VIDEO_MAX_BYTES);
      const asset = await addAsset(app.db, app.uploads, { ...file, kind });
      return reply.code(201).send(ok(asset, request.t('uploads.done')));
    },
  );
}
