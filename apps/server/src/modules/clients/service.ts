import { and, eq } from 'drizzle-orm';
import type { TClientListQuery, TPage, TUpdateProfile, TUser } from '@app/shared';
import type { TDb, TReader } from '../../db/client.js';
import type { TCtx } from '../../http/context.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { recordChange } from '../audit/record.js';
import { identityColumns } from '../auth/credentials.js';
import { presentUser } from '../auth/presenter.js';
import { closeSessionsOf, endSessionsRecorded } from '../auth/sessions.js';
import { assertIdentityFree, updateUniqueUser } from '../auth/service.js';
import { listUsers } from '../auth/user-list.js';

/** Clients, newest first, matching the search in user name, e-mail or phone; page and total in one query. */
export async function listClients(db: TDb, query: TClientListQuery): Promise<TPage<TUser>> {
  return listUsers(db, 'client', query, { createdAt: users.createdAt, userName: users.userName, email: users.email, lastLoginAt: users.lastLoginAt });
}

async function findClient(db: TReader, id: number, lock = false) {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError(404, 'auth.clientNotFound');
  return row;
}

export async function getClient(db: TDb, id: number) {
  return presentUser(await findClient(db, id));
}

/** The account's fields the audit trail compares: never its password hash, second factor or keys. */
const auditedClient = (row: typeof users.$inferSelect) => ({ userName: row.userName, email: row.email, phoneNumber: row.phoneNumber, isActive: row.isActive });

export async function updateClient(ctx: TCtx, id: number, input: TUpdateProfile) {
  await findClient(ctx.db, id);
  await assertIdentityFree(ctx.db, input.userName, input.email, id);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await findClient(tx, id, true);
    const [after] = await updateUniqueUser(tx, id, {
      ...identityColumns(input),
      updatedAt: ctx.now,
    });
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'client', entityId: id }, auditedClient(before), auditedClient(after!));
    return after!;
  });
  return presentUser(row);
}

/** Disabling a client also ends every session they have. */
export async function setClientActive(ctx: TCtx, id: number, isActive: boolean) {
  return ctx.db.transaction(async (tx) => {
    const before = await findClient(tx, id, true);
    const [row] = await tx.update(users).set({ isActive, updatedAt: ctx.now }).where(eq(users.id, id)).returning();
    if (!isActive) await closeSessionsOf(tx, id);
    await recordChange(tx, ctx.audit, { action: 'status', entity: 'client', entityId: id }, auditedClient(before), auditedClient(row!));
    return presentUser(row!);
  });
}

/** Signs a client out on every device (a lost phone, a shared computer); the audit row says how many sessions ended. */
export async function endClientSessions(ctx: TCtx, id: number) {
  return ctx.db.transaction(async (tx) => {
    const row = await findClient(tx, id, true);
    await endSessionsRecorded(tx, ctx.audit, { entity: 'client', userId: id }, ctx.log);
    return presentUser(row);
  });
}
