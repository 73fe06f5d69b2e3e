import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { hasPermission, todayInUae, type TDocumentInput, type TWorkerDocument } from '@app/shared';
import type { TReader, TTx } from '../../db/client.js';
import { countries, labors, workerDocuments } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import type { TDocumentStore, TStoredDocument } from '../../storage/documents.js';
import { recordChange } from '../audit/record.js';
import type { TActor } from '../auth/actor.js';
import { documentSnapshot, presentDocument, type TDocumentRow } from './presenter.js';

/** The request's context, with the store the scans are kept in. */
export type TDocumentContext = TCtx & { documents: TDocumentStore };
/** Who asks: passport rows exist for them only with labors.passport. */
export type TDocumentViewer = { seesPassports: boolean };
type TDocumentIds = { laborId: number; documentId: number };

/** Passport rows exist only for a role that sees passports. */
export const viewerOf = (actor: TActor): TDocumentViewer => ({ seesPassports: hasPermission(actor.staffRole, 'labors.passport') });

const notFound = () => new AppError(404, 'documents.notFound');
/** The kinds a viewer may see: all, or all but the passport. */
export const visibleTo = (viewer: TDocumentViewer) => (viewer.seesPassports ? undefined : ne(workerDocuments.kind, 'passport'));
const numberKeyOf = (number: string) => number.trim().toUpperCase();

async function assertWorker(db: TReader, laborId: number) {
  const [worker] = await db.select({ id: labors.id }).from(labors).where(eq(labors.id, laborId));
  if (!worker) throw new AppError(404, 'labors.notFound');
}

async function assertCountry(db: TReader, countryId: number | null) {
  if (countryId === null) return;
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  if (!country) throw new AppError(422, 'validation.invalid', {}, 'issuingCountryId');
}

const documentQuery = (db: TReader, laborId: number, documentId: number, viewer: TDocumentViewer) =>
  db
    .select()
    .from(workerDocuments)
    .where(and(eq(workerDocuments.id, documentId), eq(workerDocuments.laborId, laborId), visibleTo(viewer)));

/** One of the worker's documents the viewer may see, or 404: another worker's document is not found under this one. */
async function documentOf(db: TReader, laborId: number, documentId: number, viewer: TDocumentViewer) {
  const [row] = await documentQuery(db, laborId, documentId, viewer);
  if (!row) throw notFound();
  return row;
}

/** The same, locked for the change of the transaction. */
async function lockedDocumentOf(tx: TTx, laborId: number, documentId: number, viewer: TDocumentViewer) {
  const [row] = await documentQuery(tx, laborId, documentId, viewer).for('update');
  if (!row) throw notFound();
  return row;
}

/** A passport's number and dates are the worker's: they change on her form only. */
const assertNotPassport = (row: TDocumentRow) => {
  if (row.kind === 'passport') throw new AppError(409, 'documents.passportOnWorkerForm');
};

/** The same kind and number registered twice, even by two saves at once: the unique index refuses the second. */
async function refusingDuplicates<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error).code === '23505' && pgErrorCode(error).constraint === 'worker_documents_number_unique') {
      throw new AppError(409, 'documents.duplicate', {}, 'number');
    }
    throw error;
  }
}

async function presentOne(db: TReader, row: TDocumentRow, now: Date): Promise<TWorkerDocument> {
  const [country] = row.issuingCountryId
    ? await db.select({ id: countries.id, name: countries.name, nameAr: countries.nameAr }).from(countries).where(eq(countries.id, row.issuingCountryId))
    : [];
  return presentDocument(row, country ?? null, todayInUae(now));
}

/** A worker's documents, the soonest expiry first (those without an expiry last). */
export async function listDocuments(ctx: TDocumentContext, laborId: number): Promise<TWorkerDocument[]> {
  await assertWorker(ctx.db, laborId);
  const rows = await ctx.db
    .select({ document: workerDocuments, country: { id: countries.id, name: countries.name, nameAr: countries.nameAr } })
    .from(workerDocuments)
    .leftJoin(countries, eq(countries.id, workerDocuments.issuingCountryId))
    .where(and(eq(workerDocuments.laborId, laborId), visibleTo(viewerOf(ctx.actor))))
    .orderBy(sql`${workerDocuments.expiryDate} ASC NULLS LAST`, asc(workerDocuments.id));
  const today = todayInUae(ctx.now);
  return rows.map(({ document, country }) => presentDocument(document, country?.id ? country : null, today));
}

const columnsOf = (input: TDocumentInput) => ({
  kind: input.kind,
  number: input.number,
  numberKey: numberKeyOf(input.number),
  issueDate: input.issueDate,
  expiryDate: input.expiryDate,
  issuingCountryId: input.issuingCountryId,
  note: input.note,
});

/** Adds a document to the worker; `processStepId`: the visa process step it comes from (docs/decisions/034). */
export async function createDocument(ctx: TDocumentContext, laborId: number, input: TDocumentInput, processStepId: number | null = null) {
  await assertWorker(ctx.db, laborId);
  await assertCountry(ctx.db, input.issuingCountryId);
  const { now, audit: actor } = ctx;
  const row = await refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(workerDocuments)
        .values({ ...columnsOf(input), laborId, processStepId, createdBy: actor.userId ?? null, createdAt: now, updatedAt: now })
        .returning();
      await recordChange(tx, actor, { action: 'create', entity: 'document', entityId: created!.id }, null, documentSnapshot(created!));
      return created!;
    }),
  );
  return presentOne(ctx.db, row, now);
}

export async function updateDocument(ctx: TDocumentContext, ids: TDocumentIds, input: TDocumentInput) {
  await assertCountry(ctx.db, input.issuingCountryId);
  const { now, audit: actor } = ctx;
  const row = await refusingDuplicates(() =>
    ctx.db.transaction(async (tx) => {
      const before = await lockedDocumentOf(tx, ids.laborId, ids.documentId, viewerOf(ctx.actor));
      assertNotPassport(before);
      const [after] = await tx
        .update(workerDocuments)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(workerDocuments.id, before.id))
        .returning();
      await recordChange(tx, actor, { action: 'update', entity: 'document', entityId: before.id }, documentSnapshot(before), documentSnapshot(after!));
      return after!;
    }),
  );
  return presentOne(ctx.db, row, now);
}

/** Deletes a document (never the passport) and then its scan. */
export async function deleteDocument(ctx: TDocumentContext, ids: TDocumentIds) {
  const removed = await ctx.db.transaction(async (tx) => {
    const before = await lockedDocumentOf(tx, ids.laborId, ids.documentId, viewerOf(ctx.actor));
    assertNotPassport(before);
    await tx.delete(workerDocuments).where(eq(workerDocuments.id, before.id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'document', entityId: before.id }, documentSnapshot(before), null);
    return before;
  });
  if (removed.scanName) await ctx.documents.remove(removed.scanName);
}

/** Checks the document is there for this viewer before an upload is read. */
export const assertDocument = (ctx: TDocumentContext, ids: TDocumentIds) => documentOf(ctx.db, ids.laborId, ids.documentId, viewerOf(ctx.actor));

/** Attaches a stored scan to a document (a passport's too), then drops the scan it replaces. */
export async function attachScan(ctx: TDocumentContext, ids: TDocumentIds, scan: TStoredDocument & { fileName: string }) {
  const { now, audit: actor } = ctx;
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const current = await lockedDocumentOf(tx, ids.laborId, ids.documentId, viewerOf(ctx.actor));
    const [changed] = await tx
      .update(workerDocuments)
      .set({ scanName: scan.name, scanMime: scan.contentType, scanOriginalName: scan.fileName, scanSize: scan.size, updatedAt: now })
      .where(eq(workerDocuments.id, current.id))
      .returning();
    await recordChange(tx, actor, { action: 'update', entity: 'document', entityId: current.id }, documentSnapshot(current), documentSnapshot(changed!));
    return { before: current, after: changed! };
  });
  if (before.scanName && before.scanName !== scan.name) await ctx.documents.remove(before.scanName);
  return presentOne(ctx.db, after, now);
}

/** A document's scan for download, or 404 when it has none. */
export async function scanFile(ctx: TDocumentContext, ids: TDocumentIds) {
  const row = await documentOf(ctx.db, ids.laborId, ids.documentId, viewerOf(ctx.actor));
  if (!row.scanName) throw new AppError(404, 'documents.scanNotFound');
  return { name: row.scanName, fileName: row.scanOriginalName ?? row.scanName };
}
