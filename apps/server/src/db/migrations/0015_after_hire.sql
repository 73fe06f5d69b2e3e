-- After the hire (issue 18): placements, the guarantee's refund or replacement, invoices and credit
-- notes as their own rows, and a payments ledger whose balance is always the sum of its entries.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "named_by_client" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "credit_note_number_seq" START WITH 1;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "receipt_number_seq" START WITH 1;--> statement-breakpoint
CREATE SEQUENCE IF NOT EXISTS "refund_number_seq" START WITH 1;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "placements" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "labor_id" integer NOT NULL REFERENCES "labors"("id"),
  "client_id" integer NOT NULL REFERENCES "users"("id"),
  "package_kind" text NOT NULL,
  "start_date" date NOT NULL,
  "probation_end" date,
  "contract_end" date,
  "paid_until" date,
  "stop_at_paid_until" boolean DEFAULT false NOT NULL,
  "monthly_price_aed" integer,
  "replaces_placement_id" integer REFERENCES "placements"("id"),
  "status" text DEFAULT 'active' NOT NULL,
  "end_kind" text,
  "end_reason" text,
  "ended_on" date,
  "reported_by" text,
  "end_note" text DEFAULT '' NOT NULL,
  "worker_back_on" date,
  "guarantee" jsonb,
  "remedy" text,
  "refund_fils" integer,
  "refund_due_on" date,
  "credit_note_id" integer,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "placements_order_unique" UNIQUE ("order_id"),
  CONSTRAINT "placements_status_check" CHECK ("status" IN ('active', 'ended')),
  CONSTRAINT "placements_ended_check" CHECK (("status" = 'ended') = ("ended_on" IS NOT NULL))
);--> statement-breakpoint
-- No double placement: a worker is in at most one active placement, whatever races happen.
CREATE UNIQUE INDEX IF NOT EXISTS "placements_one_active_per_labor" ON "placements" ("labor_id") WHERE "status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "placements_client_idx" ON "placements" ("client_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "placements_status_idx" ON "placements" ("status", "start_date");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "placement_events" (
  "id" serial PRIMARY KEY NOT NULL,
  "placement_id" integer NOT NULL REFERENCES "placements"("id") ON DELETE cascade,
  "at" timestamp with time zone NOT NULL,
  "event" text NOT NULL,
  "actor" text NOT NULL,
  "actor_id" integer REFERENCES "users"("id"),
  "note" text DEFAULT '' NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "placement_events_placement_idx" ON "placement_events" ("placement_id", "at");--> statement-breakpoint
-- A replacement order uses an ended placement's guarantee; one live replacement per placement.
ALTER TABLE "orders" ADD COLUMN IF NOT EXISTS "replaces_placement_id" integer REFERENCES "placements"("id");--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "orders_one_replacement_per_placement" ON "orders" ("replaces_placement_id")
  WHERE "replaces_placement_id" IS NOT NULL AND "status" NOT IN ('Canceled', 'Rejected');--> statement-breakpoint
-- Every tax invoice and tax credit note. Amounts are positive fils; a credit note reverses them.
CREATE TABLE IF NOT EXISTS "invoices" (
  "id" serial PRIMARY KEY NOT NULL,
  "number" text NOT NULL,
  "kind" text NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "placement_id" integer REFERENCES "placements"("id"),
  "original_invoice_id" integer REFERENCES "invoices"("id"),
  "issued_at" timestamp with time zone NOT NULL,
  "months" integer,
  "period_start" date,
  "period_end" date,
  "reason" text DEFAULT '' NOT NULL,
  "subtotal_fils" integer NOT NULL,
  "vat_fils" integer NOT NULL,
  "total_fils" integer NOT NULL,
  "issued_by" integer REFERENCES "users"("id"),
  CONSTRAINT "invoices_number_unique" UNIQUE ("number"),
  CONSTRAINT "invoices_kind_check" CHECK ("kind" IN ('invoice', 'creditNote')),
  CONSTRAINT "invoices_credit_note_check" CHECK (("kind" = 'creditNote') = ("original_invoice_id" IS NOT NULL)),
  CONSTRAINT "invoices_amounts_check" CHECK ("subtotal_fils" >= 0 AND "vat_fils" >= 0 AND "total_fils" = "subtotal_fils" + "vat_fils")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_order_idx" ON "invoices" ("order_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invoices_issued_idx" ON "invoices" ("issued_at");--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_credit_note_fk" FOREIGN KEY ("credit_note_id") REFERENCES "invoices"("id");--> statement-breakpoint
-- The ledger: money in (payment, positive) and out (refund, negative) against an invoice.
CREATE TABLE IF NOT EXISTS "ledger_entries" (
  "id" serial PRIMARY KEY NOT NULL,
  "invoice_id" integer NOT NULL REFERENCES "invoices"("id"),
  "kind" text NOT NULL,
  "amount_fils" integer NOT NULL,
  "method" text NOT NULL,
  "reference" text DEFAULT '' NOT NULL,
  "received_on" date NOT NULL,
  "document_number" text NOT NULL,
  "credit_note_id" integer REFERENCES "invoices"("id"),
  "attachment" text,
  "note" text DEFAULT '' NOT NULL,
  "recorded_by" integer REFERENCES "users"("id"),
  "recorded_at" timestamp with time zone NOT NULL,
  CONSTRAINT "ledger_document_number_unique" UNIQUE ("document_number"),
  CONSTRAINT "ledger_sign_check" CHECK (("kind" = 'payment' AND "amount_fils" > 0) OR ("kind" = 'refund' AND "amount_fils" < 0 AND "credit_note_id" IS NOT NULL))
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_invoice_idx" ON "ledger_entries" ("invoice_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_received_idx" ON "ledger_entries" ("received_on", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ledger_credit_note_idx" ON "ledger_entries" ("credit_note_id");--> statement-breakpoint
-- A client's proof of a bank transfer, kept outside any public folder.
CREATE TABLE IF NOT EXISTS "payment_proofs" (
  "id" serial PRIMARY KEY NOT NULL,
  "order_id" integer NOT NULL REFERENCES "orders"("id"),
  "file" text NOT NULL,
  "file_name" text NOT NULL,
  "content_type" text NOT NULL,
  "size" integer NOT NULL,
  "uploaded_by" integer NOT NULL REFERENCES "users"("id"),
  "uploaded_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "payment_proofs_order_idx" ON "payment_proofs" ("order_id");--> statement-breakpoint
-- Orders approved before this migration: their invoice becomes a row, and a confirmed payment a ledger entry.
INSERT INTO "invoices" ("number", "kind", "order_id", "issued_at", "months", "subtotal_fils", "vat_fils", "total_fils")
  SELECT "invoice_number", 'invoice', "id", "invoice_issued_at", "months", "subtotal_fils", "vat_fils", "total_fils"
  FROM "orders" WHERE "invoice_number" IS NOT NULL
  ON CONFLICT ("number") DO NOTHING;--> statement-breakpoint
INSERT INTO "ledger_entries" ("invoice_id", "kind", "amount_fils", "method", "reference", "received_on", "document_number", "recorded_at")
  SELECT i."id", 'payment', i."total_fils",
    CASE WHEN o."payment_method" = 'bankTransfer' THEN 'bankTransfer' ELSE 'cash' END,
    coalesce(o."payment_reference", ''),
    (o."paid_at" AT TIME ZONE 'Asia/Dubai')::date,
    'RCT-' || extract(year FROM o."paid_at" AT TIME ZONE 'Asia/Dubai')::int || '-' || lpad(nextval('receipt_number_seq')::text, 6, '0'),
    o."paid_at"
  FROM "orders" o JOIN "invoices" i ON i."order_id" = o."id" AND i."kind" = 'invoice'
  WHERE o."paid_at" IS NOT NULL AND i."total_fils" > 0
    AND NOT EXISTS (SELECT 1 FROM "ledger_entries" e WHERE e."invoice_id" = i."id");--> statement-breakpoint
-- Delivered orders before this migration start their placement on the day of delivery. A worker
-- delivered more than once (placed again after an earlier contract ended) has one active placement,
-- her latest; each earlier one is ended on the day of the delivery that followed it.
INSERT INTO "placements" ("order_id", "labor_id", "client_id", "package_kind", "start_date", "probation_end", "contract_end", "paid_until", "monthly_price_aed",
    "status", "ended_on", "end_note")
  SELECT o."id", o."labor_id", o."client_id", o."package_kind", o.day,
    CASE WHEN o."package_kind" = 'Main' THEN (o.day + interval '6 months')::date END,
    CASE WHEN o."package_kind" = 'Main' THEN (o.day + interval '24 months')::date END,
    CASE WHEN o."package_kind" = 'Monthly' THEN (o.day + make_interval(months => coalesce(o."months", 1)))::date END,
    CASE WHEN o."package_kind" = 'Monthly' THEN o."price_aed" END,
    CASE WHEN o.next_day IS NULL THEN 'active' ELSE 'ended' END, o.next_day,
    CASE WHEN o.next_day IS NULL THEN '' ELSE 'Ended when the worker was delivered again (recorded on upgrade)' END
  FROM (
    SELECT o.*, d.day, lead(d.day) OVER (PARTITION BY o."labor_id" ORDER BY d.day, o."id") AS next_day
    FROM "orders" o
    CROSS JOIN LATERAL (SELECT (coalesce(max(e."at"), o."updated_at") AT TIME ZONE 'Asia/Dubai')::date AS day
      FROM "order_events" e WHERE e."order_id" = o."id" AND e."to_status" = 'Delivered') d
    WHERE o."status" = 'Delivered'
      AND NOT EXISTS (SELECT 1 FROM "placements" p WHERE p."order_id" = o."id")
  ) o
  WHERE o.next_day IS NOT NULL
    OR NOT EXISTS (SELECT 1 FROM "placements" p WHERE p."labor_id" = o."labor_id" AND p."status" = 'active');
