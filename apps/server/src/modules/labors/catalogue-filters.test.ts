import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayInUae, type TPublicLabor, laborsApi } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { laborInput } from '../../test/labors.js';
import { adminHeaders, arabic, createTestApp } from '../../test/test-app.js';
import { call } from '../../test/call.js';

type TFilters = Record<string, string>;

const job = (country: string, period: string, extra: object = {}) => ({
  country,
  countryAr: '',
  position: 'Housemaid',
  positionAr: '',
  period,
  periodAr: '',
  ...extra,
});

/**
 * Workers made through the API, each filter of the catalogue asked through the API, and every
 * worker it returns read back from her public page: each must match what was asked.
 */
describe('the catalogue filters past the spec’s four', () => {
  let app: TApp;
  const today = todayInUae();
  const made: number[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    const admin = await adminHeaders(app);
    const add = async (overrides: Parameters<typeof laborInput>[1]) => {
      const response = await call(app, laborsApi.add, { body: await laborInput(app, overrides), headers: admin });
      expect(response.status, response.response.body).toBe(201);
      made.push(response.data.id);
    };
    // Years and region given, read from the text ("4 years", "Dubai"), or both.
    await add({ religionId: 1, maritalStatusId: 2, languageIds: [1, 2], salaryAed: 1500, experiences: [job('Dubai', '4 years')] });
    await add({
      religionId: 2,
      maritalStatusId: 1,
      languageIds: [3],
      salaryAed: 2500,
      experiences: [job('Kuwait', 'since 2019', { years: 6, region: 'gcc' })],
    });
    await add({ religionId: 2, languageIds: [1, 3], salaryAed: 2000, video: null, experiences: [job('Lebanon', '1 year')], availableFrom: addDays(today, 15) });
    await add({ religionId: 3, languageIds: [1], salaryAed: 3000, experiences: [job('Oman', '6 months', { years: 0 })], status: 'NotAvailable' });
  });
  afterAll(async () => app.close());

  const ask = async (filters: TFilters) => {
    const response = await call(app, laborsApi.catalogue, { query: new URLSearchParams({ pageSize: '48', ...filters }) });
    expect(response.status, response.response.body).toBe(200);
    return response.data;
  };
  const worker = async (id: number) => (await call(app, laborsApi.get, { params: { id } })).data;
  const yearsOf = (labor: TPublicLabor) => labor.experiences.reduce((sum, experience) => sum + experience.years, 0);

  /** Every worker returned passes `check` on her own page, and at least one of ours is returned. */
  async function expectEvery(filters: TFilters, check: (labor: TPublicLabor) => boolean) {
    const { items } = await ask(filters);
    expect(
      items.some((item) => made.includes(item.id)),
      JSON.stringify(filters),
    ).toBe(true);
    for (const item of items) expect(check(await worker(item.id)), `${JSON.stringify(filters)} ${item.id}`).toBe(true);
  }

  it('returns only workers of the religion, marital status, languages, salary and video asked for', async () => {
    await expectEvery({ religion: '2' }, (labor) => labor.religion.id === 2);
    await expectEvery({ maritalStatus: '2' }, (labor) => labor.maritalStatus.id === 2);
    await expectEvery({ languages: '1,3' }, (labor) => [1, 3].every((id) => labor.languages.some((language) => language.id === id)));
    await expectEvery({ salaryMin: '1900', salaryMax: '2600' }, (labor) => labor.salaryAed >= 1900 && labor.salaryAed <= 2600);
    expect((await ask({ hasVideo: 'true' })).items).toEqual([]);
  });

  it('reads years and where from each past job, given or written in its text, and filters on them', async () => {
    const [dubai, kuwait, lebanon, oman] = await Promise.all(made.map(worker));
    expect(dubai!.experiences[0]).toMatchObject({ years: 4, region: 'uae' });
    expect(kuwait!.experiences[0]).toMatchObject({ years: 6, region: 'gcc' });
    expect(lebanon!.experiences[0]).toMatchObject({ years: 1, region: 'other' });
    expect(oman!.experiences[0]).toMatchObject({ years: 0, region: 'gcc' });
    await expectEvery({ experience: '3' }, (labor) => yearsOf(labor) >= 3);
    await expectEvery({ workedIn: 'uae' }, (labor) => labor.experiences.some((experience) => experience.region === 'uae'));
    await expectEvery({ workedIn: 'gcc' }, (labor) => labor.experiences.some((experience) => experience.region !== 'other'));
    expect((await ask({ workedIn: 'gcc' })).items.map((item) => item.id)).not.toContain(made[2]);
  });

  it('available now leaves out a worker not yet available; available by a later day brings her back', async () => {
    const now = (await ask({ availableOnly: 'true' })).items;
    expect(now.every((item) => item.status === 'Available' && (item.availableFrom === null || item.availableFrom <= today))).toBe(true);
    expect(now.map((item) => item.id)).not.toContain(made[2]);
    expect((await ask({ availableBy: addDays(today, 20) })).items.map((item) => item.id)).toContain(made[2]);
    expect((await ask({ availableBy: addDays(today, 10) })).items.map((item) => item.id)).not.toContain(made[2]);
    expect((await ask({ availableBy: addDays(today, 20) })).items.map((item) => item.id)).not.toContain(made[3]);
  });

  it.each([
    ['languages=1,x'],
    ['languages=1,2,3,4,5,6'],
    ['experience=4'],
    ['workedIn=mars'],
    ['salaryMin=-1'],
    ['salaryMax=abc'],
    ['availableBy=2026-02-31'],
    ['hasVideo=yes'],
    ['religion=0'],
  ])('refuses %s with a 400 in the reader’s language', async (query) => {
    const response = await call(app, laborsApi.catalogue, { query: new URLSearchParams(query), headers: arabic });
    expect(response.status).toBe(400);
    expect(response.message).toMatch(/[\u0600-\u06FF]/);
  });
});
