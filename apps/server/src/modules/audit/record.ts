import { SECURITY_AUDIT_ACTIONS } from '@app/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TDb } from '../../db/client.js';
import { auditLog, type TAuditChanges } from '../../db/schema/index.js';

/** Who acted: the signed-in user (or the account a security event is about), their address and request. */
export type TAuditActor = {
  userId: number | null;
  name: string | null;
  /** The staff role, 'client', or null for a visitor or the system. */
  role: string | null;
  ip: string | null;
  requestId: string | null;
};

export type TAuditEvent = {
  /** create, update, delete, status, or a security event: signIn, signInFailed, lockout, ... */
  action: string;
  entity?: string;
  entityId?: string | number;
  changes?: TAuditChanges | null;
};

/** Security events are also written to the application log as structured lines. */
const SECURITY_ACTIONS = new Set<string>(SECURITY_AUDIT_ACTIONS);

/** The same request, acting as (or about) another account: a sign-in before its session exists. */
export function actorAs(
  request: Pick<FastifyRequest, 'ip' | 'id'>,
  user: { id: number; userName: string; role: string; staffRole: string | null } | null,
): TAuditActor {
  return {
    userId: user?.id ?? null,
    name: user?.userName ?? null,
    role: user ? (user.role === 'admin' ? user.staffRole : 'client') : null,
    ip: request.ip,
    requestId: String(request.id),
  };
}

/** The actor of a request: its signed-in user, if any. */
export const auditActorOf = (request: Pick<FastifyRequest, 'user' | 'ip' | 'id'>): TAuditActor => actorAs(request, request.user);

/**
 * Appends one row to the audit trail, inside the caller's transaction when given one so the change
 * and its record commit together. Security events are also logged with the user and request ids.
 */
export async function recordAudit(db: Pick<TDb, 'insert'>, actor: TAuditActor, event: TAuditEvent, log?: FastifyBaseLogger) {
  await db.insert(auditLog).values({
    actorUserId: actor.userId,
    actorName: actor.name,
    actorRole: actor.role,
    ip: actor.ip,
    requestId: actor.requestId,
    action: event.action,
    entity: event.entity ?? null,
    entityId: event.entityId === undefined ? null : String(event.entityId),
    changes: event.changes && Object.keys(event.changes).length > 0 ? event.changes : null,
  });
  if (log && SECURITY_ACTIONS.has(event.action)) {
    log.info(
      { security: event.action, userId: actor.userId, reqId: actor.requestId, entity: event.entity, entityId: event.entityId },
      `security: ${event.action}`,
    );
  }
}

/** Who made a back-office change, as services receive it (the request stays in the route). */

/** What a back-office change did to which record: create, update, delete, status or a domain verb. */
export type TChangeEvent = { action: string; entity: string; entityId: string | number };

/**
 * One back-office change, in the caller's transaction: the record's fields before and after it
 * (`before` null for a creation, `after` null for a deletion), passport numbers masked.
 */
export async function recordChange(
  db: Pick<TDb, 'insert'>,
  actor: TAuditActor,
  event: TChangeEvent,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  ignore: readonly string[] = [],
) {
  await recordAudit(db, actor, { ...event, changes: changesBetween(before, after, ignore) });
}

/** Shown by their last characters only: passport and Emirates ID numbers. */
const MASKED_FIELDS = new Set(['passportNumber', 'passportKey', 'emiratesId']);

/** A passport number shown by its last three characters only. */
export const maskPassport = (value: unknown) =>
  typeof value === 'string' && value.length > 0 ? `${'•'.repeat(Math.max(0, value.length - 3))}${value.slice(-3)}` : value;

const comparable = (value: unknown) => (value instanceof Date ? value.toISOString() : value);

/**
 * The fields that differ between two versions of a record, as [before, after]; `before` null for a
 * creation, `after` null for a deletion. Passport numbers are masked; secrets never belong here.
 */
export function changesBetween(before: Record<string, unknown> | null, after: Record<string, unknown> | null, ignore: readonly string[] = []): TAuditChanges {
  const changes: TAuditChanges = {};
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const field of fields) {
    if (ignore.includes(field) || ['updatedAt', 'createdAt', 'version', 'passwordHash', 'totpSecret'].includes(field)) continue;
    const was = comparable(before?.[field] ?? null);
    const now = comparable(after?.[field] ?? null);
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    changes[field] = MASKED_FIELDS.has(field) ? [maskPassport(was), maskPassport(now)] : [was, now];
  }
  return changes;
}
