import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const migration = fs.readFileSync(new URL('./migrations/0029_sponsor_nationality_iso.sql', import.meta.url), 'utf8');

describe('migration 0029 on sponsors who saved a nationality before it', () => {
  it('carries each saved nationality over as its ISO code, by its English or Arabic name, and drops the old column', async () => {
    const db = new PGlite();
    // Only the tables the migration touches, as they were before it.
    await db.exec(`
      CREATE TABLE countries (id serial PRIMARY KEY, name text NOT NULL, name_ar text NOT NULL);
      CREATE TABLE client_profiles (
        id serial PRIMARY KEY,
        nationality_id integer CONSTRAINT client_profiles_nationality_id_countries_id_fk REFERENCES countries(id)
      );
      INSERT INTO countries (name, name_ar) VALUES
        ('India', 'الهند'), (' philippines ', 'الفلبين'), ('Phillipines', 'الفلبين'), ('Myanmar (Burma)', 'ميانمار'),
        ('United Kingdom', 'بريطانيا'), ('Atlantis', 'أتلانتس');
      INSERT INTO client_profiles (nationality_id) VALUES (1), (2), (3), (4), (5), (6), (NULL);
    `);
    for (const statement of migration.split('--> statement-breakpoint')) await db.exec(statement);
    const profiles = await db.query<{ nationality: string | null }>('SELECT nationality FROM client_profiles ORDER BY id');
    // A misspelt English name is found by its Arabic one; a country no list knows is left unset, never guessed.
    expect(profiles.rows.map((row) => row.nationality)).toEqual(['IN', 'PH', 'PH', 'MM', 'GB', null, null]);
    const columns = await db.query<{ column_name: string }>(`SELECT column_name FROM information_schema.columns WHERE table_name = 'client_profiles'`);
    expect(columns.rows.map((row) => row.column_name).sort()).toEqual(['id', 'nationality']);
    await db.close();
    // A fresh PGlite takes seconds to start on a busy machine.
  }, 60_000);
});
