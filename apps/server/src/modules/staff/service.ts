import { and, eq } from 'drizzle-orm';
import type { TAddStaff, TPage, TStaffListQuery, TUpdateStaff, TUser } from '@app/shared';
import type { TDb, TReader } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import { passwordResets, recoveryCodes, signInChallenges, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { changesBetween, recordAudit } from '../audit/record.js';
import { hashPassword, identityColumns } from '../auth/credentials.js';
import { assertPasswordAcceptable } from '../auth/password-policy.js';
import { presentUser } from '../auth/presenter.js';
import { closeSessionsOf, endSessionsRecorded } from '../auth/sessions.js';
import { assertIdentityFree, insertUniqueUser, updateUniqueUser } from '../auth/service.js';
import { listUsers } from '../auth/user-list.js';
import { assertUserNameAcceptable } from '../auth/user-names.js';

type TUserRow = typeof users.$inferSelect;

/** The request's context, with the manager's own session: ending "their own" sessions never signs them out of this one. */
export type TStaffCtx = TCtx & { sessionId: number | null };

/** Staff, newest first unless sorted, matching the search in user name, e-mail or phone. */
export async function listStaff(db: TDb, query: TStaffListQuery): Promise<TPage<TUser>> {
  return listUsers(db, 'admin', query, {
    createdAt: users.createdAt,
    userName: users.userName,
    email: users.email,
    staffRole: users.staffRole,
    lastLoginAt: users.lastLoginAt,
  });
}

/** A staff member's row (locked for the transaction's change when `lock`); a client's id or an unknown one is a 404. */
async function findStaff(db: TReader, id: number, lock = false): Promise<TUserRow> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'admin')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'staff.notFound');
  return row;
}

export async function getStaff(db: TDb, id: number) {
  return presentUser(await findStaff(db, id));
}

/** The fields of a staff account the audit trail compares: never its password hash, second-factor key or keys. */
const audited = (row: TUserRow) => ({
  userName: row.userName,
  email: row.email,
  phoneNumber: row.phoneNumber,
  languageId: row.languageId,
  staffRole: row.staffRole,
  isActive: row.isActive,
  mustChangePassword: row.mustChangePassword,
  secondFactorEnabled: row.totpEnabledAt !== null,
});

/**
 * Refuses a change that would leave no active manager (nobody could manage staff any more). The
 * active managers' rows are locked first, so two managers disabling each other at once can not
 * both succeed: the second waits, then sees only one manager left.
 */
async function assertAnotherManager(tx: TDb, id: number) {
  const managers = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.staffRole, 'manager'), eq(users.isActive, true)))
    .orderBy(users.id)
    .for('update');
  const isManager = managers.some((manager) => manager.id === id);
  if (isManager && managers.length === 1) throw new AppError(409, 'staff.lastManager');
}

/** The session this request came with, kept when a manager acts on their own account. */
const ownSession = (ctx: TStaffCtx, id: number) => (id === ctx.audit.userId ? (ctx.sessionId ?? undefined) : undefined);

/** Ends a staff member's sessions, except the one this request came with. */
const endSessions = (tx: TDb, ctx: TStaffCtx, id: number) => closeSessionsOf(tx, id, ownSession(ctx, id));

/**
 * One change to a staff member's row, in the caller's transaction: the row locked, `values` set,
 * `thenEnd` run (what ends with the old state: sessions, codes), the audit row written under `action`.
 */
async function changeStaffRow(
  tx: TDb,
  ctx: TStaffCtx,
  id: number,
  action: string,
  values: Partial<typeof users.$inferInsert>,
  thenEnd?: () => Promise<unknown>,
) {
  const before = await findStaff(tx, id, true);
  const [after] = await tx
    .update(users)
    .set({ ...values, updatedAt: ctx.now })
    .where(eq(users.id, id))
    .returning();
  await thenEnd?.();
  await recordAudit(tx, ctx.audit, { action, entity: 'staff', entityId: id, changes: changesBetween(audited(before), audited(after!)) }, ctx.log);
  return presentUser(after!);
}

/** Adds a staff member; the password is temporary: they must change it at their first sign-in. */
export async function addStaff(ctx: TStaffCtx, input: TAddStaff) {
  await assertUserNameAcceptable(ctx.db, input.userName);
  await assertIdentityFree(ctx.db, input.userName, input.email);
  await assertPasswordAcceptable(input.password, { db: ctx.db, userName: input.userName, email: input.email, field: 'password', forStaffMember: true });
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [row] = await insertUniqueUser(tx, {
      role: 'admin',
      staffRole: input.staffRole,
      ...identityColumns(input),
      languageId: input.languageId,
      passwordHash,
      mustChangePassword: true,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, ctx.audit, { action: 'create', entity: 'staff', entityId: row!.id, changes: changesBetween(null, audited(row!)) });
    return presentUser(row!);
  });
}

/** Edits a staff member's data and role; taking the manager role from the last active manager is refused. */
export async function updateStaff(ctx: TStaffCtx, id: number, input: TUpdateStaff) {
  const current = await findStaff(ctx.db, id);
  // A name is judged when it is chosen: one kept as it was is not judged again by newer rules.
  if (current.userName !== input.userName) await assertUserNameAcceptable(ctx.db, input.userName, id);
  await assertIdentityFree(ctx.db, input.userName, input.email, id);
  return ctx.db.transaction(async (tx) => {
    const demoting = input.staffRole !== 'manager';
    if (demoting) await assertAnotherManager(tx, id);
    const before = await findStaff(tx, id, true);
    const [after] = await updateUniqueUser(tx, id, {
      ...identityColumns(input),
      languageId: input.languageId,
      staffRole: input.staffRole,
      updatedAt: ctx.now,
    });
    await recordAudit(tx, ctx.audit, { action: 'update', entity: 'staff', entityId: id, changes: changesBetween(audited(before), audited(after!)) });
    return presentUser(after!);
  });
}

/** Disables (ending every session) or enables a staff member. Nobody disables themselves or the last active manager. */
export async function setStaffActive(ctx: TStaffCtx, id: number, isActive: boolean) {
  await findStaff(ctx.db, id);
  if (!isActive && id === ctx.audit.userId) throw new AppError(409, 'staff.notYourself');
  return ctx.db.transaction(async (tx) => {
    if (!isActive) await assertAnotherManager(tx, id);
    return changeStaffRow(tx, ctx, id, 'status', { isActive }, async () => {
      if (!isActive) await closeSessionsOf(tx, id);
    });
  });
}

/**
 * A new temporary password typed by the manager: the staff member must change it at their next
 * sign-in; their sessions and any reset code they asked for end with the old one.
 */
export async function resetStaffPassword(ctx: TStaffCtx, id: number, password: string) {
  const member = await findStaff(ctx.db, id);
  await assertPasswordAcceptable(password, { db: ctx.db, userName: member.userName, email: member.email, field: 'password', forStaffMember: true });
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction((tx) =>
    changeStaffRow(tx, ctx, id, 'passwordReset', { passwordHash, mustChangePassword: true }, async () => {
      await tx.delete(passwordResets).where(eq(passwordResets.userId, id));
      await endSessions(tx, ctx, id);
    }),
  );
}

/** Signs a staff member out everywhere; the audit row says how many sessions ended. */
export async function endStaffSessions(ctx: TStaffCtx, id: number) {
  await findStaff(ctx.db, id);
  return ctx.db.transaction(async (tx) => {
    const row = await findStaff(tx, id, true);
    await endSessionsRecorded(tx, ctx.audit, { entity: 'staff', userId: id, keepSessionId: ownSession(ctx, id) }, ctx.log);
    return presentUser(row);
  });
}

/**
 * Removes a staff member's second factor (lost phone): the key, its last used step, the recovery
 * codes and any sign-in waiting for a code; their sessions end. They enrol again at their next sign-in.
 */
export async function resetStaffSecondFactor(ctx: TStaffCtx, id: number) {
  await findStaff(ctx.db, id);
  return ctx.db.transaction((tx) =>
    changeStaffRow(tx, ctx, id, 'secondFactorReset', { totpSecret: null, totpEnabledAt: null, totpLastStep: null }, async () => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, id));
      await tx.delete(signInChallenges).where(eq(signInChallenges.userId, id));
      await endSessions(tx, ctx, id);
    }),
  );
}
