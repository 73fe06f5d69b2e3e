import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';

const migration = fs.readFileSync(new URL('./migrations/0007_arabic_skills_and_feminine_names.sql', import.meta.url), 'utf8');

describe('migration 0007 on an installation seeded before it', () => {
  it('fills the Arabic of known skills in their order and the feminine of the seeded marital statuses', async () => {
    const db = new PGlite();
    // Only the tables the migration touches, as they were before it.
    await db.exec(`
      CREATE TABLE labors (id serial PRIMARY KEY, skills text[] NOT NULL DEFAULT '{}');
      CREATE TABLE marital_statuses (id serial PRIMARY KEY, name text NOT NULL, name_ar text NOT NULL);
      CREATE TABLE countries (id int); CREATE TABLE education_levels (id int); CREATE TABLE languages (id int);
      CREATE TABLE positions (id int); CREATE TABLE religions (id int);
      INSERT INTO labors (skills) VALUES ('{Cleaning,Swimming,Baking}'), ('{}');
      INSERT INTO marital_statuses (name, name_ar) VALUES ('Single', 'غير متزوج'), ('Engaged', 'مخطوب');
    `);
    for (const statement of migration.split('--> statement-breakpoint')) await db.exec(statement);
    const labors = await db.query<{ skills_ar: string[] }>('SELECT skills_ar FROM labors ORDER BY id');
    expect(labors.rows.map((row) => row.skills_ar)).toEqual([['التنظيف', '', 'الخَبز'], []]);
    const statuses = await db.query<{ name_ar_female: string }>('SELECT name_ar_female FROM marital_statuses ORDER BY id');
    expect(statuses.rows.map((row) => row.name_ar_female)).toEqual(['عزباء', '']);
    await db.close();
    // A fresh PGlite takes seconds to start on a busy machine.
  }, 60_000);
});
