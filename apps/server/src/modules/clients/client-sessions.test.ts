import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog } from '../../db/schema/index.js';
import { arabic, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { openSession } from '../auth/sessions.js';
import { authApi, clientsApi } from '@app/shared';
import { call } from '../../test/call.js';

let app: TApp;
let sales: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  sales = await staffHeaders(app, 'sales');
});
afterAll(async () => app.close());

const endSessions = (id: number | string, headers = sales) => call(app, clientsApi.endSessions, { params: { id }, headers });
const isSignedIn = async (token: string) => (await call(app, authApi.me, { as: token })).status === 200;

describe("ending a client's sessions", () => {
  it('signs the client out on every device, and writes it to the audit trail', async () => {
    const client = await createClient(app);
    const { token: second } = await openSession(app.db, client.id, app.clock());
    const response = await call(app, clientsApi.endSessions, { params: { id: client.id }, headers: { ...sales, ...arabic } });
    expect(response.status).toBe(200);
    expect(response.response.json()).toMatchObject({ message: 'تم تسجيل خروج العميل من جميع الأجهزة', data: { id: client.id, isActive: true } });
    expect([await isSignedIn(client.token), await isSignedIn(second)]).toEqual([false, false]);

    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.action, 'sessionsEnded'), eq(auditLog.entityId, String(client.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorName: 'staff.sales', actorRole: 'sales', changes: { sessions: [2, 0] } });
  });

  it("answers 404 for a staff member's id or an unknown one, 400 for a bad id, and leaves their sessions", async () => {
    const staffMe = await call(app, authApi.me, { headers: sales });
    const staffId = staffMe.data.id;
    expect((await endSessions(staffId)).status).toBe(404);
    expect((await call(app, authApi.me, { headers: sales })).status).toBe(200);
    expect((await endSessions(99999)).status).toBe(404);
    for (const id of ['abc', '0', '99999999999']) expect((await endSessions(id)).status, id).toBe(400);
  });

  it('is refused to roles without clients.manage', async () => {
    const client = await createClient(app);
    for (const role of ['accounts', 'content'] as const) {
      expect((await endSessions(client.id, await staffHeaders(app, role))).status, role).toBe(403);
    }
    expect(await isSignedIn(client.token)).toBe(true);
  });
});
