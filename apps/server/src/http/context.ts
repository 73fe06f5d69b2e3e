import type { TAccess, TLocale } from '@app/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TDb } from '../db/client.js';
import type { TJobRunner } from '../jobs/runner.js';
import { auditActorOf, type TAuditActor } from '../modules/audit/record.js';
import { actorFromUser, type TActor } from '../modules/auth/actor.js';
import { originOf } from './seo-routes.js';

/**
 * What a use case needs of the request that runs it, built once per request: the database, the
 * one instant the request happens at, who asks (as the rules and as the audit trail see them), the
 * language, the job queue to nudge after a commit, and the site's address for links in e-mails.
 */
export type TCtx = {
  db: TDb;
  /** The app's clock read once when the request reached its handler: every rule of the request sees one instant. */
  now: Date;
  actor: TActor;
  audit: TAuditActor;
  locale: TLocale;
  jobs: TJobRunner;
  baseUrl: string;
  log: FastifyBaseLogger;
};

/** A public route's context: the visitor may or may not be signed in. */
export type TPublicCtx = Omit<TCtx, 'actor'> & { actor: TActor | null };

/** The context a route's handler gets, by the access its endpoint declares. */
export type TCtxFor<A extends TAccess> = A extends 'public' ? TPublicCtx : TCtx;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `route()` before its handler runs; null before that (hooks). */
    ctx: TPublicCtx | null;
  }
}

/** Gives every request its `ctx` slot up front, so setting it keeps the request's shape. */
export const contextPlugin = fp(async (app) => {
  app.decorateRequest('ctx', null);
});

/** Builds the context of a request; for a route that is not public, the access plugin has already signed the user in. */
export function contextOf(request: FastifyRequest): TPublicCtx {
  const app = request.server;
  return {
    db: app.db,
    now: app.clock(),
    actor: request.user ? actorFromUser(request.user) : null,
    audit: auditActorOf(request),
    locale: request.locale,
    jobs: app.jobs,
    baseUrl: originOf(app, request),
    log: request.log,
  };
}
