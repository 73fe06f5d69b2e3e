import type { TStaffRole } from '@app/shared';
import type { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/** Who asks, as the rules see them: a client or a staff member (with their role). */
export type TActor = { role: 'client' | 'admin'; userId: number; staffRole?: TStaffRole | null };

type TUser = Pick<typeof users.$inferSelect, 'id' | 'role' | 'staffRole'>;

/** The actor of a signed-in user. */
export const actorFromUser = (user: TUser): TActor => ({ role: user.role, userId: user.id, staffRole: user.staffRole });

/** The actor of a request whose route is not public (the access plugin has signed the user in). */
export function actorOf(request: { user: TUser | null }): TActor {
  if (!request.user) throw new AppError(401, 'auth.loginFirst');
  return actorFromUser(request.user);
}
