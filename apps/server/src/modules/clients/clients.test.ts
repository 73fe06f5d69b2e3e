import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app.js';
import { adminHeaders, arabic, bearer, createClient, createTestApp, logIn, registerClient } from '../../test/test-app.js';

let app: TApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
});
afterAll(async () => app.close());

const list = (query: string) => app.inject({ url: `/api/clients?${query}`, headers: admin });

describe('clients in the back office', () => {
  it('finds a client by phone, name or e-mail, with paging and totals', async () => {
    const target = await createClient(app, { phoneNumber: '561230987', userName: 'hessa.k', email: 'hessa@example.ae' });
    for (let i = 0; i < 11; i++) await createClient(app);

    const byPhone = (await list('search=1230987')).json().data;
    expect(byPhone).toMatchObject({ totalCount: 1, pageNumber: 1, pageSize: 10 });
    expect(byPhone.items[0]).toMatchObject({ id: target.id, phoneNumber: '561230987' });
    expect((await list('search=HESSA')).json().data.items[0].id).toBe(target.id);
    expect((await list('search=hessa@example')).json().data.totalCount).toBe(1);

    const firstPage = (await list('pageSize=5')).json().data;
    const thirdPage = (await list('pageSize=5&pageNumber=3')).json().data;
    expect(firstPage.totalCount).toBe(12);
    expect(firstPage.items).toHaveLength(5);
    expect(thirdPage.items).toHaveLength(2);
    expect((await list('pageSize=5&pageNumber=9')).json().data).toMatchObject({ items: [], totalCount: 12 });
    expect(firstPage.items.every((client: { role: string }) => client.role === 'client')).toBe(true);
  });

  it.each(['056 123 0987', '0561230987', '+971 56 123 0987', '971561230987', '٠٥٦١٢٣٠٩٨٧', '056-123-0987'])(
    'finds a client by the phone typed as %s',
    async (typed) => {
      const found = (await list(`search=${encodeURIComponent(typed)}`)).json().data;
      expect(found.totalCount).toBe(1);
      expect(found.items[0].phoneNumber).toBe('561230987');
    },
  );

  it('treats search wildcards as plain text', async () => {
    expect((await list('search=%25')).json().data.totalCount).toBe(0);
    expect((await list('search=_')).json().data.totalCount).toBe(0);
  });

  it.each(['pageSize=1000', 'pageNumber=0', 'pageNumber=abc', 'sort=name'])('refuses %s', async (query) => {
    expect((await list(query)).statusCode).toBe(400);
  });

  it('shows and edits one client, refusing a taken e-mail', async () => {
    // Signed up and in through the API: the last sign-in is shown.
    const [client, other] = [await registerClient(app), await createClient(app)];
    const shown = await app.inject({ url: `/api/clients/${client.id}`, headers: admin });
    expect(shown.json().data).toMatchObject({ id: client.id, userName: client.userName, lastLoginAt: expect.any(String) });

    const edit = (payload: object) => app.inject({ method: 'PUT', url: `/api/clients/${client.id}`, headers: { ...admin, ...arabic }, payload });
    const updated = await edit({ userName: client.userName, email: 'changed@example.ae', phoneNumber: '509090909' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'تم تحديث بيانات العميل', data: { email: 'changed@example.ae' } });
    const taken = await edit({ userName: client.userName, email: other.email, phoneNumber: '509090909' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ email: 'هذا البريد الإلكتروني مسجل مسبقًا' });
  });

  it('answers 404 for an unknown client or an admin id, 400 for a bad id', async () => {
    expect((await app.inject({ url: '/api/clients/99999', headers: admin })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/clients/1', headers: admin })).statusCode).toBe(404);
    for (const id of ['abc', '-1', '1.5', '99999999999']) {
      expect((await app.inject({ url: `/api/clients/${id}`, headers: admin })).statusCode, id).toBe(400);
    }
  });

  it('disabling a client ends their sessions and stops them logging in; enabling lets them back', async () => {
    const client = await createClient(app);
    const setActive = (isActive: boolean) => app.inject({ method: 'PUT', url: `/api/clients/${client.id}/status`, headers: admin, payload: { isActive } });

    const disabled = await setActive(false);
    expect(disabled.json()).toMatchObject({ message: 'The client has been disabled', data: { isActive: false } });
    expect((await app.inject({ url: '/api/auth/me', headers: bearer(client.token) })).statusCode).toBe(401);
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { userName: client.userName, password: client.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toBe('This account is disabled. Please contact the agency.');

    expect((await setActive(true)).json().message).toBe('The client has been enabled');
    expect(await logIn(app, client.userName, client.password)).toBeTruthy();
  });
});
