import { staffApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import type { TCtx } from '../../http/context.js';
import { route } from '../../http/endpoint.js';
import { ok } from '../../http/envelope.js';
import {
  addStaff,
  endStaffSessions,
  getStaff,
  listStaff,
  resetStaffPassword,
  resetStaffSecondFactor,
  setStaffActive,
  updateStaff,
  type TStaffCtx,
} from './service.js';

export async function staffRoutes(app: TApp) {
  const changeBy = (request: { ctx: TCtx; sessionId: number | null }): TStaffCtx => ({ ...request.ctx, sessionId: request.sessionId });

  route(app, staffApi.list, async (request) => ok(await listStaff(app.db, request.query)));

  route(app, staffApi.get, async (request) => ok(await getStaff(app.db, request.params.id)));

  route(app, staffApi.add, async (request) => ok(await addStaff(changeBy(request), request.body), request.t('staff.added')));

  route(app, staffApi.update, async (request) => ok(await updateStaff(changeBy(request), request.params.id, request.body), request.t('staff.updated')));

  route(app, staffApi.setStatus, async (request) => {
    const member = await setStaffActive(changeBy(request), request.params.id, request.body.isActive);
    return ok(member, request.t(member.isActive ? 'staff.enabled' : 'staff.disabled'));
  });

  route(app, staffApi.resetPassword, async (request) =>
    ok(await resetStaffPassword(changeBy(request), request.params.id, request.body.password), request.t('staff.passwordReset')),
  );

  route(app, staffApi.endSessions, async (request) => ok(await endStaffSessions(changeBy(request), request.params.id), request.t('staff.sessionsEnded')));

  route(app, staffApi.resetSecondFactor, async (request) =>
    ok(await resetStaffSecondFactor(changeBy(request), request.params.id), request.t('staff.secondFactorReset')),
  );
}
