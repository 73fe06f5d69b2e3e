import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app.js';
import { auditLog } from '../../db/schema/index.js';
import { arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { openSession } from '../auth/sessions.js';

let app: TApp;
let sales: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  sales = await staffHeaders(app, 'sales');
});
afterAll(async () => app.close());

const endSessions = (id: number | string, headers = sales) => app.inject({ method: 'DELETE', url: `/api/clients/${id}/sessions`, headers });
const isSignedIn = async (token: string) => (await app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode === 200;

describe("ending a client's sessions", () => {
  it('signs the client out on every device, and writes it to the audit trail', async () => {
    const client = await createClient(app);
    const { token: second } = await openSession(app.db, client.id, app.clock());
    const response = await app.inject({ method: 'DELETE', url: `/api/clients/${client.id}/sessions`, headers: { ...sales, ...arabic } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'تم تسجيل خروج العميل من جميع الأجهزة', data: { id: client.id, isActive: true } });
    expect([await isSignedIn(client.token), await isSignedIn(second)]).toEqual([false, false]);

    const rows = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'client'), eq(auditLog.action, 'sessionsEnded'), eq(auditLog.entityId, String(client.id))));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorName: 'staff.sales', actorRole: 'sales', changes: { sessions: [2, 0] } });
  });

  it("answers 404 for a staff member's id or an unknown one, 400 for a bad id, and leaves their sessions", async () => {
    const staffMe = await app.inject({ url: '/api/auth/me', headers: sales });
    const staffId = staffMe.json().data.id;
    expect((await endSessions(staffId)).statusCode).toBe(404);
    expect(await app.inject({ url: '/api/auth/me', headers: sales }).then((answer) => answer.statusCode)).toBe(200);
    expect((await endSessions(99999)).statusCode).toBe(404);
    for (const id of ['abc', '0', '99999999999']) expect((await endSessions(id)).statusCode, id).toBe(400);
  });

  it('is refused to roles without clients.manage', async () => {
    const client = await createClient(app);
    for (const role of ['accounts', 'content'] as const) {
      expect((await endSessions(client.id, await staffHeaders(app, role))).statusCode, role).toBe(403);
    }
    expect(await isSignedIn(client.token)).toBe(true);
  });
});
