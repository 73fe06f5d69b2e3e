import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { TClientListQuery, TPage, TUpdateProfile, TUser } from '@app/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client.js';
import { sessions, users } from '../../db/schema/index.js';
import { containsPattern, countRows, pageOf, phoneMatches, sortedBy } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit, recordChange, type TAuditActor } from '../audit/record.js';
import { identityKey } from '../auth/credentials.js';
import { presentUser } from '../auth/presenter.js';
import { closeSessionsOf } from '../auth/sessions.js';
import { assertIdentityFree, updateUniqueUser } from '../auth/service.js';

function clientFilter(search: string | undefined) {
  const matches = search
    ? or(ilike(users.userName, containsPattern(search)), ilike(users.email, containsPattern(search)), phoneMatches(users.phoneNumber, search))
    : undefined;
  return and(eq(users.role, 'client'), matches);
}

/** Clients, newest first, matching the search in user name, e-mail or phone; page and total in one query. */
export async function listClients(db: TDb, query: TClientListQuery): Promise<TPage<TUser>> {
  const search = query.search?.trim() || undefined;
  const rows = await db
    .select({ user: users, totalCount: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .where(clientFilter(search))
    .orderBy(
      ...sortedBy(query.sort, { createdAt: users.createdAt, userName: users.userName, email: users.email, lastLoginAt: users.lastLoginAt }, users.id, [
        desc(users.createdAt),
        desc(users.id),
      ]),
    )
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  return pageOf(
    rows,
    query,
    (row) => presentUser(row.user),
    () => countRows(db, users, clientFilter(search)),
  );
}

async function findClient(db: Pick<TDb, 'select'>, id: number, lock = false) {
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

export async function updateClient(db: TDb, id: number, input: TUpdateProfile, now: Date, actor: TAuditActor) {
  await findClient(db, id);
  await assertIdentityFree(db, input.userName, input.email, id);
  const row = await db.transaction(async (tx) => {
    const before = await findClient(tx, id, true);
    const [after] = await updateUniqueUser(tx, id, {
      userName: input.userName,
      userNameKey: identityKey(input.userName),
      email: input.email,
      emailKey: identityKey(input.email),
      phoneNumber: input.phoneNumber,
      updatedAt: now,
    });
    await recordChange(tx, actor, { action: 'update', entity: 'client', entityId: id }, auditedClient(before), auditedClient(after!));
    return after!;
  });
  return presentUser(row);
}

/** Disabling a client also ends every session they have. */
export async function setClientActive(db: TDb, id: number, isActive: boolean, now: Date, actor: TAuditActor) {
  return db.transaction(async (tx) => {
    const before = await findClient(tx, id, true);
    const [row] = await tx.update(users).set({ isActive, updatedAt: now }).where(eq(users.id, id)).returning();
    if (!isActive) await closeSessionsOf(tx, id);
    await recordChange(tx, actor, { action: 'status', entity: 'client', entityId: id }, auditedClient(before), auditedClient(row!));
    return presentUser(row!);
  });
}

/** Signs a client out on every device (a lost phone, a shared computer); the audit row says how many sessions ended. */
export async function endClientSessions(db: TDb, id: number, actor: TAuditActor, log?: FastifyBaseLogger) {
  return db.transaction(async (tx) => {
    const row = await findClient(tx, id, true);
    const ended = await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id });
    await recordAudit(tx, actor, { action: 'sessionsEnded', entity: 'client', entityId: id, changes: { sessions: [ended.length, 0] } }, log);
    return presentUser(row);
  });
}
