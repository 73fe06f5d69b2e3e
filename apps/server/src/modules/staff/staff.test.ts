import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { auditLog, passwordResets, recoveryCodes, sessions, users } from '../../db/schema/index.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, staffHeaders } from '../../test/test-app.js';
import { verifyPassword } from '../auth/credentials.js';
import { openSession } from '../auth/sessions.js';
import { authApi, staffApi, type TStaffRole } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

let app: TApp;
/** The seeded first admin: a manager. */
let manager: Record<string, string>;
let managerId: number;
beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '100000' });
  manager = await adminHeaders(app);
  managerId = (await call(app, authApi.me, { headers: manager })).data.id;
  await readyToWork(managerId);
});

/** A staff account past its first sign-in: its password changed and a second factor set up, so its sessions are not held back. */
async function readyToWork(id: number) {
  await app.db.update(users).set({ mustChangePassword: false, totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date() }).where(eq(users.id, id));
}
afterAll(async () => app.close());

let memberNumber = 0;
/** A valid new staff member (any field overridden), unique in this file. */
function newMember(overrides: Record<string, unknown> = {}) {
  memberNumber += 1;
  return {
    userName: `member${memberNumber}`,
    email: `member${memberNumber}@agency.ae`,
    phoneNumber: String(521000000 + memberNumber),
    languageId: 2 as const,
    staffRole: 'sales' as TStaffRole,
    password: 'temporary pass 1',
    ...overrides,
  };
}

const add = (body: TBodyOf<typeof staffApi.add>, headers = manager) => call(app, staffApi.add, { body, headers });
/** A new member sent as it is, past the declared type: a field missing, mistyped or one the form does not have. */
const addRaw = (payload: object) => app.inject({ method: 'POST', url: pathOf(staffApi.add), headers: manager, payload });

async function addMember(overrides: Record<string, unknown> = {}) {
  const input = newMember(overrides);
  const response = await add(input);
  expect(response.status, response.response.body).toBe(201);
  return { ...input, id: response.data.id };
}

/** A session of a staff member, opened without signing in. */
async function sessionOf(id: number) {
  return bearer((await openSession(app.db, id, app.clock())).token);
}

const isSignedIn = async (headers: Record<string, string>) => (await call(app, authApi.me, { headers })).status === 200;

const auditRows = (action: string, entityId: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'staff'), eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

const userRow = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('adding staff', () => {
  it('takes the phone as people write it (0501234567) and keeps the 9 digits', async () => {
    const member = await addMember({ phoneNumber: '0501239876' });
    expect((await userRow(member.id)).phoneNumber).toBe('501239876');
  });
});

describe('the staff list', () => {
  it('lists staff only, with role, status, second factor and last sign-in, searched and paged', async () => {
    await createClient(app, { userName: 'client.not.staff' });
    const member = await addMember({ userName: 'noura.sales', email: 'noura@agency.ae', phoneNumber: '509871234' });
    const page = (await call(app, staffApi.list, { query: { pageSize: 100 }, headers: manager })).data;
    expect(page.items.every((item: { role: string }) => item.role === 'admin')).toBe(true);
    expect(page.items.find((item: { id: number }) => item.id === member.id)).toMatchObject({
      staffRole: 'sales',
      isActive: true,
      secondFactorEnabled: false,
      lastLoginAt: null,
      mustChangePassword: true,
      permissions: [
        'clients.manage',
        'labors.manage',
        'orders.view',
        'orders.manage',
        'placements.manage',
        'enquiries.manage',
        'applicants.manage',
        'slots.manage',
      ],
    });
    expect(page.items.some((item: { userName: string }) => item.userName === 'client.not.staff')).toBe(false);

    for (const search of ['NOURA', 'noura@agency', '050 987 1234']) {
      const found = (await call(app, staffApi.list, { query: { search }, headers: manager })).data;
      expect(found.totalCount, search).toBe(1);
      expect(found.items[0]!.id).toBe(member.id);
    }
    const firstPage = (await call(app, staffApi.list, { query: { pageSize: 1, sort: 'staffRole' }, headers: manager })).data;
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.totalCount).toBeGreaterThanOrEqual(2);
    expect(firstPage.items[0]!.staffRole).toBe('manager');
  });

  it.each(['pageSize=1000', 'pageNumber=0', 'sort=password', 'role=manager'])('refuses %s', async (query) => {
    expect((await call(app, staffApi.list, { query: new URLSearchParams(query), headers: manager })).status).toBe(400);
  });

  it('is for managers only', async () => {
    for (const role of ['sales', 'accounts', 'content'] as const) {
      const headers = await staffHeaders(app, role);
      expect((await call(app, staffApi.list, { headers })).status, role).toBe(403);
      expect((await add(newMember(), headers)).status, role).toBe(403);
    }
  });
});

describe('adding a staff member', () => {
  it('adds them with a temporary password they must change, and writes the audit trail', async () => {
    const input = newMember({ userName: 'Khalid.Accounts', staffRole: 'accounts', languageId: 1 });
    const response = await call(app, staffApi.add, { body: input, headers: { ...manager, ...arabic } });
    expect(response.status).toBe(201);
    expect(response.response.json()).toMatchObject({
      message: 'تمت إضافة الموظف. سيغيّر كلمة المرور المؤقتة عند أول تسجيل دخول.',
      data: { role: 'admin', staffRole: 'accounts', userName: 'Khalid.Accounts', languageId: 1, mustChangePassword: true, isActive: true },
    });
    const id = response.data.id;
    const row = await userRow(id);
    expect(row.userNameKey).toBe('khalid.accounts');
    expect(await verifyPassword(row.passwordHash, input.password)).toBe(true);

    const [audit] = await auditRows('create', id);
    expect(audit).toMatchObject({ actorUserId: managerId, actorRole: 'manager', entity: 'staff', entityId: String(id) });
    expect(audit!.changes).toMatchObject({ userName: [null, 'Khalid.Accounts'], staffRole: [null, 'accounts'], mustChangePassword: [null, true] });
    expect(JSON.stringify(audit!.changes)).not.toContain(input.password);
    expect(JSON.stringify(audit!.changes)).not.toContain('argon2');
  });

  it('refuses a user name or e-mail taken by anyone, compared as sign-in compares them', async () => {
    const member = await addMember({ userName: 'Salma.Content', email: 'Salma@Agency.ae' });
    const client = await createClient(app);
    const sameName = await add(newMember({ userName: 'salma.content' }));
    expect(sameName.status).toBe(409);
    expect(sameName.errors).toEqual({ userName: 'This user name is already registered' });
    const sameEmail = await add(newMember({ email: 'SALMA@agency.ae' }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.errors).toEqual({ email: 'This e-mail is already registered' });
    expect((await add(newMember({ userName: client.userName }))).status).toBe(409);
    expect((await auditRows('create', member.id)).length).toBe(1);
  });

  it.each([
    ['no user name', { userName: undefined }, 'userName'],
    ['no role', { staffRole: undefined }, 'staffRole'],
    ['an unknown role', { staffRole: 'owner' }, 'staffRole'],
    ['the language as text', { languageId: '1' }, 'languageId'],
    ['language 3', { languageId: 3 }, 'languageId'],
    ['a short password', { password: 'abc1' }, 'password'],
    ['a password without a letter', { password: '1234567890' }, 'password'],
    ['no password', { password: undefined }, 'password'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email'],
    ['a bad phone', { phoneNumber: '12' }, 'phoneNumber'],
    ['a number for a user name', { userName: 12345 }, 'userName'],
  ])('refuses %s with 400 naming the field', async (_, overrides, field) => {
    const response = await addRaw(newMember(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors ?? {})).toContain(field);
  });

  it('refuses a common password, one holding the user name, and a look-alike user name, as registration does', async () => {
    const common = await add(newMember({ password: 'password1' }));
    expect(common.status).toBe(400);
    expect(Object.keys(common.errors)).toEqual(['password']);
    const ownName = await add(newMember({ userName: 'rashid.k', password: 'rashid.k is here' }));
    expect(ownName.status).toBe(400);
    expect(ownName.errors.password).toContain('rashid');
    // The manager types it: the refusal speaks of the staff member's name, not the reader's own.
    expect(ownName.errors.password).toContain("easy to guess from the staff member's name");
    const arabicAnswer = await add(newMember({ userName: 'rashid.k', password: 'rashid.k is here' }), { ...manager, ...arabic });
    expect(arabicAnswer.errors.password).toContain('يسهل تخمينها من اسم الموظف');
    await addMember({ userName: 'ismail' });
    // A Cyrillic "а" among Latin letters; then dotless i's in place of the i's.
    const mixed = await add(newMember({ userName: 'hаmdan' }));
    expect(mixed.status).toBe(400);
    expect(Object.keys(mixed.errors)).toEqual(['userName']);
    const lookAlike = await add(newMember({ userName: 'ısmaıl' }));
    expect(lookAlike.status).toBe(409);
    expect(Object.keys(lookAlike.errors)).toEqual(['userName']);
  });

  it('refuses an unknown field, such as a chosen id or mustChangePassword', async () => {
    for (const extra of [{ mustChangePassword: false }, { role: 'client' }, { id: 1 }]) {
      const response = await addRaw(newMember(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect((await addRaw({})).statusCode).toBe(400);
  });
});

describe('one staff member', () => {
  it("shows one, and answers 404 for a client's id or an unknown one, 400 for a bad id", async () => {
    const member = await addMember();
    expect((await call(app, staffApi.get, { params: { id: member.id }, headers: manager })).data).toMatchObject({ id: member.id, staffRole: 'sales' });
    const client = await createClient(app);
    for (const id of [client.id, 99999]) {
      const response = await call(app, staffApi.get, { params: { id }, headers: { ...manager, ...arabic } });
      expect(response.status).toBe(404);
      expect(response.message).toBe('لا يوجد موظف بهذا الرقم');
    }
    for (const id of ['abc', '0', '1.5', '99999999999']) {
      expect((await call(app, staffApi.get, { params: { id }, headers: manager })).status, id).toBe(400);
    }
  });

  it("answers 404 to every change of a client's account through the staff routes", async () => {
    const client = await createClient(app);
    const params = { id: client.id };
    const { password: _password, ...member } = newMember();
    const changes = [
      () => call(app, staffApi.update, { params, body: member, headers: manager }),
      () => call(app, staffApi.setStatus, { params, body: { isActive: false }, headers: manager }),
      () => call(app, staffApi.resetPassword, { params, body: { password: 'another pass 2' }, headers: manager }),
      () => call(app, staffApi.endSessions, { params, headers: manager }),
      () => call(app, staffApi.resetSecondFactor, { params, headers: manager }),
    ];
    for (const change of changes) {
      const { status, response } = await change();
      expect(status, `${response.raw.req.method} ${response.raw.req.url}`).toBe(404);
    }
    expect(await isSignedIn(bearer(client.token))).toBe(true);
  });
});

describe('editing a staff member', () => {
  it('changes their data and role, and writes what changed', async () => {
    const member = await addMember();
    const edit = { userName: member.userName, email: 'changed@agency.ae', phoneNumber: member.phoneNumber, languageId: 1, staffRole: 'content' } as const;
    const response = await call(app, staffApi.update, { params: { id: member.id }, body: edit, headers: manager });
    expect(response.status).toBe(200);
    expect(response.response.json()).toMatchObject({
      message: "The staff member's data has been updated",
      data: { staffRole: 'content', permissions: ['content.manage'] },
    });
    const [audit] = await auditRows('update', member.id);
    expect(audit!.changes).toEqual({ email: [member.email, 'changed@agency.ae'], languageId: [2, 1], staffRole: ['sales', 'content'] });
  });

  it('keeps a name from before the look-alike rules as it is, but judges a new one', async () => {
    const member = await addMember();
    // Written straight to the database, as an account made before the rules would be.
    await app.db.update(users).set({ userName: 'olд.name', userNameKey: 'olд.name' }).where(eq(users.id, member.id));
    const edit = (userName: string) =>
      call(app, staffApi.update, {
        params: { id: member.id },
        body: { userName, email: member.email, phoneNumber: '509998877', languageId: 2, staffRole: 'sales' },
        headers: manager,
      });
    expect((await edit('olд.name')).status).toBe(200);
    expect((await edit('newд.name')).status).toBe(400);
  });

  it('refuses a taken name, a missing field, an extra field and a wrong type', async () => {
    const [member, other] = [await addMember(), await addMember()];
    // Sent as they are, past the declared type.
    const edit = (payload: object) => app.inject({ method: 'PUT', url: pathOf(staffApi.update, { params: { id: member.id } }), headers: manager, payload });
    const base = { userName: member.userName, email: member.email, phoneNumber: member.phoneNumber, languageId: 2, staffRole: 'sales' };
    const taken = await edit({ ...base, userName: other.userName.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ userName: 'This user name is already registered' });
    expect((await edit({ ...base, staffRole: undefined })).statusCode).toBe(400);
    expect((await edit({ ...base, password: 'new password 1' })).statusCode).toBe(400);
    expect((await edit({ ...base, staffRole: ['manager'] })).statusCode).toBe(400);
    expect((await edit({ ...base, languageId: 1.5 })).statusCode).toBe(400);
    expect(await auditRows('update', member.id)).toHaveLength(0);
  });
});

describe('the last active manager', () => {
  it('can not be demoted or disabled; a manager can not disable themselves', async () => {
    // The test's own second manager is disabled, so the first admin is the only active manager.
    const second = await addMember({ staffRole: 'manager' });
    const disableSecond = await call(app, staffApi.setStatus, { params: { id: second.id }, body: { isActive: false }, headers: manager });
    expect(disableSecond.status).toBe(200);
    const others = await app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, 'manager'), eq(users.isActive, true)));
    for (const other of others.filter((row) => row.id !== managerId)) await app.db.update(users).set({ isActive: false }).where(eq(users.id, other.id));

    const me = await userRow(managerId);
    const demote = await call(app, staffApi.update, {
      params: { id: managerId },
      body: { userName: me.userName, email: me.email, phoneNumber: me.phoneNumber, languageId: 2, staffRole: 'sales' },
      headers: { ...manager, ...arabic },
    });
    expect(demote.status).toBe(409);
    expect(demote.message).toBe('هذا آخر مدير نشط. اجعل موظفًا آخر مديرًا أولًا، حتى يبقى من يستطيع إدارة الموظفين.');
    expect((await userRow(managerId)).staffRole).toBe('manager');

    const disableSelf = await call(app, staffApi.setStatus, { params: { id: managerId }, body: { isActive: false }, headers: manager });
    expect(disableSelf.status).toBe(409);
    expect(disableSelf.message).toBe('You cannot disable your own account.');

    // With another manager active again, the first admin may become sales staff.
    expect((await call(app, staffApi.setStatus, { params: { id: second.id }, body: { isActive: true }, headers: manager })).status).toBe(200);
    await readyToWork(second.id);
    const secondHeaders = await sessionOf(second.id);
    const demoteNow = await call(app, staffApi.update, {
      params: { id: managerId },
      body: { userName: me.userName, email: me.email, phoneNumber: me.phoneNumber, languageId: 2, staffRole: 'sales' },
      headers: secondHeaders,
    });
    expect(demoteNow.status).toBe(200);
    // Now the second is the last manager: the first admin, a sales member, may not manage staff any more.
    expect((await call(app, staffApi.list, { headers: manager })).status).toBe(403);
    const disableLast = await call(app, staffApi.setStatus, { params: { id: second.id }, body: { isActive: false }, headers: secondHeaders });
    expect(disableLast.status).toBe(409);
    // Put things back for the other tests.
    const restore = await call(app, staffApi.update, {
      params: { id: managerId },
      body: { userName: me.userName, email: me.email, phoneNumber: me.phoneNumber, languageId: 2, staffRole: 'manager' },
      headers: secondHeaders,
    });
    expect(restore.status).toBe(200);
  });
});

describe('disabling and enabling', () => {
  it('disabling ends their sessions and is audited; enabling lets them back', async () => {
    const member = await addMember();
    const session = await sessionOf(member.id);
    const setActive = (isActive: boolean) => call(app, staffApi.setStatus, { params: { id: member.id }, body: { isActive }, headers: manager });
    const setStatusRaw = (payload: object) =>
      app.inject({ method: 'PUT', url: pathOf(staffApi.setStatus, { params: { id: member.id } }), headers: manager, payload });
    const disabled = await setActive(false);
    expect(disabled).toMatchObject({ message: 'The staff member has been disabled and signed out', data: { isActive: false } });
    expect(await isSignedIn(session)).toBe(false);
    expect(await setActive(true)).toMatchObject({ message: 'The staff member has been enabled', data: { isActive: true } });
    const rows = await auditRows('status', member.id);
    expect(rows.map((row) => row.changes)).toEqual([{ isActive: [true, false] }, { isActive: [false, true] }]);
    expect((await setStatusRaw({ isActive: 'no' })).statusCode).toBe(400);
    expect((await setStatusRaw({})).statusCode).toBe(400);
  });
});

describe('resetting a password', () => {
  it('sets a new temporary password, ends their sessions and reset codes, and is audited without the password', async () => {
    const member = await addMember();
    await app.db.update(users).set({ mustChangePassword: false }).where(eq(users.id, member.id));
    const session = await sessionOf(member.id);
    await app.db.insert(passwordResets).values({ userId: member.id, codeHash: 'x', expiresAt: new Date(Date.now() + 600_000) });
    const response = await call(app, staffApi.resetPassword, { params: { id: member.id }, body: { password: 'brand new pass 7' }, headers: manager });
    expect(response.status).toBe(200);
    expect(response.data.mustChangePassword).toBe(true);
    const row = await userRow(member.id);
    expect(await verifyPassword(row.passwordHash, 'brand new pass 7')).toBe(true);
    expect(await verifyPassword(row.passwordHash, member.password)).toBe(false);
    expect(await isSignedIn(session)).toBe(false);
    expect(await app.db.select().from(passwordResets).where(eq(passwordResets.userId, member.id))).toHaveLength(0);
    const [audit] = await auditRows('passwordReset', member.id);
    expect(audit!.changes).toEqual({ mustChangePassword: [false, true] });
  });

  it('refuses a weak, missing or extra-fielded password', async () => {
    const member = await addMember();
    // Sent as they are, past the declared type.
    const reset = (payload: object) =>
      app.inject({ method: 'PUT', url: pathOf(staffApi.resetPassword, { params: { id: member.id } }), headers: manager, payload });
    expect((await reset({ password: 'short1' })).statusCode).toBe(400);
    expect((await reset({})).json().errors).toEqual({ password: 'Password is required' });
    expect((await reset({ password: 'long enough pass', mustChangePassword: false })).statusCode).toBe(400);
    expect((await reset({ password: 123456789 })).statusCode).toBe(400);
    expect((await reset({ password: `${member.userName} new pass` })).json().errors).toHaveProperty('password');
    expect(await auditRows('passwordReset', member.id)).toHaveLength(0);
  });
});

describe('ending sessions', () => {
  it("signs them out everywhere and writes how many sessions ended; a manager's own current session stays", async () => {
    const member = await addMember();
    const [one, two] = [await sessionOf(member.id), await sessionOf(member.id)];
    const response = await call(app, staffApi.endSessions, { params: { id: member.id }, headers: manager });
    expect(response.status).toBe(200);
    expect(response.message).toBe('The staff member has been signed out everywhere');
    expect([await isSignedIn(one), await isSignedIn(two)]).toEqual([false, false]);
    const [audit] = await auditRows('sessionsEnded', member.id);
    expect(audit!.changes).toEqual({ sessions: [2, 0] });

    const other = await sessionOf(managerId);
    expect((await call(app, staffApi.endSessions, { params: { id: managerId }, headers: manager })).status).toBe(200);
    expect(await isSignedIn(manager)).toBe(true);
    expect(await isSignedIn(other)).toBe(false);
  });
});

describe('resetting the second factor', () => {
  it('clears the key, recovery codes and pending sign-ins, ends sessions, and is audited', async () => {
    const member = await addMember({ staffRole: 'accounts' });
    await app.db.update(users).set({ totpSecret: 'JBSWY3DPEHPK3PXP', totpEnabledAt: new Date(), totpLastStep: 12345 }).where(eq(users.id, member.id));
    await app.db.insert(recoveryCodes).values([
      { userId: member.id, codeHash: 'a' },
      { userId: member.id, codeHash: 'b' },
    ]);
    const session = await sessionOf(member.id);
    const response = await call(app, staffApi.resetSecondFactor, { params: { id: member.id }, headers: manager });
    expect(response.status).toBe(200);
    expect(response.data.secondFactorEnabled).toBe(false);
    expect(await userRow(member.id)).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(await app.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, member.id))).toHaveLength(0);
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, member.id))).toHaveLength(0);
    expect(await isSignedIn(session)).toBe(false);
    const [audit] = await auditRows('secondFactorReset', member.id);
    expect(audit!.changes).toEqual({ secondFactorEnabled: [true, false] });
    expect(JSON.stringify(audit)).not.toContain('JBSWY3DPEHPK3PXP');
  });
});
