import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp } from '../../test/test-app.js';
import { apiPath, laborsApi, lookupsApi, type TReferenceList } from '@app/shared';
import { call, pathOf, type TBodyOf } from '../../test/call.js';

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

const add = (list: TReferenceList, body: TBodyOf<typeof lookupsApi.add>) => call(app, lookupsApi.add, { params: { list }, body, headers: admin });
const remove = (list: TReferenceList, id: number) => call(app, lookupsApi.remove, { params: { list, id }, headers: admin });

describe('reference lists in the back office', () => {
  it('adds, edits and deletes a value, with the messages of each step', async () => {
    const added = await add('countries', { name: 'Madagascar', nameAr: 'مدغشقر', image });
    expect(added.status).toBe(201);
    expect(added).toMatchObject({ message: 'Added successfully', data: { name: 'Madagascar', isActive: true } });
    const id = added.data.id;
    // A new value goes to the end of its list, not to the top.
    const listed = (await call(app, lookupsApi.active, { params: { list: 'countries' } })).data as Array<{ name: string }>;
    expect(listed.at(-1)!.name).toBe('Madagascar');

    const edited = await call(app, lookupsApi.update, {
      params: { list: 'countries', id },
      body: { name: 'Madagascar', nameAr: 'مدغشقر', image, isActive: false },
      headers: { ...admin, ...arabic },
    });
    expect(edited).toMatchObject({ message: 'تم التعديل بنجاح', data: { isActive: false } });
    const publicList = (await call(app, lookupsApi.active, { params: { list: 'countries' } })).data;
    expect(publicList.map((value: { name: string }) => value.name)).not.toContain('Madagascar');

    expect((await remove('countries', id)).message).toBe('Delete success');
    expect((await remove('countries', id)).status).toBe(404);
  });

  it('requires the name, the Arabic name and an image', async () => {
    const url = pathOf(lookupsApi.add, { params: { list: 'religions' } });
    const response = await app.inject({ method: 'POST', url, payload: {}, headers: { ...admin, ...arabic } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ name: 'الاسم مطلوب', nameAr: 'الاسم بالعربية مطلوب', image: 'الصورة مطلوبة' });
  });

  it('refuses a duplicate name', async () => {
    const response = await add('positions', { name: 'Nanny', nameAr: 'مربية', image });
    expect(response.status).toBe(409);
    expect(response.errors).toEqual({ name: 'This name already exists in the list' });
  });

  it('refuses to delete a value that workers use', async () => {
    const labor = await call(app, laborsApi.add, { body: await laborInput(app, { religionId: 4, languageIds: [5] }), headers: admin });
    expect(labor.status).toBe(201);
    const religion = await remove('religions', 4);
    expect(religion.status).toBe(409);
    expect(religion.message).toBe('Delete failed: 1 worker uses this value. Deactivate it instead.');
    const inArabic = await call(app, lookupsApi.remove, { params: { list: 'religions', id: 4 }, headers: { ...admin, 'accept-language': 'ar' } });
    expect(inArabic.message).toBe('فشل الحذف: تستخدم عاملة واحدة هذه القيمة. قم بتعطيلها بدلًا من ذلك.');
    expect((await remove('languages', 5)).status).toBe(409);
    expect((await call(app, laborsApi.get, { params: { id: labor.data.id } })).data.religion.name).toBe('Buddhism');
  });

  it('searches and pages every value, inactive ones too', async () => {
    const page = (await call(app, lookupsApi.adminList, { params: { list: 'languages' }, query: { search: 'ic', pageSize: 2 }, headers: admin })).data;
    expect(page.totalCount).toBe(2);
    expect(page.items.map((value: { name: string }) => value.name)).toEqual(['Arabic', 'Amharic']);
    // Not a list: past the declared type, so the address is filled in without pathOf's check.
    expect((await app.inject({ url: apiPath(lookupsApi.adminList.path, { list: 'passports' }), headers: admin })).statusCode).toBe(400);
  });
});
