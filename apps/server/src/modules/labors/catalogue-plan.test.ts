import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCatalogueQuerySchema } from '@app/shared';
import type { TApp } from '../../app-type.js';
import { addWorkersInBulk } from '../../db/seed/volume.js';
import { createTestApp } from '../../test/test-app.js';
import { keptCatalogue, workersVersion } from './kept-workers.js';
import { catalogueQuery, getPublicLabor, listCatalogue } from './catalogue.js';
import { CATALOGUE_FILTERS, criteriaOf, type TCatalogueFilterName } from './filters.js';

/** Every filter at once, the spec's four and those past them. */
const EVERY_FILTER = {
  nationality: '2',
  gender: 'female',
  profession: '1',
  ageRange: '26-30',
  availableOnly: 'true',
  religion: '1',
  maritalStatus: '2',
  languages: '1,3',
  experience: '1',
  workedIn: 'gcc',
  salaryMin: '1200',
  salaryMax: '3000',
  hasVideo: 'true',
};

type TPlanNode = { 'Node Type': string; 'Relation Name'?: string; 'Index Name'?: string; Plans?: TPlanNode[] };

function nodes(plan: TPlanNode): TPlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

describe('the catalogue at 10,000 workers', () => {
  let app: TApp;
  const today = new Date();
  beforeAll(async () => {
    app = await createTestApp();
    await addWorkersInBulk(app.db, 10_000, today);
    // A few have a video, and some an 'available from' day still to come.
    await app.db.execute(sql`UPDATE labors SET video = 'bench.webm' WHERE id % 11 = 0`);
    await app.db.execute(sql`UPDATE labors SET available_from = current_date + 20 WHERE id % 13 = 0`);
  }, 60_000);
  afterAll(async () => app.close());
  const reader = () => ({ db: app.db, now: today, log: app.log });

  async function planOf(filters: Record<string, string | undefined>) {
    const query = catalogueQuery(app.db, ZCatalogueQuerySchema.parse(filters), today);
    const result = await app.db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
    const [row] = (result as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: TPlanNode }> }> }).rows;
    return nodes(row!['QUERY PLAN'][0]!.Plan);
  }

  it.each([
    EVERY_FILTER,
    { languages: '2,4', salaryMin: '1800' },
    { nationality: '3' },
    { profession: '4' },
    { nationality: '1', ageRange: '26-30' },
    { nationality: '2', ageRange: '18-25', sort: 'ageAsc' },
    { nationality: '5', profession: '1', gender: 'female', ageRange: '36-40' },
  ])('finds workers filtered by %o through an index, never reading the whole table', async (filters) => {
    const plan = await planOf(filters);
    const laborScans = plan.filter((node) => node['Relation Name'] === 'labors').map((node) => node['Node Type']);
    expect(laborScans).not.toContain('Seq Scan');
    expect(plan.some((node) => node['Index Name']?.startsWith('labors_'))).toBe(true);
  });

  it('answers a page and the total of every page', async () => {
    const page = await listCatalogue(reader(), ZCatalogueQuerySchema.parse({ nationality: '1', ageRange: '26-30' }));
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeGreaterThan(page.items.length);
    const pastTheLast = await listCatalogue(reader(), ZCatalogueQuerySchema.parse({ nationality: '1', ageRange: '26-30', pageNumber: '999' }));
    expect(pastTheLast.items).toEqual([]);
    expect(pastTheLast.totalCount).toBe(page.totalCount);
  });

  type TFilters = Record<string, string | undefined>;

  /** Asks the catalogue until it answers from the workers kept in memory (they are read after the request that finds them missing or old). */
  async function keptInMemory() {
    // Reading 10,000 workers takes a few seconds on a busy machine.
    await expect.poll(async () => keptCatalogue(app.db, await workersVersion(app.db), () => {}) !== undefined, { timeout: 15_000 }).toBe(true);
  }

  const fromDatabase = async (filters: TFilters) => {
    const rows = await catalogueQuery(app.db, ZCatalogueQuerySchema.parse(filters), today);
    return { ids: rows.map((row) => row.labor.id), totalCount: rows[0]?.totalCount };
  };
  const shown = async (filters: TFilters) => {
    const page = await listCatalogue(reader(), ZCatalogueQuerySchema.parse(filters));
    return { ids: page.items.map((item) => item.id), totalCount: page.items.length > 0 ? page.totalCount : undefined };
  };

  /** Each filter of the table asked on its own: a filter added without a query that asks it fails to compile. */
  const EACH_FILTER_ALONE = {
    passportValidOn: {},
    countryId: { nationality: '3' },
    positionId: { profession: '2' },
    gender: { gender: 'male' },
    availableOn: { availableOnly: 'true' },
    bornBetween: { ageRange: '41-45' },
    religionId: { religion: '2' },
    maritalStatusId: { maritalStatus: '1' },
    languageIds: { languages: '1,3' },
    minYears: { experience: '3' },
    workedIn: { workedIn: 'uae' },
    salaryMin: { salaryMin: '1500' },
    salaryMax: { salaryMax: '2200' },
    hasVideo: { hasVideo: 'true' },
  } satisfies Record<TCatalogueFilterName, TFilters>;

  it('has a query asking each filter of the table, and nothing else', () => {
    expect(Object.keys(EACH_FILTER_ALONE).sort()).toEqual(Object.keys(CATALOGUE_FILTERS).sort());
    for (const [name, filters] of Object.entries(EACH_FILTER_ALONE)) {
      const asked = Object.entries(criteriaOf(ZCatalogueQuerySchema.parse(filters), '2026-11-25')).filter(([, value]) => value !== undefined);
      expect(asked.map(([key]) => key).sort(), name).toEqual([...new Set(['passportValidOn', name])].sort());
    }
  });

  const FILTER_SETS: TFilters[] = [
    ...Object.values(EACH_FILTER_ALONE),
    { ageRange: '36-40' },
    { nationality: '5', profession: '1', gender: 'female', ageRange: '36-40', availableOnly: 'true' },
    { workedIn: 'gcc', hasVideo: 'true', gender: 'female' },
    { availableBy: '2099-01-01', experience: '5', languages: '2' },
    EVERY_FILTER,
  ];

  it('answers every filter set, sort and page from memory exactly as the database would', async () => {
    // Many born on one day: the sorts' ties are broken by id, in memory as in SQL.
    const sharedBirthDay = `${today.getUTCFullYear() - 38}-03-15`;
    await app.db.execute(sql`UPDATE labors SET date_of_birth = ${sharedBirthDay} WHERE id % 40 = 0`);
    await keptInMemory();
    for (const filters of FILTER_SETS) {
      for (const sort of ['latest', 'ageAsc', 'ageDesc']) {
        for (const pageNumber of ['1', '2', '7']) {
          const asked = { ...filters, sort, pageNumber };
          expect(await shown(asked), JSON.stringify(asked)).toEqual(await fromDatabase(asked));
        }
      }
    }
  });

  it('shows a change made behind the server at once, and answers from memory again afterwards', async () => {
    await keptInMemory();
    const filters = { nationality: '4', availableOnly: 'true' };
    const before = (await shown(filters)).totalCount!;
    await app.db.execute(sql`UPDATE labors SET status = 'InService'
      WHERE id IN (SELECT id FROM labors WHERE country_id = 4 AND status = 'Available' AND is_active ORDER BY id LIMIT 7)`);
    expect((await shown(filters)).totalCount).toBe(before - 7);
    await keptInMemory();
    expect(await shown(filters)).toEqual(await fromDatabase(filters));
    expect((await shown(filters)).totalCount).toBe(before - 7);
  });

  it("shows a change to a worker's page made behind the server on the next request", async () => {
    const [worker] = (await listCatalogue(reader(), ZCatalogueQuerySchema.parse({}))).items;
    expect((await getPublicLabor(reader(), worker!.id)).name).toBe(worker!.name);
    await app.db.execute(sql`UPDATE labors SET name = 'Renamed Behind' WHERE id = ${worker!.id}`);
    expect((await getPublicLabor(reader(), worker!.id)).name).toBe('Renamed Behind');
    await app.db.execute(sql`DELETE FROM labor_languages WHERE labor_id = ${worker!.id}`);
    expect((await getPublicLabor(reader(), worker!.id)).languages).toEqual([]);
  });

  it('answers workers asked for together each with her own record, and a missing one as not found', async () => {
    const cards = (await listCatalogue(reader(), ZCatalogueQuerySchema.parse({ pageSize: '24', sort: 'ageAsc' }))).items;
    const answers = await Promise.allSettled([...cards.map((card) => getPublicLabor(reader(), card.id)), getPublicLabor(reader(), 99_999_999)]);
    expect(answers.slice(0, -1).map((answer) => (answer.status === 'fulfilled' ? [answer.value.id, answer.value.name] : answer.reason))).toEqual(
      cards.map((card) => [card.id, card.name]),
    );
    expect(answers.at(-1)).toMatchObject({ status: 'rejected', reason: { statusCode: 404 } });
  });

  it('reads the version once for the requests of one turn, and afresh for a request that came after a change', async () => {
    const together = [workersVersion(app.db), workersVersion(app.db), workersVersion(app.db)];
    expect(new Set(together).size).toBe(1);
    const version = BigInt(await together[0]!);
    await app.db.execute(sql`UPDATE labors SET salary_aed = salary_aed WHERE id = 1`);
    const after = workersVersion(app.db);
    expect(after).not.toBe(together[0]);
    expect(BigInt(await after)).toBe(version + 1n);
  });

  it('moves the version once for a transaction that changes many workers, and not for writes elsewhere', async () => {
    const start = BigInt(await workersVersion(app.db));
    await app.db.execute(sql`UPDATE users SET phone_number = phone_number WHERE id <= 10`);
    expect(BigInt(await workersVersion(app.db))).toBe(start);
    await app.db.execute(sql`UPDATE labors SET is_active = NOT is_active WHERE id <= 100`);
    await app.db.execute(sql`UPDATE labors SET is_active = NOT is_active WHERE id <= 100`);
    expect(BigInt(await workersVersion(app.db))).toBe(start + 2n);
  });

  it("counts each filter's choices as the database would show them, the other filters kept", async () => {
    await keptInMemory();
    const base = { nationality: '3', languages: '2', workedIn: 'gcc' };
    const facets = (await listCatalogue(reader(), ZCatalogueQuerySchema.parse(base))).facets!;
    const total = async (filters: TFilters) => {
      const rows = await catalogueQuery(app.db, ZCatalogueQuerySchema.parse({ ...filters, pageSize: '1' }), today);
      return rows[0]?.totalCount ?? 0;
    };
    const counted = (counts: Record<string, number>, key: string) => counts[key] ?? 0;
    for (const religion of ['1', '2', '3']) expect(counted(facets.religion, religion), religion).toBe(await total({ ...base, religion }));
    for (const maritalStatus of ['1', '2']) expect(counted(facets.maritalStatus, maritalStatus)).toBe(await total({ ...base, maritalStatus }));
    for (const experience of ['1', '3', '5']) expect(counted(facets.experience, experience)).toBe(await total({ ...base, experience }));
    for (const workedIn of ['uae', 'gcc']) expect(counted(facets.workedIn, workedIn)).toBe(await total({ ...base, workedIn }));
    for (const language of ['1', '3']) expect(counted(facets.languages, language)).toBe(await total({ ...base, languages: `2,${language}` }));
    expect(facets.availableNow).toBe(await total({ ...base, availableOnly: 'true' }));
    expect(facets.hasVideo).toBe(await total({ ...base, hasVideo: 'true' }));
    expect(Object.values(facets.religion).every((count) => count > 0)).toBe(true);
  });
});
