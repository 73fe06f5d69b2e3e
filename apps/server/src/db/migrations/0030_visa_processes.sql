-- The visa and contract process from the hire to the handover (issue 34, docs/decisions/032): one
-- template per package and per where the worker is, and each worker's process with its steps,
-- copied from its template when it starts (a template changed later leaves running processes alone).
CREATE TABLE IF NOT EXISTS "process_templates" (
  "id" serial PRIMARY KEY NOT NULL,
  "package_kind" text NOT NULL,
  "location" text NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "process_templates_kind_location_unique" UNIQUE ("package_kind", "location"),
  CONSTRAINT "process_templates_package_check" CHECK ("package_kind" IN ('Main', 'Monthly')),
  CONSTRAINT "process_templates_location_check" CHECK ("location" IN ('abroad', 'inUae'))
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "process_template_steps" (
  "id" serial PRIMARY KEY NOT NULL,
  "template_id" integer NOT NULL REFERENCES "process_templates"("id") ON DELETE cascade,
  "position" integer NOT NULL,
  "kind" text NOT NULL,
  "name_en" text NOT NULL,
  "name_ar" text NOT NULL,
  "expected_days" integer NOT NULL,
  "has_appointment" boolean DEFAULT false NOT NULL,
  "bring_en" text DEFAULT '' NOT NULL,
  "bring_ar" text DEFAULT '' NOT NULL,
  CONSTRAINT "process_template_steps_position_unique" UNIQUE ("template_id", "position")
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "visa_processes" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer REFERENCES "orders"("id"),
  "labor_id" integer NOT NULL REFERENCES "labors"("id"),
  "client_id" integer REFERENCES "users"("id"),
  "package_kind" text NOT NULL,
  "location" text NOT NULL,
  "status" text DEFAULT 'running' NOT NULL,
  "started_on" date NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "created_by" integer REFERENCES "users"("id"),
  CONSTRAINT "visa_processes_status_check" CHECK ("status" IN ('running', 'done', 'canceled')),
  CONSTRAINT "visa_processes_location_check" CHECK ("location" IN ('abroad', 'inUae'))
);--> statement-breakpoint
-- One process per order, and a worker in at most one running process, whatever races happen.
CREATE UNIQUE INDEX IF NOT EXISTS "visa_processes_order_unique" ON "visa_processes" ("order_id") WHERE "order_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "visa_processes_one_running_per_labor" ON "visa_processes" ("labor_id") WHERE "status" = 'running';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "visa_processes_status_idx" ON "visa_processes" ("status", "started_on");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "process_steps" (
  "id" serial PRIMARY KEY NOT NULL,
  "process_id" integer NOT NULL REFERENCES "visa_processes"("id") ON DELETE cascade,
  "position" integer NOT NULL,
  "kind" text NOT NULL,
  "name_en" text NOT NULL,
  "name_ar" text NOT NULL,
  "expected_days" integer NOT NULL,
  "has_appointment" boolean DEFAULT false NOT NULL,
  "bring_en" text DEFAULT '' NOT NULL,
  "bring_ar" text DEFAULT '' NOT NULL,
  "state" text DEFAULT 'todo' NOT NULL,
  "blocked_reason" text DEFAULT '' NOT NULL,
  "appointment_at" timestamp with time zone,
  "appointment_place" text DEFAULT '' NOT NULL,
  "due_date" date NOT NULL,
  "done_on" date,
  "assignee_id" integer REFERENCES "users"("id"),
  "notes" text DEFAULT '' NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "process_steps_position_unique" UNIQUE ("process_id", "position"),
  CONSTRAINT "process_steps_state_check" CHECK ("state" IN ('todo', 'booked', 'done', 'notNeeded', 'blocked')),
  CONSTRAINT "process_steps_done_check" CHECK (("state" = 'done') = ("done_on" IS NOT NULL))
);--> statement-breakpoint
-- The board: steps still to do by due date (overdue first), and who runs them.
CREATE INDEX IF NOT EXISTS "process_steps_state_due_idx" ON "process_steps" ("state", "due_date");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "process_steps_assignee_idx" ON "process_steps" ("assignee_id") WHERE "assignee_id" IS NOT NULL;--> statement-breakpoint
-- The four templates, with the UAE's usual steps (docs/shared/domain/uae-rules.md) in both languages.
INSERT INTO "process_templates" ("package_kind", "location")
VALUES ('Main', 'abroad'), ('Main', 'inUae'), ('Monthly', 'abroad'), ('Monthly', 'inUae')
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "process_template_steps" ("template_id", "position", "kind", "name_en", "name_ar", "expected_days", "has_appointment", "bring_en", "bring_ar")
SELECT "template"."id", "step"."position", "step"."kind", "step"."name_en", "step"."name_ar", "step"."expected_days", "step"."has_appointment", "step"."bring_en", "step"."bring_ar"
FROM "process_templates" AS "template"
JOIN (VALUES
  ('abroad', 1, 'contract', 'Employment contract', 'عقد العمل', 2, false,
    'Your Emirates ID and a copy of your passport: you sign the contract at our office.', 'هويتك الإماراتية ونسخة من جواز سفرك: توقّع العقد في مكتبنا.'),
  ('abroad', 2, 'entryPermit', 'Entry permit', 'تصريح الدخول', 7, false,
    'A copy of your tenancy contract and your salary certificate, if we do not have them yet.', 'نسخة من عقد الإيجار وشهادة الراتب، إن لم تصلنا بعد.'),
  ('abroad', 3, 'travel', 'Travel', 'السفر', 5, false, '', ''),
  ('abroad', 4, 'arrival', 'Arrival', 'الوصول', 1, false, '', ''),
  ('abroad', 5, 'medical', 'Medical fitness test', 'الفحص الطبي للياقة', 3, true,
    'Nothing: we take her to the health centre.', 'لا شيء: نحن نصطحبها إلى المركز الصحي.'),
  ('abroad', 6, 'biometrics', 'Emirates ID biometrics', 'بصمات الهوية الإماراتية', 5, true,
    'Nothing: we take her to give her fingerprints.', 'لا شيء: نحن نصطحبها لأخذ البصمات.'),
  ('abroad', 7, 'insurance', 'Health insurance', 'التأمين الصحي', 3, false, '', ''),
  ('abroad', 8, 'residenceVisa', 'Residence visa', 'تأشيرة الإقامة', 7, false, '', ''),
  ('abroad', 9, 'handover', 'Handover to the family', 'التسليم إلى الأسرة', 2, false,
    'Your Emirates ID: we hand her over with her passport and Emirates ID.', 'هويتك الإماراتية: نسلّمها إليكم مع جواز سفرها وهويتها.'),
  ('inUae', 1, 'contract', 'Employment contract', 'عقد العمل', 2, false,
    'Your Emirates ID and a copy of your passport: you sign the contract at our office.', 'هويتك الإماراتية ونسخة من جواز سفرك: توقّع العقد في مكتبنا.'),
  ('inUae', 2, 'changeOfStatus', 'Change of status', 'تعديل الوضع', 5, false,
    'A copy of your tenancy contract and your salary certificate, if we do not have them yet.', 'نسخة من عقد الإيجار وشهادة الراتب، إن لم تصلنا بعد.'),
  ('inUae', 3, 'medical', 'Medical fitness test', 'الفحص الطبي للياقة', 3, true,
    'Nothing: we take her to the health centre.', 'لا شيء: نحن نصطحبها إلى المركز الصحي.'),
  ('inUae', 4, 'biometrics', 'Emirates ID biometrics', 'بصمات الهوية الإماراتية', 5, true,
    'Nothing: we take her to give her fingerprints.', 'لا شيء: نحن نصطحبها لأخذ البصمات.'),
  ('inUae', 5, 'insurance', 'Health insurance', 'التأمين الصحي', 3, false, '', ''),
  ('inUae', 6, 'residenceVisa', 'Residence visa', 'تأشيرة الإقامة', 7, false, '', ''),
  ('inUae', 7, 'handover', 'Handover to the family', 'التسليم إلى الأسرة', 2, false,
    'Your Emirates ID: we hand her over with her passport and Emirates ID.', 'هويتك الإماراتية: نسلّمها إليكم مع جواز سفرها وهويتها.')
) AS "step" ("location", "position", "kind", "name_en", "name_ar", "expected_days", "has_appointment", "bring_en", "bring_ar")
  ON "step"."location" = "template"."location"
ON CONFLICT DO NOTHING;
