import { PGlite, types } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { date, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDatesAsTextOnce } from './pglite-parsers.js';
import { keepPlans } from './pglite-plans.js';

const visits = pgTable('visits', {
  id: integer('id').primaryKey(),
  day: date('day').notNull(),
  at: timestamp('at', { withTimezone: true }).notNull(),
  fees: numeric('fees').array().notNull(),
});

describe('dates and times read as text, set once on the embedded database', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.exec(`CREATE TABLE visits (id int PRIMARY KEY, day date NOT NULL, at timestamptz NOT NULL, fees numeric[] NOT NULL);
      INSERT INTO visits VALUES (1, '2026-11-29', '2026-11-29T06:30:00Z', '{105.5,20}');`);
    readDatesAsTextOnce(client);
    await keepPlans(client);
  });
  afterAll(() => client.close());

  it('gives Drizzle the values it gave before, read once, again and by a kept plan', async () => {
    const db = drizzle(client);
    for (let time = 0; time < 3; time++) {
      const rows = await db
        .select()
        .from(visits)
        .where(sql`${visits.id} = ${1}`);
      expect(rows).toEqual([{ id: 1, day: '2026-11-29', at: new Date('2026-11-29T06:30:00Z'), fees: ['105.5', '20'] }]);
    }
  });

  it('reads them as text for a query that does not ask, and still parses what a query asks beyond them', async () => {
    const { rows } = await client.query<{ day: string; at: string }>('SELECT day, at FROM visits');
    expect(rows).toEqual([{ day: '2026-11-29', at: '2026-11-29 06:30:00+00' }]);
    const asked = await client.query<{ id: string }>('SELECT id FROM visits', [], { parsers: { [types.INT4]: (value) => `#${value}` } });
    expect(asked.rows).toEqual([{ id: '#1' }]);
  });
});
