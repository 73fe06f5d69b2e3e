import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TApp } from '../../app-type.js';
import { bornYearsAgo, laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp, createClient } from '../../test/test-app.js';
import { todayInUae, laborsApi, ordersApi, type TLaborInput } from '@app/shared';
import { eq } from 'drizzle-orm';
import { labors } from '../../db/schema/index.js';
import { call } from '../../test/call.js';

let app: TApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  admin = await adminHeaders(app);
});
afterAll(async () => app.close());

const create = (body: TLaborInput, headers: Record<string, string> = {}) => call(app, laborsApi.add, { body, headers: { ...admin, ...headers } });

async function addLabor(overrides: Parameters<typeof laborInput>[1] = {}) {
  const response = await create(await laborInput(app, overrides));
  if (response.status !== 201) throw new Error(response.response.body);
  return response.data;
}

describe('adding a worker', () => {
  it('stores every field with a generated code and two job experiences', async () => {
    const input = await laborInput(app);
    const response = await create(input);
    expect(response.status).toBe(201);
    expect(response.message).toBe('Worker added successfully');
    const labor = response.data;
    expect(labor.code).toMatch(/^SK-\d{4,}$/);
    expect(labor).toMatchObject({
      name: 'Maria Santos',
      age: 30,
      country: { name: 'Philippines', nameAr: 'الفلبين' },
      position: { name: 'Housemaid' },
      languages: [{ name: 'English' }, { name: 'Tagalog' }],
      passportNumber: input.passportNumber,
      status: 'Available',
    });
    expect(labor.experiences).toHaveLength(2);
    expect(labor.experiences[1]!).toMatchObject({ country: 'Saudi Arabia', periodAr: '3 سنوات' });
  });

  it.each([
    ['name', { name: '' }, 'Name is required', 'الاسم مطلوب'],
    ['passportNumber', { passportNumber: undefined }, 'Passport number is required', 'رقم الجواز مطلوب'],
    [
      'passportExpiryDate',
      { passportIssueDate: '2030-01-01', passportExpiryDate: '2029-12-31' },
      'The passport expiry date must be after its issue date',
      'يجب أن يكون تاريخ انتهاء الجواز بعد تاريخ إصداره',
    ],
    ['dateOfBirth', { dateOfBirth: bornYearsAgo(17) }, 'Age must be between 18 and 60', 'يجب أن يكون العمر بين 18 و60 سنة'],
    ['dateOfBirth', { dateOfBirth: bornYearsAgo(61) }, 'Age must be between 18 and 60', 'يجب أن يكون العمر بين 18 و60 سنة'],
    ['experiences', { experiences: [] }, 'Add at least one job experience', 'أضف خبرة عمل واحدة على الأقل'],
    ['skills', { skills: [] }, 'Add at least one skill', 'أضف مهارة واحدة على الأقل'],
    ['photo', { photo: undefined }, 'field is required', 'هذا الحقل مطلوب'],
    ['address', { address: '  ' }, 'Address is required', 'العنوان مطلوب'],
  ])('refuses a bad %s in both languages', async (field, change, english, arabicMessage) => {
    const payload = await laborInput(app, change);
    const inEnglish = await create(payload);
    expect(inEnglish.status).toBe(400);
    expect(inEnglish.errors[field]).toBe(english);
    expect((await create(payload, arabic)).errors[field]).toBe(arabicMessage);
  });

  it('keeps each skill in English and Arabic, and says marital status in the feminine for a woman', async () => {
    const skills = [
      { name: 'Childcare', nameAr: 'رعاية الأطفال' },
      { name: 'Swimming', nameAr: '' },
    ];
    const woman = await addLabor({ skills, maritalStatusId: 1, gender: 'female' });
    const man = await addLabor({ skills, maritalStatusId: 1, gender: 'male', positionId: 4 });
    const shown = async (id: number) => (await call(app, laborsApi.get, { params: { id } })).data;
    expect((await shown(woman.id)).skills).toEqual(skills);
    expect((await shown(woman.id)).maritalStatus).toMatchObject({ name: 'Single', nameAr: 'عزباء' });
    expect((await shown(man.id)).maritalStatus).toMatchObject({ name: 'Single', nameAr: 'أعزب' });
    const edited = await call(app, laborsApi.update, {
      params: { id: woman.id },
      body: await laborInput(app, { skills: [{ name: 'Cooking', nameAr: 'الطبخ' }] }),
      headers: admin,
    });
    expect(edited.data.skills).toEqual([{ name: 'Cooking', nameAr: 'الطبخ' }]);
    const noName = await create(await laborInput(app, { skills: [{ name: ' ', nameAr: 'الطبخ' }] }));
    expect(noName.status).toBe(400);
    const oldShape = await create(await laborInput(app, { skills: ['Cooking'] as never }));
    expect(oldShape.status).toBe(400);
  });

  it('refuses an unknown nationality and a file that was never uploaded', async () => {
    const unknownCountry = await create(await laborInput(app, { countryId: 9999 }));
    expect(unknownCountry.status).toBe(422);
    expect(unknownCountry.errors).toEqual({ countryId: 'Nationality is required' });
    const noFile = await create(await laborInput(app, { video: `${'a'.repeat(32)}.mp4` }));
    expect(noFile.status).toBe(422);
    expect(noFile.errors.video).toBe('The uploaded file was not found: upload it again');
  });

  it('refuses days that do not exist (31 February), with a field message, not a database error', async () => {
    const response = await create(await laborInput(app, { dateOfBirth: '1990-02-31', passportIssueDate: '2024-04-31' }));
    expect(response.status).toBe(400);
    expect(Object.keys(response.errors).sort()).toEqual(['dateOfBirth', 'passportIssueDate']);
  });

  it('gives unique codes to workers added at the same time', async () => {
    const inputs = await Promise.all(Array.from({ length: 10 }, () => laborInput(app)));
    const responses = await Promise.all(inputs.map((input) => create(input)));
    const codes = responses.map((response) => response.data.code);
    expect(new Set(codes).size).toBe(10);
  });
});

describe('passports', () => {
  const update = (id: number, body: TLaborInput, headers: Record<string, string> = {}) =>
    call(app, laborsApi.update, { params: { id }, body, headers: { ...admin, ...headers } });

  it('refuses a passport number another worker has, however it is typed, in both languages', async () => {
    const first = await addLabor({ passportNumber: 'X7001234' });
    const second = await addLabor({ passportNumber: 'X7005678' });
    const again = await create(await laborInput(app, { passportNumber: ' x7001234 ' }));
    expect(again.status).toBe(409);
    expect(again.errors).toEqual({ passportNumber: `Another worker (${first.code}) already has this passport number` });
    expect(again.message).toBe(`Another worker (${first.code}) already has this passport number`);
    const edited = await update(second.id, await laborInput(app, { passportNumber: 'X7001234' }), arabic);
    expect(edited.status).toBe(409);
    expect(edited.errors.passportNumber).toBe(`رقم الجواز هذا مسجّل لعاملة أخرى (${first.code})`);
    // Saving a worker with her own passport number is no conflict, and the number is stored upper-case.
    const own = await update(first.id, await laborInput(app, { passportNumber: 'x7001234' }));
    expect(own.status).toBe(200);
    expect(own.data.passportNumber).toBe('X7001234');
  });

  it('refuses an expired passport on save, in UAE time, with a field message in both languages', async () => {
    const yesterdayInUae = new Date(Date.parse(`${todayInUae()}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const expired = await create(await laborInput(app, { passportExpiryDate: yesterdayInUae }));
    expect(expired.status).toBe(422);
    expect(expired.errors).toEqual({ passportExpiryDate: 'This passport has expired: enter the renewed passport' });
    expect(expired.message).toBe('This passport has expired: enter the renewed passport');
    const inArabic = await create(await laborInput(app, { passportExpiryDate: yesterdayInUae }), arabic);
    expect(inArabic.errors.passportExpiryDate).toBe('انتهت صلاحية هذا الجواز: أدخل بيانات الجواز المجدَّد');
    expect((await create(await laborInput(app, { passportExpiryDate: todayInUae() }))).status).toBe(201);
  });

  it('leaves a worker whose passport has expired out of the catalogue, her page and new requests', async () => {
    const worker = await addLabor({ name: 'Expired Passport', countryId: 6 });
    const names = async () =>
      (await call(app, laborsApi.catalogue, { query: { nationality: 6, pageSize: 48 } })).data.items.map((item: { name: string }) => item.name);
    expect(await names()).toContain('Expired Passport');
    await app.db.update(labors).set({ passportExpiryDate: '2025-06-30' }).where(eq(labors.id, worker.id));
    expect(await names()).not.toContain('Expired Passport');
    expect((await call(app, laborsApi.get, { params: { id: worker.id } })).status).toBe(404);
    const client = await createClient(app);
    const request = await call(app, ordersApi.request, { as: client.token, body: { laborId: worker.id, package: 'Main' } });
    expect(request.status).toBe(409);
  });
});

describe('the public catalogue', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const nepal = 5;
    ids = {
      age18: (await addLabor({ name: 'Age Eighteen', dateOfBirth: bornYearsAgo(18), countryId: nepal })).id,
      age25: (await addLabor({ name: 'Age TwentyFive', dateOfBirth: bornYearsAgo(26, -1), countryId: nepal })).id,
      age26: (await addLabor({ name: 'Age TwentySix', dateOfBirth: bornYearsAgo(26), countryId: nepal, gender: 'male', positionId: 4 })).id,
      age45: (await addLabor({ name: 'Age FortyFive', dateOfBirth: bornYearsAgo(46, -1), countryId: nepal })).id,
      age46: (await addLabor({ name: 'Age FortySix', dateOfBirth: bornYearsAgo(46), countryId: nepal })).id,
      hidden: (await addLabor({ name: 'Inactive One', countryId: nepal, isActive: false })).id,
      working: (await addLabor({ name: 'In Service', countryId: nepal, dateOfBirth: bornYearsAgo(33), status: 'InService' })).id,
    };
  });

  const catalogue = async (query: string) => (await call(app, laborsApi.catalogue, { query: new URLSearchParams(query) })).data;
  const namesOf = (page: { items: Array<{ name: string }> }) => page.items.map((item) => item.name);

  it('filters age ranges by date of birth, exactly at their edges', async () => {
    expect(namesOf(await catalogue('nationality=5&ageRange=18-25')).sort()).toEqual(['Age Eighteen', 'Age TwentyFive']);
    expect(namesOf(await catalogue('nationality=5&ageRange=26-30'))).toEqual(['Age TwentySix']);
    expect(namesOf(await catalogue('nationality=5&ageRange=41-45'))).toEqual(['Age FortyFive']);
    expect(namesOf(await catalogue('nationality=5&ageRange=46-60'))).toEqual(['Age FortySix']);
  });

  it('offers, for a worker who is gone, available workers of her profession and nationality first, and the newest for an unknown one', async () => {
    const similar = (await call(app, laborsApi.similar, { params: { id: ids.hidden } })).data;
    expect(similar.profession).toBe(1);
    expect(similar.items).toHaveLength(4);
    expect(similar.items.every((item: { id: number; status: string }) => item.id !== ids.hidden && item.status === 'Available')).toBe(true);
    // Nepali housemaids first (the driver is of another profession).
    expect(similar.items.slice(0, 4).map((item: { country: { id: number } }) => item.country.id)).toEqual([5, 5, 5, 5]);
    expect(namesOf(similar)).not.toContain('Age TwentySix');
    const unknown = (await call(app, laborsApi.similar, { params: { id: 999999 } })).data;
    expect(unknown.profession).toBeNull();
    expect(unknown.items.length).toBeGreaterThan(0);
    expect((await call(app, laborsApi.similar, { params: { id: 'abc' } })).status).toBe(400);
  });

  it('filters by gender and profession, hides inactive workers and marks those in service', async () => {
    expect(namesOf(await catalogue('nationality=5&gender=male'))).toEqual(['Age TwentySix']);
    expect(namesOf(await catalogue('nationality=5&profession=4'))).toEqual(['Age TwentySix']);
    const all = await catalogue('nationality=5&pageSize=48');
    expect(all.totalCount).toBe(6);
    expect(namesOf(all)).not.toContain('Inactive One');
    expect(all.items.find((item: { name: string }) => item.name === 'In Service')!.status).toBe('InService');
  });

  it('hides workers who cannot be requested now when asked for available ones only', async () => {
    const available = await catalogue('nationality=5&availableOnly=true&pageSize=48');
    expect(available.totalCount).toBe(5);
    expect(namesOf(available)).not.toContain('In Service');
    expect((await call(app, laborsApi.catalogue, { query: new URLSearchParams('availableOnly=yes') })).status).toBe(400);
  });

  it('sorts by latest, youngest first and oldest first, and pages', async () => {
    expect(namesOf(await catalogue('nationality=5&sort=latest&pageSize=1'))).toEqual(['In Service']);
    const young = namesOf(await catalogue('nationality=5&sort=ageAsc&pageSize=48'));
    expect(young[0]).toBe('Age Eighteen');
    expect(young.at(-1)).toBe('Age FortySix');
    const old = namesOf(await catalogue('nationality=5&sort=ageDesc&pageSize=2&pageNumber=1'));
    expect(old).toEqual(['Age FortySix', 'Age FortyFive']);
    const third = await catalogue('nationality=5&sort=ageDesc&pageSize=2&pageNumber=3');
    expect(third).toMatchObject({ totalCount: 6, pageNumber: 3, pageSize: 2 });
    expect(third.items).toHaveLength(2);
  });

  it.each(['ageRange=10-17', 'sort=price', 'gender=other', 'pageSize=500', 'nationality=abc', 'passportNumber=P1'])('refuses %s', async (query) => {
    expect((await call(app, laborsApi.catalogue, { query: new URLSearchParams(query) })).status).toBe(400);
  });

  it('never shows passport data or the address to the public', async () => {
    const list = (await call(app, laborsApi.catalogue, { query: { nationality: 5 } })).response;
    const details = (await call(app, laborsApi.get, { params: { id: ids.age18 } })).response;
    for (const response of [list, details]) {
      expect(response.body).not.toMatch(/P\d{7}A/);
      expect(response.body).not.toContain('Rizal Street');
      expect(response.body).not.toMatch(/passport|address|dateOfBirth/i);
    }
    expect(details.json().data).toMatchObject({ name: 'Age Eighteen', age: 18, experiences: expect.any(Array) });
    expect((await call(app, laborsApi.get, { params: { id: ids.hidden } })).status).toBe(404);
    expect((await call(app, laborsApi.adminGet, { params: { id: ids.hidden }, headers: admin })).data.passportNumber).toMatch(/^P\d{7}A$/);
  });
});

describe('back-office changes', () => {
  it('changes status, photo and video on their own, with their messages', async () => {
    const { id } = await addLabor({ name: 'Status Change' });
    const status = await call(app, laborsApi.setStatus, { params: { id }, body: { status: 'NotAvailable' }, headers: admin });
    expect(status.response.json()).toMatchObject({ message: 'Status changed', data: { status: 'NotAvailable' } });

    const { image, thumbnail } = await app.uploads.saveImage(
      await (
        await import('sharp')
      )
        .default({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
        .png()
        .toBuffer(),
    );
    const photo = await call(app, laborsApi.setPhoto, { params: { id }, body: { photo: image, thumbnail }, headers: { ...admin, ...arabic } });
    expect(photo.response.json()).toMatchObject({ message: 'تم تغيير الصورة', data: { photo: image } });

    const video = await call(app, laborsApi.setVideo, { params: { id }, body: { video: null }, headers: admin });
    expect(video.message).toBe('Video changed');
    expect((await call(app, laborsApi.setStatus, { params: { id: 999999 }, body: { status: 'Available' }, headers: admin })).status).toBe(404);
  });

  it('finds workers by code, by name, or by both', async () => {
    const { code } = await addLabor({ name: 'Searchable Siti', nameAr: 'سيتي' });
    const search = async (query: string) => (await call(app, laborsApi.adminList, { query: new URLSearchParams(query), headers: admin })).data;
    expect((await search(`code=${code}`)).items.map((item: { code: string }) => item.code)).toEqual([code]);
    expect((await search('name=searchable')).totalCount).toBe(1);
    expect((await search('name=سيتي')).totalCount).toBe(1);
    expect((await search(`code=${code}&name=nobody`)).totalCount).toBe(0);
  });
});
