import type { FastifyReply } from 'fastify';
import type { TDocumentStore } from '../storage/documents.js';

/** A file name as a header may carry it: ASCII fallback, and the real name in UTF-8 (RFC 6266). */
const disposition = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A private document's bytes, after the route checked who asks: an attachment, never cached. */
export async function sendPrivateDocument(reply: FastifyReply, store: TDocumentStore, file: { name: string; fileName: string }) {
  const stored = await store.open(file.name);
  return reply
    .header('content-type', stored.contentType)
    .header('content-length', stored.size)
    .header('content-disposition', disposition(file.fileName))
    .header('cache-control', 'no-store')
    .send(stored.stream);
}

/** A PDF drawn for the request (a CV, a statement, a contract), as a download named `fileName` (word characters, dots and dashes). */
export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.length)
    .header('content-disposition', `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`)
    .send(pdf);
