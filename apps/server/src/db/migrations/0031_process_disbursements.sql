-- Government fees paid on the family's behalf during the visa process (issue 34, docs/decisions/033):
-- recorded on a step as disbursements, billed to the family on a disbursement note (DSB-), outside
-- VAT and never on a tax invoice, and paid back on a receipt of their own (DRC-).
ALTER TABLE "document_counters" DROP CONSTRAINT IF EXISTS "document_counters_series_check";--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_series_check" CHECK ("series" IN ('INV', 'CN', 'RCT', 'RFD', 'DSB', 'DRC'));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "process_disbursements" (
  "id" serial PRIMARY KEY NOT NULL,
  "process_id" integer NOT NULL REFERENCES "visa_processes"("id"),
  "step_id" integer NOT NULL REFERENCES "process_steps"("id"),
  "amount_fils" integer NOT NULL,
  "description" text NOT NULL,
  "paid_on" date NOT NULL,
  "paid_by" text NOT NULL,
  "receipt_name" text,
  "receipt_mime" text,
  "receipt_original_name" text,
  "receipt_size" integer,
  "recorded_by" integer REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "bill_number" text,
  "billed_at" timestamp with time zone,
  "billed_by" integer REFERENCES "users"("id"),
  CONSTRAINT "process_disbursements_amount_check" CHECK ("amount_fils" > 0),
  CONSTRAINT "process_disbursements_paid_by_check" CHECK ("paid_by" IN ('agency', 'family')),
  -- Only what the agency paid is billed; a bill has its number and its moment together.
  CONSTRAINT "process_disbursements_billed_check" CHECK (("bill_number" IS NULL) = ("billed_at" IS NULL) AND ("bill_number" IS NULL OR "paid_by" = 'agency'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "process_disbursements_process_idx" ON "process_disbursements" ("process_id", "paid_on");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "process_disbursements_bill_idx" ON "process_disbursements" ("bill_number") WHERE "bill_number" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "process_disbursement_payments" (
  "id" serial PRIMARY KEY NOT NULL,
  "process_id" integer NOT NULL REFERENCES "visa_processes"("id"),
  "amount_fils" integer NOT NULL,
  "method" text NOT NULL,
  "reference" text DEFAULT '' NOT NULL,
  "received_on" date NOT NULL,
  "document_number" text NOT NULL,
  "note" text DEFAULT '' NOT NULL,
  "recorded_by" integer REFERENCES "users"("id"),
  "recorded_at" timestamp with time zone NOT NULL,
  CONSTRAINT "process_disbursement_payments_number_unique" UNIQUE ("document_number"),
  CONSTRAINT "process_disbursement_payments_amount_check" CHECK ("amount_fils" > 0),
  CONSTRAINT "process_disbursement_payments_method_check" CHECK ("method" IN ('cash', 'card', 'bankTransfer', 'cheque'))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "process_disbursement_payments_process_idx" ON "process_disbursement_payments" ("process_id", "received_on");
