import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCatalogueQuerySchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { addWorkersInBulk } from '../../db/seed/volume.js';
import { createTestApp } from '../../test/test-app.js';
import { catalogueCounts } from './catalogue-counts.js';
import { catalogueQuery, listCatalogue } from './service.js';

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
  }, 60_000);
  afterAll(async () => app.close());

  async function planOf(filters: Record<string, string | undefined>) {
    const query = catalogueQuery(app.db, ZCatalogueQuerySchema.parse(filters), today);
    const result = await app.db.execute(sql`EXPLAIN (FORMAT JSON) ${query}`);
    const [row] = (result as unknown as { rows: Array<{ 'QUERY PLAN': Array<{ Plan: TPlanNode }> }> }).rows;
    return nodes(row!['QUERY PLAN'][0]!.Plan);
  }

  it.each([
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
    const page = await listCatalogue(app.db, ZCatalogueQuerySchema.parse({ nationality: '1', ageRange: '26-30' }), today);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.totalCount).toBeGreaterThan(page.items.length);
    const pastTheLast = await listCatalogue(app.db, ZCatalogueQuerySchema.parse({ nationality: '1', ageRange: '26-30', pageNumber: '999' }), today);
    expect(pastTheLast.items).toEqual([]);
    expect(pastTheLast.totalCount).toBe(page.totalCount);
  });

  async function databaseVersion() {
    const result = await app.db.execute(sql`SELECT version::text AS version FROM catalogue_version`);
    return (result as unknown as { rows: Array<{ version: string }> }).rows[0]!.version;
  }

  /** Asks the catalogue until the counts it keeps are the database's (they are read again after the request that saw a change). */
  async function countsKept() {
    const version = await databaseVersion();
    await expect.poll(async () => {
      await listCatalogue(app.db, ZCatalogueQuerySchema.parse({}), today);
      return catalogueCounts(app.db).version;
    }).toBe(version);
  }

  const totalInSql = async (filters: Record<string, string>) =>
    (await catalogueQuery(app.db, ZCatalogueQuerySchema.parse(filters), today))[0]?.totalCount ?? 0;
  const totalShown = async (filters: Record<string, string>) => (await listCatalogue(app.db, ZCatalogueQuerySchema.parse(filters), today)).totalCount;

  const FILTER_SETS = [
    {},
    { nationality: '3' },
    { profession: '2', gender: 'male' },
    { gender: 'female', availableOnly: 'true' },
    { nationality: '1', ageRange: '26-30' },
    { nationality: '2', ageRange: '18-25', sort: 'ageAsc', pageNumber: '2' },
    { nationality: '5', profession: '1', gender: 'female', ageRange: '36-40', availableOnly: 'true' },
    { ageRange: '41-45' },
  ];

  it('counts every filter set in memory exactly as the database would', async () => {
    await countsKept();
    for (const filters of FILTER_SETS) expect(await totalShown(filters), JSON.stringify(filters)).toBe(await totalInSql(filters));
    expect(catalogueCounts(app.db).version).toBe(await databaseVersion());
  });

  it('shows a change made behind the server at once, and keeps counting it in memory afterwards', async () => {
    await countsKept();
    const filters = { nationality: '4', availableOnly: 'true' };
    const before = await totalShown(filters);
    await app.db.execute(sql`UPDATE labors SET status = 'InService'
      WHERE id IN (SELECT id FROM labors WHERE country_id = 4 AND status = 'Available' AND is_active ORDER BY id LIMIT 7)`);
    expect(await totalShown(filters)).toBe(before - 7);
    await countsKept();
    expect(await totalShown(filters)).toBe(before - 7);
    expect(await totalInSql(filters)).toBe(before - 7);
  });

  it('moves the version once for a change of many workers, and not for a change the filters do not read', async () => {
    const start = Number(await databaseVersion());
    await app.db.execute(sql`UPDATE labors SET name = name || '' WHERE id <= 100`);
    expect(Number(await databaseVersion())).toBe(start);
    await app.db.execute(sql`UPDATE labors SET is_active = NOT is_active WHERE id <= 100`);
    await app.db.execute(sql`UPDATE labors SET is_active = NOT is_active WHERE id <= 100`);
    expect(Number(await databaseVersion())).toBe(start + 2);
  });
});
