import { and, eq } from 'drizzle-orm';
import { hasPermission, type TNamedUser, type TPermission } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/**
 * Who may own a record staff work through a pipeline (an applicant, an enquiry): an active staff
 * member whose role holds the pipeline's permission.
 */
export async function assertOwner(db: Pick<TDb, 'select'>, ownerId: number, permission: TPermission, refusal: string, field = 'ownerId') {
  const [owner] = await db
    .select({ staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.id, ownerId), eq(users.role, 'admin'), eq(users.isActive, true)));
  if (!owner || !hasPermission(owner.staffRole, permission)) throw new AppError(422, refusal, {}, field);
}

/** The owner select's choices: active staff who may handle the pipeline, by name. */
export async function staffWhoMay(db: Pick<TDb, 'select'>, permission: TPermission): Promise<TNamedUser[]> {
  const rows = await db
    .select({ id: users.id, userName: users.userName, staffRole: users.staffRole })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true)))
    .orderBy(users.userName);
  return rows.filter((row) => hasPermission(row.staffRole, permission)).map(({ id, userName }) => ({ id, userName }));
}

/** The owner's user name, as the audit trail names an owner. */
export async function ownerName(db: Pick<TDb, 'select'>, ownerId: number | null): Promise<string | null> {
  if (ownerId === null) return null;
  const [owner] = await db.select({ userName: users.userName }).from(users).where(eq(users.id, ownerId));
  return owner?.userName ?? null;
}
