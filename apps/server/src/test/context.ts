import type { TLocale } from '@app/shared';
import type { TApp } from '../app-type.js';
import type { TCtx } from '../http/context.js';
import type { TAuditActor } from '../modules/audit/record.js';
import type { TActor } from '../modules/auth/actor.js';

const SYSTEM_AUDIT: TAuditActor = { userId: null, name: null, role: null, ip: null, requestId: null };

/** A use case's context for a test that calls it directly, as `route()` builds it for a request. */
export function testCtx(app: TApp, who: { actor: TActor; audit?: TAuditActor; locale?: TLocale; now?: Date }): TCtx {
  return {
    db: app.db,
    now: who.now ?? app.clock(),
    actor: who.actor,
    audit: who.audit ?? { ...SYSTEM_AUDIT, userId: who.actor.userId, role: who.actor.role === 'admin' ? (who.actor.staffRole ?? 'admin') : 'client' },
    locale: who.locale ?? 'en',
    jobs: app.jobs,
    baseUrl: 'http://localhost',
    log: app.log,
  };
}
