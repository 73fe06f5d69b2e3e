-- Worker documents and expiries, and where each worker is (issue 19).
-- Where a worker is: abroad with her source agency, visa in process, arrived, at the accommodation, placed.
ALTER TABLE "labors" ADD COLUMN IF NOT EXISTS "stage" text DEFAULT 'atAccommodation' NOT NULL;--> statement-breakpoint
ALTER TABLE "labors" ADD COLUMN IF NOT EXISTS "source_agency" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "labors" ADD COLUMN IF NOT EXISTS "arrived_on" date;--> statement-breakpoint
ALTER TABLE "labors" ADD COLUMN IF NOT EXISTS "available_from" date;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_stage_check"
  CHECK ("stage" IN ('abroad', 'visaInProcess', 'arrived', 'atAccommodation', 'placed'));--> statement-breakpoint
-- A worker's documents. A passport row mirrors the worker's passport fields (kept by the trigger below).
CREATE TABLE IF NOT EXISTS "worker_documents" (
  "id" serial PRIMARY KEY NOT NULL,
  "labor_id" integer NOT NULL REFERENCES "labors"("id") ON DELETE cascade,
  "kind" text NOT NULL,
  "number" text DEFAULT '' NOT NULL,
  "number_key" text DEFAULT '' NOT NULL,
  "issue_date" date,
  "expiry_date" date,
  "issuing_country_id" integer REFERENCES "countries"("id"),
  "note" text DEFAULT '' NOT NULL,
  "scan_name" text,
  "scan_mime" text,
  "scan_original_name" text,
  "scan_size" integer,
  "created_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "worker_documents_kind_check"
    CHECK ("kind" IN ('passport', 'visa', 'emiratesId', 'labourContract', 'medical', 'insurance', 'other')),
  CONSTRAINT "worker_documents_expiry_check" CHECK ("expiry_date" IS NOT NULL OR "kind" = 'other'),
  CONSTRAINT "worker_documents_dates_check" CHECK ("expiry_date" IS NULL OR "issue_date" IS NULL OR "expiry_date" > "issue_date"),
  CONSTRAINT "worker_documents_scan_check" CHECK (("scan_name" IS NULL) = ("scan_mime" IS NULL))
);--> statement-breakpoint
-- The same kind and number cannot be registered twice ('' for a document without a number).
CREATE UNIQUE INDEX IF NOT EXISTS "worker_documents_number_unique" ON "worker_documents" ("kind", "number_key") WHERE "number_key" <> '';--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "worker_documents_one_passport" ON "worker_documents" ("labor_id") WHERE "kind" = 'passport';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_documents_labor_idx" ON "worker_documents" ("labor_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "worker_documents_expiry_idx" ON "worker_documents" ("expiry_date") WHERE "expiry_date" IS NOT NULL;--> statement-breakpoint
-- Every worker's passport as a document. Workers whose number repeats another's (kept from before
-- migration 0009, passport_key null) get the row without its key until their next save.
INSERT INTO "worker_documents" ("labor_id", "kind", "number", "number_key", "issue_date", "expiry_date", "issuing_country_id", "created_at", "updated_at")
  SELECT "id", 'passport', "passport_number", coalesce("passport_key", ''), "passport_issue_date", "passport_expiry_date", "country_id", "created_at", "updated_at"
  FROM "labors"
  WHERE "passport_expiry_date" > "passport_issue_date"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Whoever saves a worker (the form, an import, a tool), her passport row follows in the same transaction.
CREATE FUNCTION labors_sync_passport_document() RETURNS trigger AS $$
BEGIN
  IF NEW.passport_expiry_date <= NEW.passport_issue_date THEN
    RETURN NEW;
  END IF;
  INSERT INTO worker_documents (labor_id, kind, number, number_key, issue_date, expiry_date, issuing_country_id, updated_at)
    VALUES (NEW.id, 'passport', NEW.passport_number, coalesce(NEW.passport_key, ''), NEW.passport_issue_date, NEW.passport_expiry_date, NEW.country_id, now())
  ON CONFLICT (labor_id) WHERE kind = 'passport' DO UPDATE SET
    number = EXCLUDED.number,
    number_key = EXCLUDED.number_key,
    issue_date = EXCLUDED.issue_date,
    expiry_date = EXCLUDED.expiry_date,
    issuing_country_id = EXCLUDED.issuing_country_id,
    updated_at = now();
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER labors_passport_document AFTER INSERT OR UPDATE OF passport_number, passport_issue_date, passport_expiry_date, country_id ON "labors"
  FOR EACH ROW EXECUTE FUNCTION labors_sync_passport_document();--> statement-breakpoint
-- The daily expiry digest: one row per UAE day it was sent (or found empty), whichever instance ran it.
CREATE TABLE IF NOT EXISTS "digest_runs" (
  "day" date PRIMARY KEY NOT NULL,
  "ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
