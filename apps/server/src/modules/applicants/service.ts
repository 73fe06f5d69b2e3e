import { eq } from 'drizzle-orm';
import type { TApplicantChange, TApplicantStatus, TLaborInput } from '@app/shared';
import type { TDb, TTx } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import { applicantNotes, applicants } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { recordChange } from '../audit/record.js';
import { createLabor, type TLaborCtx } from '../labors/write.js';
import { assertOwner, ownerName, staffWhoMay } from '../staff/owners.js';
import { findApplicantRow } from './read.js';
import type { TApplicantRow } from './presenter.js';

/** The applicant's row, locked for a change; 404 when there is none. */
async function lockedApplicant(tx: TTx, id: number): Promise<TApplicantRow> {
  const [row] = await tx.select().from(applicants).where(eq(applicants.id, id)).for('update');
  if (!row) throw new AppError(404, 'applicants.notFound');
  return row;
}

/** An applicant as the audit trail compares her: status, owner by name, follow-up day, the worker she became. */
async function snapshot(tx: TTx, row: TApplicantRow) {
  return { status: row.status, owner: await ownerName(tx, row.ownerId), followUpOn: row.followUpOn, laborId: row.laborId };
}

/**
 * Changes an applicant's status, owner or follow-up day, written to the audit trail ('status' when
 * the status moved). An applicant already made a worker stays accepted.
 */
export async function updateApplicant(ctx: TCtx, id: number, change: TApplicantChange) {
  await ctx.db.transaction(async (tx) => {
    const before = await lockedApplicant(tx, id);
    if (change.status !== undefined && change.status !== before.status && before.laborId !== null) {
      throw new AppError(409, 'applicants.alreadyWorker', {}, 'status');
    }
    if (change.ownerId) await assertOwner(tx, change.ownerId, 'applicants.manage', 'applicants.ownerInvalid');
    const [after] = await tx
      .update(applicants)
      .set({ ...change, updatedAt: ctx.now })
      .where(eq(applicants.id, id))
      .returning();
    const action = change.status !== undefined && change.status !== before.status ? 'status' : 'update';
    await recordChange(tx, ctx.audit, { action, entity: 'applicant', entityId: id }, await snapshot(tx, before), await snapshot(tx, after!));
  });
}

/** Adds a dated note by the one acting; the trail records it too. */
export async function addApplicantNote(ctx: TCtx, id: number, text: string) {
  const { now } = ctx;
  await ctx.db.transaction(async (tx) => {
    await lockedApplicant(tx, id);
    await tx.insert(applicantNotes).values({ applicantId: id, authorId: ctx.audit.userId, text, createdAt: now });
    await tx.update(applicants).set({ updatedAt: now }).where(eq(applicants.id, id));
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'applicant', entityId: id }, { note: null }, { note: text });
  });
}

/** Only an accepted applicant not made a worker yet can become one. */
function assertConvertible(applicant: Pick<TApplicantRow, 'status' | 'laborId'>) {
  if (applicant.laborId !== null) throw new AppError(409, 'applicants.alreadyWorker');
  const status: TApplicantStatus = applicant.status;
  if (status !== 'accepted') throw new AppError(409, 'applicants.notAccepted');
}

/**
 * Makes an accepted applicant a worker: the worker is created by the workers' own rules and the
 * applicant linked to her in the same transaction, so a refused worker leaves the applicant as she
 * was, and two saves at once give one worker (the row lock, then the unique link).
 */
export async function convertApplicant(ctx: TLaborCtx, id: number, input: TLaborInput) {
  assertConvertible(await findApplicantRow(ctx.db, id));
  return createLabor(ctx, input, async (tx, laborId) => {
    const before = await lockedApplicant(tx, id);
    assertConvertible(before);
    const [after] = await tx.update(applicants).set({ laborId, updatedAt: ctx.now }).where(eq(applicants.id, id)).returning();
    await recordChange(tx, ctx.audit, { action: 'convert', entity: 'applicant', entityId: id }, await snapshot(tx, before), await snapshot(tx, after!));
  });
}

/** Staff who may own an applicant, by name. */
export const listOwners = (db: TDb) => staffWhoMay(db, 'applicants.manage');
