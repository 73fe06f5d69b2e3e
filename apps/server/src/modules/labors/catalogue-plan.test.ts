import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZCatalogueQuerySchema } from '@app/shared';
import type { TApp } from '../../app.js';
import { addWorkersInBulk } from '../../db/seed/volume.js';
import { createTestApp } from '../../test/test-app.js';
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
});
