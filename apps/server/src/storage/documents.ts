import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../http/app-error.js';
import type { TReceivedFile } from './uploads.js';

/** Private documents are scans and proofs: PDF, JPEG or PNG, 5 MB at most, judged by their bytes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const DOCUMENT_TYPES = new Map([
  ['application/pdf', 'pdf'],
  ['image/jpeg', 'jpg'],
  ['image/png', 'png'],
]);
const NAME_PATTERN = /^[a-f0-9]{32}\.(pdf|jpg|png)$/;

export type TStoredDocument = { name: string; contentType: string; size: number };

/**
 * Documents kept outside any served folder (DOCUMENTS_DIR): only a route that checked who asks
 * reads them, and sends them as attachments that are never cached.
 */
export function createDocumentStore(documentsDir: string) {
  const fullPath = (name: string) => {
    if (!NAME_PATTERN.test(name)) throw new AppError(404, 'payments.proofNotFound');
    return path.join(documentsDir, name);
  };

  return {
    documentsDir,

    /** Keeps a received upload when its bytes are a PDF, JPEG or PNG; 415 otherwise. */
    async save(received: TReceivedFile, refusal = 'payments.proofType'): Promise<TStoredDocument> {
      const type = await fileTypeFromFile(received.tempPath);
      const extension = type ? DOCUMENT_TYPES.get(type.mime) : undefined;
      if (!type || !extension) throw new AppError(415, refusal);
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await fs.mkdir(documentsDir, { recursive: true });
      await fs.copyFile(received.tempPath, path.join(documentsDir, name));
      return { name, contentType: type.mime, size: received.sizeBytes };
    },

    /** A stored document's bytes as a stream, after the caller has checked the reader may see it. */
    async open(name: string) {
      const file = fullPath(name);
      const stat = await fs.stat(file).catch(() => undefined);
      if (!stat) throw new AppError(404, 'payments.proofNotFound');
      return { stream: createReadStream(file), size: stat.size, contentType: [...DOCUMENT_TYPES].find(([, ext]) => name.endsWith(`.${ext}`))![0] };
    },

    /** Whether a name is one this store gave out and still holds. */
    async holds(name: string): Promise<boolean> {
      return NAME_PATTERN.test(name) && Boolean(await fs.stat(path.join(documentsDir, name)).catch(() => undefined));
    },

    async remove(name: string) {
      await fs.rm(fullPath(name), { force: true });
    },
  };
}

export type TDocumentStore = ReturnType<typeof createDocumentStore>;
