-- The board reads each process's current step and earliest due date from the process itself, kept
-- by every change of its steps, instead of looking through the steps of every process on each read.
ALTER TABLE "visa_processes" ADD COLUMN IF NOT EXISTS "current_step_id" integer;--> statement-breakpoint
ALTER TABLE "visa_processes" ADD COLUMN IF NOT EXISTS "current_step_kind" text;--> statement-breakpoint
ALTER TABLE "visa_processes" ADD COLUMN IF NOT EXISTS "current_assignee_id" integer;--> statement-breakpoint
ALTER TABLE "visa_processes" ADD COLUMN IF NOT EXISTS "next_due_date" date;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visa_processes_board_idx" ON "visa_processes" ("status", "next_due_date" ASC NULLS LAST, "id" DESC);--> statement-breakpoint
-- Staff find a client by the full name on their profile too (the board, the orders' search).
CREATE INDEX IF NOT EXISTS "client_profiles_full_name_trgm_idx" ON "client_profiles" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "client_profiles_full_name_ar_trgm_idx" ON "client_profiles" USING gin ("full_name_ar" gin_trgm_ops);--> statement-breakpoint
-- Orders already Hired when 0030 came had no process. A process staff started by hand for the worker
-- becomes her order's, as the hire would have done.
UPDATE "visa_processes" p SET "order_id" = o."id", "client_id" = o."client_id", "updated_at" = now()
FROM "orders" o
WHERE o."status" = 'Hired' AND o."labor_id" = p."labor_id" AND p."status" = 'running' AND p."order_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "visa_processes" linked WHERE linked."order_id" = o."id");--> statement-breakpoint
-- The others start on the day they were hired, from the template of the order's package and of where
-- the worker is, every step still to do: staff tick what was done before the upgrade.
INSERT INTO "visa_processes" ("order_id", "labor_id", "client_id", "package_kind", "location", "status", "started_on")
SELECT o."id", o."labor_id", o."client_id", o."package_kind",
  CASE WHEN l."stage" IN ('abroad', 'visaInProcess') THEN 'abroad' ELSE 'inUae' END, 'running',
  (coalesce((SELECT max(e."at") FROM "order_events" e WHERE e."order_id" = o."id" AND e."to_status" = 'Hired'), o."updated_at") AT TIME ZONE 'Asia/Dubai')::date
FROM "orders" o
JOIN "labors" l ON l."id" = o."labor_id"
WHERE o."status" = 'Hired'
  AND NOT EXISTS (SELECT 1 FROM "visa_processes" p WHERE p."order_id" = o."id")
  AND NOT EXISTS (SELECT 1 FROM "visa_processes" p WHERE p."labor_id" = o."labor_id" AND p."status" = 'running');--> statement-breakpoint
INSERT INTO "process_steps" ("process_id", "position", "kind", "name_en", "name_ar", "expected_days", "has_appointment", "bring_en", "bring_ar", "state", "due_date")
SELECT p."id", s."position", s."kind", s."name_en", s."name_ar", s."expected_days", s."has_appointment", s."bring_en", s."bring_ar", 'todo',
  p."started_on" + (sum(s."expected_days") OVER (PARTITION BY p."id" ORDER BY s."position"))::int
FROM "visa_processes" p
JOIN "process_templates" t ON t."package_kind" = p."package_kind" AND t."location" = p."location"
JOIN "process_template_steps" s ON s."template_id" = t."id"
WHERE NOT EXISTS (SELECT 1 FROM "process_steps" existing WHERE existing."process_id" = p."id");--> statement-breakpoint
UPDATE "visa_processes" p SET
  "current_step_id" = (SELECT s."id" FROM "process_steps" s WHERE s."process_id" = p."id" AND s."state" IN ('todo', 'booked', 'blocked') ORDER BY s."position" LIMIT 1),
  "current_step_kind" = (SELECT s."kind" FROM "process_steps" s WHERE s."process_id" = p."id" AND s."state" IN ('todo', 'booked', 'blocked') ORDER BY s."position" LIMIT 1),
  "current_assignee_id" = (SELECT s."assignee_id" FROM "process_steps" s WHERE s."process_id" = p."id" AND s."state" IN ('todo', 'booked', 'blocked') ORDER BY s."position" LIMIT 1),
  "next_due_date" = (SELECT min(s."due_date") FROM "process_steps" s WHERE s."process_id" = p."id" AND s."state" IN ('todo', 'booked', 'blocked'));
