import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TClientDocument, TClientDocumentKind, TClientDocuments } from '@app/shared';
import type { TReader } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import { clientDocuments, orders } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { TDocumentStore, TStoredDocument } from '../../storage/documents.js';
import { recordChange } from '../audit/record.js';
import { clientAccount } from './profile.js';

/** The request's context with the store the scans are kept in. */
export type TClientDocumentContext = Pick<TCtx, 'db' | 'now' | 'audit'> & { documents: TDocumentStore };
/** The client herself sees what she gave and may change it until she hires; staff see and change all. */
export type TDocumentSide = 'client' | 'staff';
type TRow = typeof clientDocuments.$inferSelect;

const notFound = () => new AppError(404, 'clientDocuments.notFound');

function present(row: TRow, side: TDocumentSide): TClientDocument {
  const seen = { id: row.id, kind: row.kind, fileName: row.scanOriginalName, uploadedAt: row.createdAt.toISOString() };
  if (side === 'client') return seen;
  return { ...seen, contentType: row.scanMime, size: row.scanSize, uploadedByStaff: row.uploadedBy !== null && row.uploadedBy !== row.clientId };
}

/** What the audit trail keeps of a paper: never the stored file's name. */
const audited = (row: TRow) => ({ kind: row.kind, fileName: row.scanOriginalName, size: row.scanSize });

/** Once an order of hers is hired (or delivered), her papers are the agency's file: she no longer changes them. */
async function isLocked(db: TReader, clientId: number) {
  const [hired] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), inArray(orders.status, ['Hired', 'Delivered'])))
    .limit(1);
  return Boolean(hired);
}

/** Refuses the client's own change once she has hired; staff may always change. */
export async function assertMayChange(db: TReader, clientId: number, side: TDocumentSide) {
  await clientAccount(db, clientId);
  if (side === 'client' && (await isLocked(db, clientId))) throw new AppError(409, 'clientDocuments.locked');
}

export async function listClientDocuments(db: TReader, clientId: number, side: TDocumentSide): Promise<TClientDocuments> {
  await clientAccount(db, clientId);
  const rows = await db.select().from(clientDocuments).where(eq(clientDocuments.clientId, clientId)).orderBy(asc(clientDocuments.id));
  return { items: rows.map((row) => present(row, side)), locked: await isLocked(db, clientId) };
}

/** Keeps a stored scan as her paper of that kind, replacing the one before (whose file then goes). */
export async function saveClientDocument(
  ctx: TClientDocumentContext,
  target: { clientId: number; kind: TClientDocumentKind; side: TDocumentSide },
  scan: TStoredDocument & { fileName: string },
): Promise<TClientDocument> {
  const { now, audit: actor } = ctx;
  const { before, after } = await ctx.db.transaction(async (tx) => {
    await assertMayChange(tx, target.clientId, target.side);
    const [current] = await tx
      .select()
      .from(clientDocuments)
      .where(and(eq(clientDocuments.clientId, target.clientId), eq(clientDocuments.kind, target.kind)))
      .for('update');
    const values = {
      clientId: target.clientId,
      kind: target.kind,
      scanName: scan.name,
      scanMime: scan.contentType,
      scanOriginalName: scan.fileName,
      scanSize: scan.size,
      uploadedBy: actor.userId,
      createdAt: now,
    };
    const [saved] = await tx
      .insert(clientDocuments)
      .values(values)
      .onConflictDoUpdate({ target: [clientDocuments.clientId, clientDocuments.kind], set: values })
      .returning();
    await recordChange(
      tx,
      actor,
      { action: current ? 'update' : 'create', entity: 'clientDocument', entityId: saved!.id },
      current ? audited(current) : null,
      audited(saved!),
    );
    return { before: current, after: saved! };
  });
  if (before && before.scanName !== scan.name) await ctx.documents.remove(before.scanName);
  return present(after, target.side);
}

async function documentOf(db: TReader, clientId: number, documentId: number) {
  const [row] = await db
    .select()
    .from(clientDocuments)
    .where(and(eq(clientDocuments.id, documentId), eq(clientDocuments.clientId, clientId)));
  if (!row) throw notFound();
  return row;
}

/** Deletes one of her papers (another client's is not found under her) and then its file. */
export async function deleteClientDocument(ctx: TClientDocumentContext, target: { clientId: number; documentId: number; side: TDocumentSide }) {
  const removed = await ctx.db.transaction(async (tx) => {
    await assertMayChange(tx, target.clientId, target.side);
    const row = await documentOf(tx, target.clientId, target.documentId);
    await tx.delete(clientDocuments).where(eq(clientDocuments.id, row.id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'clientDocument', entityId: row.id }, audited(row), null);
    return row;
  });
  await ctx.documents.remove(removed.scanName);
}

/** The stored file of a paper, for staff's download. */
export async function clientScanFile(db: TReader, clientId: number, documentId: number) {
  await clientAccount(db, clientId);
  const row = await documentOf(db, clientId, documentId);
  return { name: row.scanName, fileName: row.scanOriginalName };
}
