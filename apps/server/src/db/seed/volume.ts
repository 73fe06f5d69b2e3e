import { sql } from 'drizzle-orm';
import type { TDb } from '../client.js';

/**
 * Adds `count` varied workers in one statement, for plans and benchmarks at realistic volume:
 * every nationality, position and age from 18 to 60, a few inactive, a mix of statuses.
 * Reference lists must be seeded first; the photo names point at no file.
 */
export async function addWorkersInBulk(db: TDb, count: number, today = new Date()) {
  await db.execute(sql`
    INSERT INTO labors (name, name_ar, photo, thumbnail, date_of_birth, gender, country_id, position_id, religion_id,
      education_level_id, marital_status_id, passport_number, passport_issue_date, passport_expiry_date,
      passport_issue_place, address, salary_aed, skills, is_active, status, created_at)
    SELECT 'Worker ' || n, 'عاملة ' || n, md5(n::text) || '.webp', md5('t' || n::text) || '.webp',
      (${today.toISOString().slice(0, 10)}::date - ((18 * 365 + (n * 7919) % (42 * 365)) || ' days')::interval)::date,
      CASE WHEN n % 7 = 0 THEN 'male' ELSE 'female' END,
      (SELECT id FROM countries ORDER BY id OFFSET n % (SELECT count(*) FROM countries) LIMIT 1),
      (SELECT id FROM positions ORDER BY id OFFSET n % (SELECT count(*) FROM positions) LIMIT 1),
      (SELECT min(id) FROM religions), (SELECT min(id) FROM education_levels), (SELECT min(id) FROM marital_statuses),
      'P' || lpad(n::text, 8, '0'), '2022-01-01', '2032-01-01', 'Manila', 'Dubai', 1200 + (n % 20) * 100,
      ARRAY['Cleaning', 'Cooking'], n % 25 <> 0,
      (ARRAY['Available', 'Available', 'Available', 'NotAvailable', 'InService'])[1 + n % 5],
      ${today.toISOString()}::timestamptz - (n || ' minutes')::interval
    FROM generate_series(1, ${count}) AS n`);
  await db.execute(sql`ANALYZE labors`);
}
