import { hasPermission, mayAccess, RESTRICTED_SESSION_CALLS, sessionRestriction, type TAccess, type TPermission } from '@app/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { auditActorOf, recordAudit } from '../audit/record.js';
import { WaitError } from './lockout.js';
import { findSession } from './sessions.js';

export type { TAccess };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: TAccess;
  }
  interface FastifyInstance {
    /** Every API route with the access it declared, for the access tests and the docs. */
    routeAccess: Array<{ method: string; url: string; access: TAccess }>;
  }
  interface FastifyRequest {
    user: typeof users.$inferSelect | null;
    sessionId: number | null;
  }
}

const BEARER = /^Bearer ([A-Za-z0-9_-]{20,200})$/;

export const accessPlugin = fp(async (app) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.decorate('routeAccess', []);

  app.addHook('onRoute', (route) => {
    const isApi = route.url.startsWith('/api/') && !route.url.startsWith('/api/docs');
    if (!isApi) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare config.access`);
    for (const method of [route.method].flat()) app.routeAccess.push({ method, url: route.url, access });
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    const match = BEARER.exec(request.headers.authorization ?? '');
    if (match) {
      const found = await findSession(app.db, match[1]!, app.clock());
      if (found.status === 'valid') {
        request.user = found.user;
        request.sessionId = found.sessionId;
      } else if (access && access !== 'public') {
        throw new AppError(401, found.status === 'expired' ? 'auth.sessionExpired' : 'auth.loginFirst');
      }
    }
    if (!access || access === 'public') return;
    if (!request.user) throw new AppError(401, 'auth.loginFirst');
    // A first admin's temporary password, or a role's missing second factor: only the calls that settle it.
    const restriction = sessionRestriction({ ...request.user, secondFactorEnabled: request.user.totpEnabledAt !== null });
    if (restriction && !RESTRICTED_SESSION_CALLS[restriction].has(`${request.method} ${request.routeOptions.url}`)) {
      throw new AppError(403, restriction === 'changePassword' ? 'auth.mustChangePassword' : 'auth.secondFactorRequired');
    }
    if (!mayAccess(request.user, access)) await refuse(request, `${request.method} ${request.routeOptions.url}`);
  });

  // An account slowed down after failed attempts (lockout.ts) is told how long to wait.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof WaitError) reply.header('retry-after', String(error.retryAfterSeconds));
  });
});

/** A 403, written to the audit trail as a security event. */
export async function refuse(request: FastifyRequest, what: string): Promise<never> {
  await recordAudit(request.server.db, auditActorOf(request), { action: 'forbidden', entity: 'route', entityId: what }, request.log);
  throw new AppError(403, 'errors.forbidden');
}

/** Refuses (403, audited) a staff member whose role lacks a permission a part of a route needs. */
export async function requirePermission(request: FastifyRequest, permission: TPermission, what: string) {
  if (!hasPermission(request.user?.staffRole, permission)) await refuse(request, what);
}

/** The signed-in user of a route whose access is not public. */
export function currentUser(request: { user: typeof users.$inferSelect | null }) {
  if (!request.user) throw new AppError(401, 'auth.loginFirst');
  return request.user;
}
