import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { guessExperience } from '@app/shared';

const migration = fs.readFileSync(new URL('./migrations/0018_worker_experience.sql', import.meta.url), 'utf8');

const JOBS: Array<[labor: number, country: string, countryAr: string, period: string, periodAr: string]> = [
  [1, 'United Arab Emirates', 'الإمارات العربية المتحدة', '2 years', 'سنتان'],
  [1, 'Saudi Arabia', 'المملكة العربية السعودية', '3 years', '3 سنوات'],
  [2, 'Dubai', '', '1 yr', ''],
  [2, 'Lebanon', 'لبنان', '2019-2022', ''],
  [3, 'Kuwait', '', 'six months', '4 سنوات'],
  [4, 'Hong Kong', '', '10 Years', ''],
];

describe('migration 0018 on workers added before it', () => {
  it('reads each past job’s years and region from its text as the app does, and totals them per worker', async () => {
    const db = new PGlite();
    // Only the tables the migration touches, as they were before it.
    await db.exec(`
      CREATE TABLE labors (id serial PRIMARY KEY, religion_id int, marital_status_id int, salary_aed int);
      CREATE TABLE labor_languages (labor_id int, language_id int);
      CREATE TABLE labor_experiences (id serial PRIMARY KEY, labor_id int NOT NULL, country text NOT NULL, country_ar text NOT NULL DEFAULT '',
        period text NOT NULL, period_ar text NOT NULL DEFAULT '');
      INSERT INTO labors (id) VALUES (1), (2), (3), (4), (5);
    `);
    for (const [labor, country, countryAr, period, periodAr] of JOBS)
      await db.query('INSERT INTO labor_experiences (labor_id, country, country_ar, period, period_ar) VALUES ($1, $2, $3, $4, $5)', [
        labor,
        country,
        countryAr,
        period,
        periodAr,
      ]);
    for (const statement of migration.split('--> statement-breakpoint')) await db.exec(statement);
    const jobs = await db.query<{ years: number; region: string }>('SELECT years, region FROM labor_experiences ORDER BY id');
    expect(jobs.rows).toEqual(JOBS.map(([, country, countryAr, period, periodAr]) => guessExperience({ country, countryAr, period, periodAr })));
    const totals = await db.query<{ experience_years: number; gulf_experience: string | null }>(
      'SELECT experience_years, gulf_experience FROM labors ORDER BY id',
    );
    expect(totals.rows).toEqual([
      { experience_years: 5, gulf_experience: 'uae' },
      { experience_years: 1, gulf_experience: 'uae' },
      { experience_years: 4, gulf_experience: 'gcc' },
      { experience_years: 10, gulf_experience: null },
      { experience_years: 0, gulf_experience: null },
    ]);
    // Past jobs changed afterwards keep the totals in step.
    await db.exec(`DELETE FROM labor_experiences WHERE labor_id = 1 AND region = 'uae'; UPDATE labor_experiences SET years = 7 WHERE labor_id = 4`);
    const after = await db.query<{ experience_years: number; gulf_experience: string | null }>(
      'SELECT experience_years, gulf_experience FROM labors WHERE id IN (1, 4) ORDER BY id',
    );
    expect(after.rows).toEqual([
      { experience_years: 3, gulf_experience: 'gcc' },
      { experience_years: 7, gulf_experience: null },
    ]);
    await db.close();
    // A fresh PGlite takes seconds to start on a busy machine.
  }, 60_000);
});
