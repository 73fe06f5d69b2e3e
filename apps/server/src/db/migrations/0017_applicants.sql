-- Job applicants from the /Apply questionnaire (issue 19): each submission of the applicants'
-- questionnaire (type 1) is an applicant with a status, an owner among the staff, a follow-up day,
-- a dated notes thread and, once accepted and made a worker, the worker it became. A question may
-- say which worker field its answer fills, so an applicant's answers pre-fill the worker form.
ALTER TABLE "questions" ADD COLUMN IF NOT EXISTS "worker_field" text
  CONSTRAINT "questions_worker_field_check" CHECK ("worker_field" IN ('name', 'nationality', 'position', 'languages', 'phone', 'experience', 'note'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "applicants" (
  "id" serial PRIMARY KEY NOT NULL,
  "submission_id" integer NOT NULL REFERENCES "answer_submissions"("id") ON DELETE cascade,
  "status" text DEFAULT 'new' NOT NULL,
  "owner_id" integer REFERENCES "users"("id") ON DELETE set null,
  "follow_up_on" date,
  "labor_id" integer REFERENCES "labors"("id") ON DELETE set null,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "applicants_submission_unique" UNIQUE ("submission_id"),
  CONSTRAINT "applicants_labor_unique" UNIQUE ("labor_id"),
  CONSTRAINT "applicants_status_check" CHECK ("status" IN ('new', 'contacted', 'interviewed', 'accepted', 'rejected'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_created_idx" ON "applicants" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_status_idx" ON "applicants" ("status", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_owner_idx" ON "applicants" ("owner_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicants_follow_up_idx" ON "applicants" ("follow_up_on") WHERE "follow_up_on" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "applicant_notes" (
  "id" serial PRIMARY KEY NOT NULL,
  "applicant_id" integer NOT NULL REFERENCES "applicants"("id") ON DELETE cascade,
  "author_id" integer REFERENCES "users"("id") ON DELETE set null,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "applicant_notes_applicant_idx" ON "applicant_notes" ("applicant_id", "created_at");--> statement-breakpoint
-- Every questionnaire already received becomes an applicant, new, dated when it was sent.
INSERT INTO "applicants" ("submission_id", "created_at", "updated_at")
  SELECT "id", "created_at", "created_at" FROM "answer_submissions" WHERE "type_id" = 1
  ON CONFLICT ("submission_id") DO NOTHING;--> statement-breakpoint
-- The seeded questions (matched by their English text, as the seed wrote them) fill the worker's fields.
UPDATE "questions" SET "worker_field" = mapped."field"
  FROM (VALUES
    ('Full name as in your passport', 'name'),
    ('Nationality', 'nationality'),
    ('Position you are applying for', 'position'),
    ('Languages you speak', 'languages'),
    ('Years of experience', 'experience'),
    ('Phone or WhatsApp number', 'phone'),
    ('Anything else we should know?', 'note')
  ) AS mapped("text", "field"), "question_languages" AS texts
  WHERE texts."question_id" = "questions"."id" AND texts."language_id" = 2 AND texts."text" = mapped."text"
    AND "questions"."type_id" = 1 AND "questions"."worker_field" IS NULL;
