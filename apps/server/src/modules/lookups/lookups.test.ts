import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp } from '../../test/test-app.js';
import { laborsApi, lookupsApi } from '@app/shared';
import { call } from '../../test/call.js';

let app: TApp;
let admin: Record<string, string>;
let image: string;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
  image = (
    await app.uploads.saveImage(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#090' } })
        .png()
        .toBuffer(),
    )
  ).image;
});
afterAll(async () => app.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = {}) =>
  app.inject({ method, url, headers: { ...admin, ...headers }, payload });

describe('reference lists in the back office', () => {
  it('adds, edits and deletes a value, with the messages of each step', async () => {
    const added = await send('POST', '/api/admin/lookups/countries', { name: 'Madagascar', nameAr: 'مدغشقر', image });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ message: 'Added successfully', data: { name: 'Madagascar', isActive: true } });
    const id = added.json().data.id;
    // A new value goes to the end of its list, not to the top.
    const listed = (await call(app, lookupsApi.active, { params: { list: 'countries' } })).data as Array<{ name: string }>;
    expect(listed.at(-1)!.name).toBe('Madagascar');

    const edited = await send('PUT', `/api/admin/lookups/countries/${id}`, { name: 'Madagascar', nameAr: 'مدغشقر', image, isActive: false }, arabic);
    expect(edited.json()).toMatchObject({ message: 'تم التعديل بنجاح', data: { isActive: false } });
    const publicList = (await call(app, lookupsApi.active, { params: { list: 'countries' } })).data;
    expect(publicList.map((value: { name: string }) => value.name)).not.toContain('Madagascar');

    expect((await send('DELETE', `/api/admin/lookups/countries/${id}`)).json().message).toBe('Delete success');
    expect((await send('DELETE', `/api/admin/lookups/countries/${id}`)).statusCode).toBe(404);
  });

  it('requires the name, the Arabic name and an image', async () => {
    const response = await send('POST', '/api/admin/lookups/religions', {}, arabic);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'الاسم مطلوب', nameAr: 'الاسم بالعربية مطلوب', image: 'الصورة مطلوبة' });
  });

  it('refuses a duplicate name', async () => {
    const response = await send('POST', '/api/admin/lookups/positions', { name: 'Nanny', nameAr: 'مربية', image });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ name: 'This name already exists in the list' });
  });

  it('refuses to delete a value that workers use', async () => {
    const labor = await send('POST', '/api/admin/labors', await laborInput(app, { religionId: 4, languageIds: [5] }));
    expect(labor.statusCode).toBe(201);
    const religion = await send('DELETE', '/api/admin/lookups/religions/4');
    expect(religion.statusCode).toBe(409);
    expect(religion.json().message).toBe('Delete failed: 1 worker uses this value. Deactivate it instead.');
    const inArabic = await call(app, lookupsApi.remove, { params: { list: 'religions', id: 4 }, headers: { ...admin, 'accept-language': 'ar' } });
    expect(inArabic.message).toBe('فشل الحذف: تستخدم عاملة واحدة هذه القيمة. قم بتعطيلها بدلًا من ذلك.');
    expect((await send('DELETE', '/api/admin/lookups/languages/5')).statusCode).toBe(409);
    expect((await call(app, laborsApi.get, { params: { id: labor.json().data.id } })).data.religion.name).toBe('Buddhism');
  });

  it('searches and pages every value, inactive ones too', async () => {
    const page = (await call(app, lookupsApi.adminList, { params: { list: 'languages' }, query: { search: 'ic', pageSize: 2 }, headers: admin })).data;
    expect(page.totalCount).toBe(2);
    expect(page.items.map((value: { name: string }) => value.name)).toEqual(['Arabic', 'Amharic']);
    expect((await app.inject({ url: '/api/admin/lookups/passports', headers: admin })).statusCode).toBe(400);
  });
});
