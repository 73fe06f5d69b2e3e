import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { adminHeaders, arabic, createClient, createTestApp, logIn, registerClient } from '../../test/test-app.js';
import { authApi, clientsApi } from '@app/shared';
import { call } from '../../test/call.js';

let app: TApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
});
afterAll(async () => app.close());

const list = (query: string) => call(app, clientsApi.list, { query: new URLSearchParams(query), headers: admin });

describe('clients in the back office', () => {
  it('finds a client by phone, name or e-mail, with paging and totals', async () => {
    const target = await createClient(app, { phoneNumber: '561230987', userName: 'hessa.k', email: 'hessa@example.ae' });
    for (let i = 0; i < 11; i++) await createClient(app);

    const byPhone = (await list('search=1230987')).data;
    expect(byPhone).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 10 });
    expect(byPhone.items[0]).toMatchObject({ id: target.id, phoneNumber: '561230987' });
    expect((await list('search=HESSA')).data.items[0]!.id).toBe(target.id);
    expect((await list('search=hessa@example')).data.totalCount).toBe(1);

    const firstPage = (await list('pageSize=5')).data;
    const thirdPage = (await list('pageSize=5&pageNumber=3')).data;
    expect(firstPage.totalCount).toBe(12);
    expect(firstPage.items).toHaveLength(5);
    expect(thirdPage.items).toHaveLength(2);
    expect((await list('pageSize=5&pageNumber=9')).data).toMatchObject({ items: [], totalCount: 12 });
    expect(firstPage.items.every((client: { role: string }) => client.role === 'client')).toBe(true);
  });

  it.each(['056 123 0987', '0561230987', '+971 56 123 0987', '971561230987', '٠٥٦١٢٣٠٩٨٧', '056-123-0987'])(
    'finds a client by the phone typed as %s',
    async (typed) => {
      const found = (await list(`search=${encodeURIComponent(typed)}`)).data;
      expect(found.totalCount).toBe(1);
      expect(found.items[0]!.phoneNumber).toBe('561230987');
    },
  );

  it('treats search wildcards as plain text', async () => {
    expect((await list('search=%25')).data.totalCount).toBe(0);
    expect((await list('search=_')).data.totalCount).toBe(0);
  });

  it.each(['pageSize=1000', 'pageNumber=0', 'pageNumber=abc', 'sort=name'])('refuses %s', async (query) => {
    expect((await list(query)).status).toBe(400);
  });

  it('shows and edits one client, refusing a taken e-mail', async () => {
    // Signed up and in through the API: the last sign-in is shown.
    const [client, other] = [await registerClient(app), await createClient(app)];
    const shown = await call(app, clientsApi.get, { params: { id: client.id }, headers: admin });
    expect(shown.data).toMatchObject({ id: client.id, userName: client.userName, lastLoginAt: expect.any(String) });

    const edit = (email: string) =>
      call(app, clientsApi.update, {
        params: { id: client.id },
        body: { userName: client.userName, email, phoneNumber: '509090909' },
        headers: { ...admin, ...arabic },
      });
    const updated = await edit('changed@example.ae');
    expect(updated.status).toBe(200);
    expect(updated).toMatchObject({ message: 'تم تحديث بيانات العميل', data: { email: 'changed@example.ae' } });
    const taken = await edit(other.email);
    expect(taken.status).toBe(409);
    expect(taken.errors).toEqual({ email: 'هذا البريد الإلكتروني مسجل مسبقًا' });
  });

  it('answers 404 for an unknown client or an admin id, 400 for a bad id', async () => {
    expect((await call(app, clientsApi.get, { params: { id: 99999 }, headers: admin })).status).toBe(404);
    expect((await call(app, clientsApi.get, { params: { id: 1 }, headers: admin })).status).toBe(404);
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      expect((await call(app, clientsApi.get, { params: { id }, headers: admin })).status, id).toBe(400);
    }
  });

  it('disabling a client ends their sessions and stops them logging in; enabling lets them back', async () => {
    const client = await createClient(app);
    const setActive = (isActive: boolean) => call(app, clientsApi.setStatus, { params: { id: client.id }, body: { isActive }, headers: admin });

    const disabled = await setActive(false);
    expect(disabled.response.json()).toMatchObject({ message: 'The client has been disabled', data: { isActive: false } });
    expect((await call(app, authApi.me, { as: client.token })).status).toBe(401);
    const login = await call(app, authApi.login, { body: { userName: client.userName, password: client.password } });
    expect(login.status).toBe(403);
    expect(login.message).toBe('This account is disabled. Please contact the agency.');

    expect((await setActive(true)).message).toBe('The client has been enabled');
    expect(await logIn(app, client.userName, client.password)).toBeTruthy();
  });
});
