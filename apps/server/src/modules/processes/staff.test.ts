import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processContractApi, type TStaffRole } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { users } from '../../db/schema/index.js';
import { call } from '../../test/call.js';
import { adminHeaders, createTestApp, staffHeaders } from '../../test/test-app.js';
import { clientHeaders } from '../placements/test-support.js';
import { changeStep, hireOrder, processOfOrder, stepOfKind, workerAndClient } from './test-support.js';

describe('the staff who run steps', () => {
  let app: TApp;
  const ids = {} as Record<TStaffRole | 'disabledSales', number>;
  beforeAll(async () => {
    app = await createTestApp({ RATE_LIMIT_MAX: '100000', JOB_POLL_MS: '0' });
    for (const role of ['sales', 'accounts', 'content'] as const) {
      await staffHeaders(app, role);
      const [user] = await app.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.userNameKey, `staff.${role}`));
      ids[role] = user!.id;
    }
    const [disabled] = await app.db
      .insert(users)
      .values({
        role: 'admin',
        staffRole: 'sales',
        userName: 'former.sales',
        userNameKey: 'former.sales',
        email: 'former.sales@example.com',
        emailKey: 'former.sales@example.com',
        phoneNumber: '0501112233',
        passwordHash: 'not-a-hash',
        isActive: false,
      })
      .returning({ id: users.id });
    ids.disabledSales = disabled!.id;
  });
  afterAll(async () => app.close());

  it('lists the active sales staff and managers by name, for every role that reads the board', async () => {
    const response = await call(app, processContractApi.staff, { headers: await staffHeaders(app, 'accounts') });
    expect(response.status, response.response.body).toBe(200);
    const names = response.data.map((member) => member.name);
    expect(names).toContain('staff.sales');
    expect(names).toContain('admin');
    expect(names).not.toContain('staff.accounts');
    expect(names).not.toContain('staff.content');
    expect(names).not.toContain('former.sales');
    expect(response.data.find((member) => member.name === 'staff.sales')).toEqual({ id: ids.sales, name: 'staff.sales' });
    expect(names).toEqual([...names].sort());
    // Content staff do not read the board; nor does a family.
    expect((await call(app, processContractApi.staff, { headers: await staffHeaders(app, 'content') })).status).toBe(403);
    const { client } = await workerAndClient(app);
    expect((await call(app, processContractApi.staff, { headers: await clientHeaders(app, client) })).status).toBe(403);
  });

  it('gives a step only to an active member of staff who runs steps, and lets a step keep one since disabled', async () => {
    const { laborId, client } = await workerAndClient(app);
    const order = await hireOrder(app, client, laborId);
    let process = await processOfOrder(app, order.id);
    const sales = await staffHeaders(app, 'sales');
    for (const refused of [ids.accounts, ids.content, ids.disabledSales, client.id, 999_999]) {
      const response = await changeStep(app, process, stepOfKind(process, 'contract'), { assigneeId: refused }, sales);
      expect([response.status, response.code, response.errors.assigneeId], String(refused)).toEqual([
        422,
        'processes.assigneeNotStaff',
        'Choose a member of staff',
      ]);
    }
    let response = await changeStep(app, process, stepOfKind(process, 'contract'), { assigneeId: ids.sales }, sales);
    expect(response.status, response.response.body).toBe(200);
    process = response.data;
    expect(stepOfKind(process, 'contract').assignee).toEqual({ id: ids.sales, name: 'staff.sales' });

    // She leaves: the step she runs keeps her name through other changes until someone else takes it.
    await app.db.update(users).set({ isActive: false }).where(eq(users.id, ids.sales));
    try {
      response = await changeStep(app, process, stepOfKind(process, 'contract'), { notes: 'Typed, waiting for signatures' }, await adminHeaders(app));
      expect(response.status, response.response.body).toBe(200);
      expect(stepOfKind(response.data, 'contract')).toMatchObject({ notes: 'Typed, waiting for signatures', assignee: { id: ids.sales } });
      const medical = await changeStep(app, response.data, stepOfKind(response.data, 'medical'), { assigneeId: ids.sales }, await adminHeaders(app));
      expect([medical.status, medical.code]).toEqual([422, 'processes.assigneeNotStaff']);
    } finally {
      await app.db.update(users).set({ isActive: true }).where(eq(users.id, ids.sales));
    }
  });
});
