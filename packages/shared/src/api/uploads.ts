import { z } from '../schemas/zod.js';
import { ZAssetSchema } from '../schemas/cms/media.js';
import { endpoint } from './endpoint.js';

const tag = 'uploads';

/** The generated file names of a stored image, which forms then send with their data. */
export const ZStoredImageSchema = z.object({ image: z.string(), thumbnail: z.string() });
export type TStoredImage = z.infer<typeof ZStoredImageSchema>;
export const ZStoredVideoSchema = z.object({ video: z.string() });
export type TStoredVideo = z.infer<typeof ZStoredVideoSchema>;

/** Staff's file uploads, one file per multipart request. */
export const uploadsApi = {
  image: endpoint({
    method: 'POST',
    path: '/api/uploads/image',
    access: 'staff',
    tag,
    summary: 'Upload a JPEG, PNG or WebP image (5 MB at most); re-encoded, with a thumbnail',
    response: ZStoredImageSchema,
    status: 201,
    kind: 'upload',
  }),
  video: endpoint({
    method: 'POST',
    path: '/api/uploads/video',
    access: 'staff',
    tag,
    summary: 'Upload an MP4 or WebM video (100 MB at most)',
    response: ZStoredVideoSchema,
    status: 201,
    kind: 'upload',
  }),
  media: endpoint({
    method: 'POST',
    path: '/api/admin/media',
    access: 'content.manage',
    tag,
    summary: 'Add an image (5 MB) or a video (100 MB) to the media library',
    query: z.strictObject({ kind: z.enum(['image', 'video']).default('image') }),
    response: ZAssetSchema,
    status: 201,
    kind: 'upload',
  }),
};
