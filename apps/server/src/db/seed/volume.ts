import { eq, sql, type SQL } from 'drizzle-orm';
import { refreshBoardPointers } from '../../modules/processes/settle.js';
import type { TDb } from '../client.js';
import { visaProcesses } from '../schema/index.js';
import type { TStoredImage } from '../../storage/uploads.js';
import benchNames from './bench-names.json' with { type: 'json' };

const textArray = (values: string[]) =>
  sql`ARRAY[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/**
 * Names as agencies have them (bench-names.json), the n-th of every first name with every last name:
 * a name search then reads what it would on real data, where `Worker 1, Worker 2, ...` shared most
 * of their trigrams with every other worker. bench/http.mjs searches for them.
 */
const [FIRST, LAST] = [benchNames.workerFirstNames, benchNames.workerLastNames];
const workerName = (language: 0 | 1, n: SQL) =>
  sql`(${textArray(FIRST.map((name) => name[language]!))})[1 + ${n} % ${FIRST.length}] || ' ' || (${textArray(LAST.map((name) => name[language]!))})[1 + (${n} / ${FIRST.length}) % ${LAST.length}]`;
const clientUserName = (n: SQL) =>
  sql`(${textArray(benchNames.clientFirstNames)})[1 + ${n} % ${benchNames.clientFirstNames.length}] || '.' || (${textArray(benchNames.clientFamilyNames)})[1 + (${n} / ${benchNames.clientFirstNames.length}) % ${benchNames.clientFamilyNames.length}] || ${n}`;

/**
 * Adds `count` varied workers in one statement, for plans and benchmarks at realistic volume:
 * every nationality, position and age from 18 to 60, a few inactive, a mix of statuses.
 * Reference lists must be seeded first; the photo names point at no file.
 */
export async function addWorkersInBulk(db: TDb, count: number, today = new Date()) {
  await db.execute(sql`
    INSERT INTO labors (name, name_ar, photo, thumbnail, date_of_birth, gender, country_id, position_id, religion_id,
      education_level_id, marital_status_id, passport_number, passport_issue_date, passport_expiry_date,
      passport_issue_place, address, salary_aed, skills, is_active, status, created_at, experience_years, gulf_experience)
    SELECT ${workerName(0, sql`n`)}, ${workerName(1, sql`n`)}, md5(n::text) || '.webp', md5('t' || n::text) || '.webp',
      (${today.toISOString().slice(0, 10)}::date - ((18 * 365 + (n * 7919) % (42 * 365)) || ' days')::interval)::date,
      CASE WHEN n % 7 = 0 THEN 'male' ELSE 'female' END,
      (SELECT id FROM countries ORDER BY id OFFSET n % (SELECT count(*) FROM countries) LIMIT 1),
      (SELECT id FROM positions ORDER BY id OFFSET n % (SELECT count(*) FROM positions) LIMIT 1),
      (SELECT id FROM religions ORDER BY id OFFSET n % (SELECT count(*) FROM religions) LIMIT 1), (SELECT min(id) FROM education_levels),
      (SELECT id FROM marital_statuses ORDER BY id OFFSET (n / 3) % (SELECT count(*) FROM marital_statuses) LIMIT 1),
      'P' || lpad(n::text, 8, '0'), '2022-01-01', '2032-01-01', 'Manila', 'Dubai', 1200 + (n % 20) * 100,
      ARRAY['Cleaning', 'Cooking'], n % 25 <> 0,
      (ARRAY['Available', 'Available', 'Available', 'NotAvailable', 'InService'])[1 + n % 5],
      ${today.toISOString()}::timestamptz - (n || ' minutes')::interval,
      n % 9, (ARRAY['uae', 'gcc', NULL])[1 + n % 3]
    FROM generate_series(1, ${count}) AS n`);
  // Two languages each, varied: the catalogue's language filter has something to find.
  await db.execute(sql`
    INSERT INTO labor_languages (labor_id, language_id)
    SELECT l.id, lang.id FROM labors l
    JOIN LATERAL (SELECT array_agg(id ORDER BY id) AS ids FROM languages) all_languages ON true
    CROSS JOIN LATERAL (VALUES (all_languages.ids[1 + l.id % array_length(all_languages.ids, 1)]),
      (all_languages.ids[1 + (l.id + 2) % array_length(all_languages.ids, 1)])) AS lang(id)
    WHERE NOT EXISTS (SELECT 1 FROM labor_languages WHERE labor_id = l.id)
    ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE labors`);
  await db.execute(sql`ANALYZE labor_languages`);
}

/** Points every worker's photo at one of a few real portraits (the bulk names point at no file). */
export async function shareWorkerPortraits(db: TDb, portraits: TStoredImage[]) {
  const images = textArray(portraits.map((portrait) => portrait.image));
  const thumbnails = textArray(portraits.map((portrait) => portrait.thumbnail));
  await db.execute(sql`
    UPDATE labors SET photo = (${images})[1 + id % ${portraits.length}], thumbnail = (${thumbnails})[1 + id % ${portraits.length}]`);
}

/**
 * Adds `count` clients with user names like `fatima.alhashmi{n}` and the e-mail
 * bench-client-{n}@example.com (they sign in with either), all with the same password hash,
 * registered over the past few years.
 */
export async function addClientsInBulk(db: TDb, count: number, passwordHash: string, today = new Date()) {
  await db.execute(sql`
    INSERT INTO users (role, user_name, user_name_key, email, email_key, phone_number, password_hash, language_id, created_at, updated_at)
    SELECT 'client', ${clientUserName(sql`n`)}, ${clientUserName(sql`n`)}, 'bench-client-' || n || '@example.com',
      'bench-client-' || n || '@example.com', '5' || lpad((n % 100000000)::text, 8, '0'), ${passwordHash}, 1 + n % 2,
      ${today.toISOString()}::timestamptz - ((n * 37) % (4 * 365 * 24 * 60) || ' minutes')::interval,
      ${today.toISOString()}::timestamptz
    FROM generate_series(1, ${count}) AS n`);
  await db.execute(sql`ANALYZE users`);
}

/**
 * The eight characters after a bench order's `SB-`: n scrambled (times an odd constant, modulo 2^32:
 * one number per n) and written in hex, so they look as random as the app's own numbers do to a
 * trigram search, where `SB-00000001, SB-00000002, ...` all shared their first six characters.
 * bench/http.mjs computes the same to search for them.
 */
const benchOrderSuffix = (n: SQL) => sql`upper(lpad(to_hex((${n}::bigint * 2654435761) % 4294967296), 8, '0'))`;

/**
 * Adds `count` orders spread over the bench clients and the workers, with the statuses of years of
 * business (most delivered, rejected or canceled, a few open) and each order's history: the request
 * and, for closed ones, the closing step. No two open orders share a client and a worker, and no
 * worker is hired twice (the database refuses both).
 */
export async function addOrdersInBulk(db: TDb, count: number, today = new Date()) {
  await db.execute(sql`
    WITH client_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM users WHERE role = 'client'),
         labor_ids AS (SELECT array_agg(id ORDER BY id) AS ids FROM labors)
    INSERT INTO orders (number, client_id, labor_id, package_kind, price_aed, months, status, created_at, updated_at)
    SELECT 'SB-' || ${benchOrderSuffix(sql`n`)},
      c.ids[1 + (n * 7) % array_length(c.ids, 1)],
      l.ids[1 + (n * 13) % array_length(l.ids, 1)],
      CASE WHEN n % 3 = 0 THEN 'Monthly' ELSE 'Main' END,
      CASE WHEN n % 3 = 0 THEN 2500 ELSE 9500 END,
      CASE WHEN n % 3 = 0 THEN 3 ELSE NULL END,
      (ARRAY['Delivered', 'Delivered', 'Rejected', 'Canceled', 'Delivered', 'Canceled', 'Delivered', 'Rejected'])[1 + n % 8],
      ${today.toISOString()}::timestamptz - ((n * 11) % (4 * 365 * 24 * 60) || ' minutes')::interval,
      ${today.toISOString()}::timestamptz
    FROM generate_series(1, ${count}) AS n, client_ids c, labor_ids l`);
  await db.execute(sql`
    INSERT INTO order_events (order_id, at, action, actor, from_status, to_status)
    SELECT id, created_at, 'request', 'client', NULL, 'Pending' FROM orders WHERE number LIKE 'SB-%'
    UNION ALL
    SELECT id, created_at + interval '3 days', CASE status WHEN 'Delivered' THEN 'deliver' WHEN 'Rejected' THEN 'reject' ELSE 'cancel' END,
      'admin', 'Pending', status FROM orders WHERE number LIKE 'SB-%'`);
  await db.execute(sql`ANALYZE orders`);
  await db.execute(sql`ANALYZE order_events`);
}

/**
 * The bench's running visa processes: `count` workers without one, each started by hand from its
 * template (half abroad, a third Monthly) between 0 and 39 days ago, its first steps done, its due
 * dates from the expected days (docs/decisions/032), so the board has overdue and current steps.
 */
export async function addProcessesInBulk(db: TDb, count: number, today = new Date()) {
  await db.execute(sql`
    WITH picked AS (
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM labors
      WHERE NOT EXISTS (SELECT 1 FROM visa_processes p WHERE p.labor_id = labors.id AND p.status = 'running')
      ORDER BY id LIMIT ${count})
    INSERT INTO visa_processes (labor_id, package_kind, location, status, started_on, created_at, updated_at)
    SELECT id, CASE WHEN n % 3 = 0 THEN 'Monthly' ELSE 'Main' END, CASE WHEN n % 2 = 0 THEN 'abroad' ELSE 'inUae' END, 'running',
      (${today.toISOString()}::timestamptz AT TIME ZONE 'Asia/Dubai')::date - (n % 40)::int, ${today.toISOString()}::timestamptz, ${today.toISOString()}::timestamptz
    FROM picked`);
  await db.execute(sql`
    WITH planned AS (
      SELECT p.id AS process_id, s.position, s.kind, s.name_en, s.name_ar, s.expected_days, s.has_appointment, s.bring_en, s.bring_ar,
        p.started_on + (sum(s.expected_days) OVER (PARTITION BY p.id ORDER BY s.position))::int AS due_date,
        row_number() OVER (PARTITION BY p.id ORDER BY s.position) <= p.id % 6 AS done
      FROM visa_processes p
      JOIN process_templates t ON t.package_kind = p.package_kind AND t.location = p.location
      JOIN process_template_steps s ON s.template_id = t.id
      WHERE p.order_id IS NULL AND NOT EXISTS (SELECT 1 FROM process_steps existing WHERE existing.process_id = p.id))
    INSERT INTO process_steps (process_id, position, kind, name_en, name_ar, expected_days, has_appointment, bring_en, bring_ar, state, due_date, done_on)
    SELECT process_id, position, kind, name_en, name_ar, expected_days, has_appointment, bring_en, bring_ar,
      CASE WHEN done THEN 'done' ELSE 'todo' END, due_date, CASE WHEN done THEN due_date END
    FROM planned`);
  // One in ten belongs to the worker's last delivered order, so its contract can be drawn.
  await db.execute(sql`
    UPDATE visa_processes p SET order_id = o.id, client_id = o.client_id
    FROM (SELECT DISTINCT ON (labor_id) id, labor_id, client_id FROM orders WHERE status = 'Delivered' ORDER BY labor_id, id DESC) o
    WHERE o.labor_id = p.labor_id AND p.order_id IS NULL AND p.id % 10 = 0
      AND NOT EXISTS (SELECT 1 FROM visa_processes linked WHERE linked.order_id = o.id)`);
  await refreshBoardPointers(db, eq(visaProcesses.status, 'running'));
  await db.execute(sql`ANALYZE visa_processes`);
  await db.execute(sql`ANALYZE process_steps`);
}
