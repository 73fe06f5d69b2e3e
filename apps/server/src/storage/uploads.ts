import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
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

/** Files being written start with this; a crash can leave one, so startup sweeps them away. */
const INCOMING_PREFIX = '.incoming-';

export type TStoredImage = { image: string; thumbnail: string };

/** An upload read to the end into a temporary file beside the stored ones: moved into place or removed. */
export type TReceivedFile = { tempPath: string; sizeBytes: number };

/** Bytes in memory (seed data), or an upload already received to disk. */
type TSource = Buffer | TReceivedFile;

const isReceived = (source: TSource): source is TReceivedFile => !Buffer.isBuffer(source);

const isDiskFull = (error: unknown) => {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === 'ENOSPC' || code === 'EDQUOT';
};

/** An error of the disk, not of the client's bytes. */
const isFileSystemError = (error: unknown) => typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string';

/** Refuses the upload once it goes past `maxBytes`, without waiting for the rest of it. */
function byteLimit(maxBytes: number, onCount: (sizeBytes: number) => void) {
  let sizeBytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sizeBytes += chunk.length;
      onCount(sizeBytes);
      done(sizeBytes > maxBytes ? new AppError(413, 'uploads.tooLarge') : null, chunk);
    },
  });
}

/**
 * Uploaded files live outside any static root, under random names the client never chooses.
 * Every file is written under a temporary name in the same folder and renamed only once whole,
 * so a crash, a cut-off client or a full disk never leaves a partial or empty file in place.
 */
export function createUploadStore(uploadDir: string) {
  const receiving = new Set<AbortController>();
  const newName = (extension: string) => `${randomBytes(16).toString('hex')}.${extension}`;
  const tempPath = () => path.join(uploadDir, `${INCOMING_PREFIX}${randomBytes(16).toString('hex')}`);

  async function removeQuietly(file: string) {
    await fs.rm(file, { force: true }).catch(() => undefined);
  }

  async function moveIntoPlace(from: string, extension: string) {
    const name = newName(extension);
    await fs.rename(from, path.join(uploadDir, name));
    return name;
  }

  async function write(bytes: Buffer, extension: string) {
    const temp = tempPath();
    try {
      await fs.mkdir(uploadDir, { recursive: true });
      await fs.writeFile(temp, bytes, { flag: 'wx' });
      return await moveIntoPlace(temp, extension);
    } catch (error) {
      await removeQuietly(temp);
      throw isDiskFull(error) ? new AppError(507, 'uploads.diskFull') : error;
    }
  }

  const typeOf = (source: TSource) => (isReceived(source) ? fileTypeFromFile(source.tempPath) : fileTypeFromBuffer(source));

  return {
    uploadDir,

    /**
     * Streams an upload to a temporary file, never holding it in memory. Refused with 413 past
     * `maxBytes`, 507 when the disk is full, 400 when the request breaks off or is malformed, and
     * with the abort reason when `signal` fires (a stalled client, a shutdown); nothing stays behind.
     */
    async receive(source: Readable, options: { maxBytes: number; signal?: AbortSignal }): Promise<TReceivedFile> {
      const own = new AbortController();
      receiving.add(own);
      const signal = options.signal ? AbortSignal.any([options.signal, own.signal]) : own.signal;
      const temp = tempPath();
      let sizeBytes = 0;
      try {
        await fs.mkdir(uploadDir, { recursive: true });
        await pipeline(
          source,
          byteLimit(options.maxBytes, (count) => (sizeBytes = count)),
          createWriteStream(temp, { flags: 'wx' }),
          { signal },
        );
        return { tempPath: temp, sizeBytes };
      } catch (error) {
        await removeQuietly(temp);
        // Whatever was left of the upload is not wanted: reading it on would only fill memory.
        source.destroy();
        if (signal.aborted) throw signal.reason;
        if (error instanceof AppError) throw error;
        if (isDiskFull(error)) throw new AppError(507, 'uploads.diskFull');
        if (isFileSystemError(error)) throw error;
        throw new AppError(400, 'uploads.malformed');
      } finally {
        receiving.delete(own);
      }
    },

    /** Stops every upload still being received (the server is shutting down); each answers with `reason`. */
    abortReceiving(reason: AppError) {
      for (const controller of receiving) controller.abort(reason);
    },

    /** Removes the temporary file of an upload that was not kept. */
    async discard(file: TReceivedFile) {
      await removeQuietly(file.tempPath);
    },

    /**
     * Removes temporary files a crash left behind. Only old ones: another instance sharing the
     * folder may be writing a fresh one, and a file still written to keeps a recent time.
     */
    async sweepIncoming(olderThanMs = 10 * 60_000) {
      const names = await fs.readdir(uploadDir).catch(() => [] as string[]);
      const cutoff = Date.now() - olderThanMs;
      for (const name of names.filter((entry) => entry.startsWith(INCOMING_PREFIX))) {
        const file = path.join(uploadDir, name);
        const stat = await fs.stat(file).catch(() => undefined);
        if (stat && stat.mtimeMs < cutoff) await removeQuietly(file);
      }
    },

    /**
     * Accepts JPEG, PNG or WebP by their bytes, and re-encodes them: metadata goes, and so does
     * anything hidden in the file (polyglots). A thumbnail comes with it.
     */
    async saveImage(source: TSource): Promise<TStoredImage> {
      const type = await typeOf(source);
      if (!type || !IMAGE_TYPES.has(type.mime)) throw new AppError(415, 'uploads.imageType');
      let encoded: [Buffer, Buffer];
      try {
        // sharp is loaded with the first image, not when the server starts.
        const { default: sharp } = await import('sharp');
        const image = sharp(isReceived(source) ? source.tempPath : source, { failOn: 'error' }).rotate();
        encoded = await Promise.all([
          image.clone().resize(IMAGE_MAX_SIDE, IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
          image.clone().resize(THUMB_SIDE, THUMB_SIDE, { fit: 'cover' }).webp({ quality: 78 }).toBuffer(),
        ]);
      } catch {
        throw new AppError(422, 'uploads.failed');
      }
      const image = await write(encoded[0], 'webp');
      try {
        return { image, thumbnail: await write(encoded[1], 'webp') };
      } catch (error) {
        await removeQuietly(path.join(uploadDir, image));
        throw error;
      }
    },

    /** Accepts MP4 or WebM by their bytes; stored as sent. */
    async saveVideo(source: TSource): Promise<string> {
      const type = await typeOf(source);
      const extension = type ? VIDEO_TYPES.get(type.mime) : undefined;
      if (!extension) throw new AppError(415, 'uploads.videoType');
      return isReceived(source) ? moveIntoPlace(source.tempPath, extension) : write(source, extension);
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
