import type { FastifyRequest } from 'fastify';
import type { TAttemptLimiter } from '../../http/attempt-limiter.js';
import type { TCtx, TPublicCtx } from '../../http/context.js';
import type { users } from '../../db/schema/index.js';
import { currentUser } from './access.js';

/** The request a security event comes from: its address and id, and the browser that sent it (its cookies, over HTTPS or not). */
export type TRequestSource = Pick<FastifyRequest, 'ip' | 'id' | 'headers' | 'protocol'>;

/**
 * The context of the sign-in use cases: the request's, with what only they need (the failed-attempt
 * counters, the per-address limit, and the request a security event comes from).
 */
export type TAuthCtx = TPublicCtx & { attempts: TAttemptLimiter; attemptsPerAddress: number; source: TRequestSource };

/** The context of a signed-in user's own account use cases: who she is (her row) and the session asking. */
export type TAccountCtx = TAuthCtx & Pick<TCtx, 'actor'> & { user: typeof users.$inferSelect; sessionId: number };

/** The sign-in context of a request whose `route()` has set its `ctx`. */
export function authCtxOf(request: FastifyRequest): TAuthCtx {
  const { attempts, config } = request.server;
  return { ...request.ctx!, attempts, attemptsPerAddress: config.AUTH_RATE_LIMIT_MAX, source: request };
}

/** The account context of a request whose route is not public (the access plugin has signed the user in). */
export function accountCtxOf(request: FastifyRequest & { ctx: TCtx }): TAccountCtx {
  return { ...authCtxOf(request), actor: request.ctx.actor, user: currentUser(request), sessionId: request.sessionId! };
}
