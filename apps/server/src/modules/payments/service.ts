import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TOrderFinance, TRecordPayment, TRecordRefund } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { invoices, labors, ledgerEntries, orders, packages, paymentProofs, users } from '../../db/schema/index.js';
import type { TStoredDocument } from '../../storage/documents.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import type { TActor } from '../auth/actor.js';
import { feeLineOf, partiesOfDocument, presentFinanceInvoice } from './presenter.js';
import { partiesNow } from '../invoices/invoices.js';
import { placementRefundPaid } from '../placements/refund-paid.js';
import { recordPayment, recordRefund } from './ledger.js';
import { assertProofAllowed } from './proof-limits.js';

const toFils = (amountAed: number) => Math.round(amountAed * 100);

/** The order as its viewer may see it: a client only ever finds her own (404 otherwise). */
export async function visibleOrder(db: Pick<TDb, 'select'>, orderId: number, viewer: TActor) {
  const [row] = await db
    .select({
      order: orders,
      client: { userName: users.userName, email: users.email, phoneNumber: users.phoneNumber },
      labor: labors,
      packageName: { name: packages.name, nameAr: packages.nameAr },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.clientId))
    .innerJoin(labors, eq(labors.id, orders.laborId))
    .innerJoin(packages, eq(packages.kind, orders.packageKind))
    .where(viewer.role === 'client' ? and(eq(orders.id, orderId), eq(orders.clientId, viewer.userId)) : eq(orders.id, orderId));
  if (!row) throw new AppError(404, 'orders.notFound');
  return row;
}

const recorder = alias(users, 'recorder');
const original = alias(invoices, 'original');
const creditNote = alias(invoices, 'credit_note');

/** An order's invoices and credit notes with their ledger, and the client's proofs of transfer. */
export async function orderFinance(ctx: TCtx, orderId: number): Promise<TOrderFinance> {
  const { db, actor: viewer } = ctx;
  const { order, labor, packageName } = await visibleOrder(db, orderId, viewer);
  const documents = await db
    .select({ invoice: invoices, originalNumber: original.number })
    .from(invoices)
    .leftJoin(original, eq(original.id, invoices.originalInvoiceId))
    .where(eq(invoices.orderId, orderId))
    .orderBy(asc(invoices.id));
  const ids = documents.map(({ invoice }) => invoice.id);
  const entries = ids.length
    ? await db
        .select({ entry: ledgerEntries, invoiceNumber: invoices.number, creditNoteNumber: creditNote.number, recordedByName: recorder.userName })
        .from(ledgerEntries)
        .innerJoin(invoices, eq(invoices.id, ledgerEntries.invoiceId))
        .leftJoin(creditNote, eq(creditNote.id, ledgerEntries.creditNoteId))
        .leftJoin(recorder, eq(recorder.id, ledgerEntries.recordedBy))
        .where(or(inArray(ledgerEntries.invoiceId, ids), inArray(ledgerEntries.creditNoteId, ids)))
        .orderBy(asc(ledgerEntries.receivedOn), asc(ledgerEntries.id))
    : [];
  const flat = entries.map(({ entry, ...names }) => ({ ...entry, ...names }));
  const feeLine = feeLineOf(order.months, labor, packageName);
  const creditedFils = (invoiceId: number) =>
    documents.reduce((sum, { invoice }) => sum + (invoice.originalInvoiceId === invoiceId ? invoice.totalFils : 0), 0);
  const presented = documents.map(({ invoice, originalNumber }) =>
    presentFinanceInvoice({
      invoice,
      entries: flat,
      originalNumber,
      feeLine,
      showRecorder: viewer.role === 'admin',
      creditedFils: creditedFils(invoice.id),
    }),
  );
  const proofs = await db.select().from(paymentProofs).where(eq(paymentProofs.orderId, orderId)).orderBy(asc(paymentProofs.id));
  return {
    orderId: order.id,
    orderNumber: order.number,
    // The order's documents name the parties as they were when its first one was issued.
    ...partiesOfDocument(documents[0]?.invoice ?? (await partiesNow(db, order.id))),
    invoices: presented,
    proofs: proofs.map((proof) => ({
      id: proof.id,
      fileName: proof.fileName,
      contentType: proof.contentType,
      size: proof.size,
      uploadedAt: proof.uploadedAt.toISOString(),
    })),
    balanceAed: presented.filter((invoice) => invoice.kind === 'invoice').reduce((sum, invoice) => sum + invoice.balanceAed * 100, 0) / 100,
  };
}

/** The order an invoice or credit note belongs to (404 when there is none). */
async function orderOfInvoice(db: Pick<TDb, 'select'>, invoiceId: number): Promise<number> {
  const [row] = await db.select({ orderId: invoices.orderId }).from(invoices).where(eq(invoices.id, invoiceId));
  if (!row) throw new AppError(404, 'payments.invoiceNotFound');
  return row.orderId;
}

/** Staff record money received; answers the entry's receipt number and the order it belongs to. */
export async function addPayment(ctx: TCtx, invoiceId: number, input: TRecordPayment) {
  const orderId = await orderOfInvoice(ctx.db, invoiceId);
  const entry = await ctx.db.transaction((tx) => recordPayment({ ...ctx, db: tx }, invoiceId, { ...input, amountFils: toFils(input.amountAed) }));
  return { orderId, documentNumber: entry.documentNumber };
}

/** Staff record a refund paid out against a credit note. */
export async function addRefund(ctx: TCtx, creditNoteId: number, input: TRecordRefund) {
  const orderId = await orderOfInvoice(ctx.db, creditNoteId);
  const amountFils = input.amountAed === undefined ? undefined : toFils(input.amountAed);
  const entry = await ctx.db.transaction(async (tx) => {
    const refund = await recordRefund({ ...ctx, db: tx }, creditNoteId, { ...input, amountFils });
    // A guarantee's refund is on the placement's timeline, and the client is told.
    await placementRefundPaid({ ...ctx, db: tx }, creditNoteId, { amountFils: -refund.amountFils, receivedOn: refund.receivedOn });
    return refund;
  });
  return { orderId, documentNumber: entry.documentNumber };
}

/** The client's proof of a transfer, kept with her order (only while something is due or just paid). */
export async function addProof(ctx: TCtx, orderId: number, stored: TStoredDocument & { fileName: string }) {
  const { now, actor: viewer } = ctx;
  await visibleOrder(ctx.db, orderId, viewer);
  await ctx.db.transaction(async (tx) => {
    await assertProofAllowed(tx, orderId, stored.size, true);
    const [proof] = await tx
      .insert(paymentProofs)
      .values({
        orderId,
        file: stored.name,
        fileName: stored.fileName,
        contentType: stored.contentType,
        size: stored.size,
        uploadedBy: viewer.userId,
        uploadedAt: now,
      })
      .returning();
    await recordChange(tx, ctx.audit, { action: 'proof', entity: 'order', entityId: orderId }, null, { fileName: proof!.fileName, size: proof!.size });
  });
}

/** A proof's stored file, for the client who sent it or staff. */
export async function proofFile(ctx: TCtx, orderId: number, proofId: number) {
  await visibleOrder(ctx.db, orderId, ctx.actor);
  const [proof] = await ctx.db
    .select()
    .from(paymentProofs)
    .where(and(eq(paymentProofs.id, proofId), eq(paymentProofs.orderId, orderId)));
  if (!proof) throw new AppError(404, 'payments.proofNotFound');
  return { name: proof.file, fileName: proof.fileName };
}

/** A ledger entry's uploaded receipt scan, for staff. */
export async function attachmentFile(db: TDb, entryId: number) {
  const [entry] = await db
    .select({ attachment: ledgerEntries.attachment, documentNumber: ledgerEntries.documentNumber })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.id, entryId));
  if (!entry?.attachment) throw new AppError(404, 'payments.proofNotFound');
  return { name: entry.attachment, fileName: `${entry.documentNumber}${entry.attachment.slice(entry.attachment.lastIndexOf('.'))}` };
}
