import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Field name -> [before, after] of one change; passport numbers are masked before they get here. */
export type TAuditChanges = Record<string, [unknown, unknown]>;

/**
 * Who did what, when and from where: every back-office change and every security event. A trigger
 * refuses UPDATE, DELETE and TRUNCATE (migration 0014): rows are only ever added.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name'),
    actorRole: text('actor_role'),
    ip: text('ip'),
    requestId: text('request_id'),
    action: text('action').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    changes: jsonb('changes').$type<TAuditChanges>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.at.desc()),
    index('audit_log_actor_idx').on(table.actorUserId, table.at.desc()),
  ],
);
