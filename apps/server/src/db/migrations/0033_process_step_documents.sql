-- Papers on the visa process's steps (issue 34, docs/decisions/034): a worker's document may come
-- from a step (its entry permit, medical certificate, Emirates ID, visa, insurance, contract), and a
-- step may ask the family for papers, which they upload on the step itself.
ALTER TABLE "worker_documents" ADD COLUMN IF NOT EXISTS "process_step_id" integer REFERENCES "process_steps"("id") ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_documents_process_step_idx" ON "worker_documents" ("process_step_id") WHERE "process_step_id" IS NOT NULL;--> statement-breakpoint
-- What a step asks of the family, on the templates and copied with the steps when a process starts.
ALTER TABLE "process_template_steps" ADD COLUMN IF NOT EXISTS "family_asks" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "process_template_steps" ADD CONSTRAINT "process_template_steps_family_asks_check"
  CHECK ("family_asks" <@ ARRAY['emiratesId', 'passport', 'tenancyContract', 'salaryCertificate']::text[]);--> statement-breakpoint
ALTER TABLE "process_steps" ADD COLUMN IF NOT EXISTS "family_asks" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "process_steps" ADD CONSTRAINT "process_steps_family_asks_check"
  CHECK ("family_asks" <@ ARRAY['emiratesId', 'passport', 'tenancyContract', 'salaryCertificate']::text[]);--> statement-breakpoint
-- The entry permit and the change of status need the sponsor's Emirates ID, tenancy contract and
-- salary certificate. Templates only: a process running keeps the steps it copied (decision 032).
UPDATE "process_template_steps" SET "family_asks" = ARRAY['emiratesId', 'tenancyContract', 'salaryCertificate']::text[]
  WHERE "kind" IN ('entryPermit', 'changeOfStatus') AND "family_asks" = '{}';--> statement-breakpoint
-- The family's files on a step: one of each kind asked, replaced by a new upload.
CREATE TABLE IF NOT EXISTS "process_family_files" (
  "id" serial PRIMARY KEY NOT NULL,
  "process_id" integer NOT NULL REFERENCES "visa_processes"("id") ON DELETE cascade,
  "step_id" integer NOT NULL REFERENCES "process_steps"("id") ON DELETE cascade,
  "client_id" integer NOT NULL REFERENCES "users"("id"),
  "kind" text NOT NULL,
  "scan_name" text NOT NULL,
  "scan_mime" text NOT NULL,
  "scan_original_name" text NOT NULL,
  "scan_size" integer NOT NULL,
  "uploaded_by" integer REFERENCES "users"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "process_family_files_one_per_kind" UNIQUE ("step_id", "kind"),
  CONSTRAINT "process_family_files_kind_check" CHECK ("kind" IN ('emiratesId', 'passport', 'tenancyContract', 'salaryCertificate'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "process_family_files_process_idx" ON "process_family_files" ("process_id");
