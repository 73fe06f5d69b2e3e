import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../http/app-error.js';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
const IMAGE_MAX_SIDE = 1600;
const THUMB_SIDE = 480;

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const VIDEO_TYPES = new Map([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
]);

export type TStoredImage = { image: string; thumbnail: string };

/** Uploaded files live outside any static root, under random names the client never chooses. */
export function createUploadStore(uploadDir: string) {
  async function write(bytes: Buffer, extension: string) {
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    await fs.mkdir(uploadDir, { recursive: true });
    await fs.writeFile(path.join(uploadDir, name), bytes, { flag: 'wx' });
    return name;
  }

  return {
    uploadDir,

    /**
     * Accepts JPEG, PNG or WebP by their bytes, and re-encodes them: metadata goes, and so does
     * anything hidden in the file (polyglots). A thumbnail comes with it.
     */
    async saveImage(bytes: Buffer): Promise<TStoredImage> {
      const type = await fileTypeFromBuffer(bytes);
      if (!type || !IMAGE_TYPES.has(type.mime)) throw new AppError(415, 'uploads.imageType');
      try {
        // sharp is loaded with the first image, not when the server starts.
        const { default: sharp } = await import('sharp');
        const source = sharp(bytes, { failOn: 'error' }).rotate();
        const [image, thumbnail] = await Promise.all([
          source.clone().resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
          source.clone().resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
        ]);
        return { image: await write(image, 'webp'), thumbnail: await write(thumbnail, 'webp') };
      } catch {
        throw new AppError(422, 'uploads.failed');
      }
    },

    /** Accepts MP4 or WebM by their bytes; stored as sent. */
    async saveVideo(bytes: Buffer): Promise<string> {
      const type = await fileTypeFromBuffer(bytes);
      const extension = type ? VIDEO_TYPES.get(type.mime) : undefined;
      if (!extension) throw new AppError(415, 'uploads.videoType');
      return write(bytes, extension);
    },

    async remove(...names: Array<string | null | undefined>) {
      for (const name of names) {
        if (name && /^[a-f0-9]{32}\.(webp|mp4|webm)$/.test(name)) {
          await fs.rm(path.join(uploadDir, name), { force: true });
        }
      }
    },
  };
}

export type TUploadStore = ReturnType<typeof createUploadStore>;
