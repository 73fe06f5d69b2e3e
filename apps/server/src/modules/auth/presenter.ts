import { ROLE_PERMISSIONS, type TUser } from '@app/shared';
import type { users } from '../../db/schema/index.js';

type TUserRow = typeof users.$inferSelect;

/** What any answer may show of an account: never the password hash or the normalised keys. */
export function presentUser(row: TUserRow): TUser {
  return {
    id: row.id,
    role: row.role,
    userName: row.userName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    languageId: row.languageId,
    isActive: row.isActive,
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    staffRole: row.staffRole,
    permissions: row.staffRole ? [...ROLE_PERMISSIONS[row.staffRole]] : [],
    secondFactorEnabled: row.totpEnabledAt !== null,
    mustChangePassword: row.mustChangePassword,
    // Staff, and clients who existed before the code or were added by staff, count as confirmed.
    emailVerified: row.role === 'admin' || row.emailVerifiedAt !== null,
  };
}
