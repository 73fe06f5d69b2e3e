-- Money documents an auditor accepts (issue 31 section 2, decision 025).
-- 1. Document numbers come from a counter row per series and year, taken in the transaction that
--    writes the document: a rolled-back or killed transaction gives its number back (PostgreSQL
--    sequences did not, and left gaps). The counters continue after the highest number issued.
CREATE TABLE IF NOT EXISTS "document_counters" (
  "series" text NOT NULL,
  "year" integer NOT NULL,
  "last_number" integer NOT NULL,
  CONSTRAINT "document_counters_pk" PRIMARY KEY ("series", "year"),
  CONSTRAINT "document_counters_series_check" CHECK ("series" IN ('INV', 'CN', 'RCT', 'RFD'))
);--> statement-breakpoint
-- 2. The parties as the document named them when it was issued: later edits of the client's profile
--    or the agency's settings never change an issued document.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "buyer_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "buyer_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "buyer_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "buyer_emirate" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "buyer_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "buyer_email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "seller_legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "seller_legal_name_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "seller_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "seller_address_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "seller_trn" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- 3. A credit note owes back what had been received on the invoice it reverses (not always its total:
--    an unpaid invoice's credit note owes nothing), by its due date.
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "refund_fils" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN IF NOT EXISTS "refund_due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_check" CHECK ("refund_fils" IS NULL OR ("kind" = 'creditNote' AND "refund_fils" >= 0 AND "refund_fils" <= "total_fils"));--> statement-breakpoint
-- Existing documents: the parties from today's data (the best there is), the counters after the highest numbers.
UPDATE "invoices" i SET
  "buyer_name" = coalesce(nullif(btrim(p."full_name"), ''), u."user_name"),
  "buyer_name_ar" = coalesce(btrim(p."full_name_ar"), ''),
  "buyer_address" = coalesce(p."address", ''),
  "buyer_emirate" = p."emirate",
  "buyer_phone" = u."phone_number",
  "buyer_email" = u."email",
  "seller_legal_name" = coalesce((SELECT "value" FROM "site_settings" WHERE "key" = 'agencyLegalName.en'), ''),
  "seller_legal_name_ar" = coalesce((SELECT "value" FROM "site_settings" WHERE "key" = 'agencyLegalName.ar'), ''),
  "seller_address" = coalesce((SELECT "value" FROM "site_settings" WHERE "key" = 'agencyAddress.en'), ''),
  "seller_address_ar" = coalesce((SELECT "value" FROM "site_settings" WHERE "key" = 'agencyAddress.ar'), ''),
  "seller_trn" = coalesce((SELECT "value" FROM "site_settings" WHERE "key" = 'agencyTrn'), '')
FROM "orders" o
JOIN "users" u ON u."id" = o."client_id"
LEFT JOIN "client_profiles" p ON p."user_id" = o."client_id"
WHERE o."id" = i."order_id" AND i."buyer_name" = '';--> statement-breakpoint
-- The credit notes issued so far each owed their whole total back: a guarantee's by the placement's date,
-- a canceled hire's two weeks after it.
UPDATE "invoices" i SET
  "refund_fils" = i."total_fils",
  "refund_due_on" = coalesce(
    (SELECT p."refund_due_on" FROM "placements" p WHERE p."credit_note_id" = i."id"),
    ((i."issued_at" AT TIME ZONE 'Asia/Dubai')::date + 14))
WHERE i."kind" = 'creditNote' AND i."refund_fils" IS NULL;--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last_number")
  SELECT m[1], m[2]::int, max(m[3]::int) FROM (
    SELECT regexp_match("number", '^(INV|CN)-([0-9]{4})-([0-9]+)$') AS m FROM "invoices"
    UNION ALL
    SELECT regexp_match("document_number", '^(RCT|RFD)-([0-9]{4})-([0-9]+)$') FROM "ledger_entries"
  ) numbers
  WHERE m IS NOT NULL
  GROUP BY m[1], m[2]
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = greatest("document_counters"."last_number", excluded."last_number");--> statement-breakpoint
-- 4. An invoice of an order closed before this release was shown "void": it gets the credit note it
--    should have had, for what no credit note reversed yet, dated when the order closed, numbered after
--    the highest credit note of that year; what had been received on it is owed back two weeks later.
CREATE TEMPORARY TABLE "voided_invoices" AS
  SELECT i."id", i."order_id", i."total_fils" - coalesce(c."credited", 0) AS "left_fils",
    greatest(0, least(i."total_fils" - coalesce(c."credited", 0), coalesce(l."net", 0) - coalesce(c."owed", 0))) AS "refund_fils",
    closed."at" AS "closed_at",
    extract(year FROM closed."at" AT TIME ZONE 'Asia/Dubai')::int AS "year",
    CASE WHEN o."status" = 'Rejected' THEN 'orders.creditReason.reject' ELSE 'orders.creditReason.cancel' END AS "reason",
    row_number() OVER (PARTITION BY extract(year FROM closed."at" AT TIME ZONE 'Asia/Dubai') ORDER BY closed."at", i."id") AS "rank"
  FROM "invoices" i
  JOIN "orders" o ON o."id" = i."order_id"
  CROSS JOIN LATERAL (SELECT coalesce(max(e."at"), o."updated_at") AS "at" FROM "order_events" e
    WHERE e."order_id" = o."id" AND e."to_status" IN ('Canceled', 'Rejected')) closed
  LEFT JOIN LATERAL (SELECT sum(cn."total_fils") AS "credited", sum(coalesce(cn."refund_fils", cn."total_fils")) AS "owed"
    FROM "invoices" cn WHERE cn."original_invoice_id" = i."id") c ON true
  LEFT JOIN LATERAL (SELECT sum(e."amount_fils") AS "net" FROM "ledger_entries" e WHERE e."invoice_id" = i."id") l ON true
  WHERE i."kind" = 'invoice' AND o."status" IN ('Canceled', 'Rejected')
    AND i."total_fils" - coalesce(c."credited", 0) > 0;--> statement-breakpoint
INSERT INTO "invoices" ("number", "kind", "order_id", "placement_id", "original_invoice_id", "issued_at", "reason",
  "subtotal_fils", "vat_fils", "total_fils", "refund_fils", "refund_due_on",
  "buyer_name", "buyer_name_ar", "buyer_address", "buyer_emirate", "buyer_phone", "buyer_email",
  "seller_legal_name", "seller_legal_name_ar", "seller_address", "seller_address_ar", "seller_trn")
  SELECT 'CN-' || v."year" || '-' || lpad((coalesce(k."last_number", 0) + v."rank")::text, 6, '0'),
    'creditNote', v."order_id", i."placement_id", v."id", v."closed_at", v."reason",
    CASE WHEN v."left_fils" = i."total_fils" THEN i."subtotal_fils" ELSE v."left_fils" - round(v."left_fils" * 5 / 105.0)::int END,
    CASE WHEN v."left_fils" = i."total_fils" THEN i."vat_fils" ELSE round(v."left_fils" * 5 / 105.0)::int END,
    v."left_fils",
    v."refund_fils", (v."closed_at" AT TIME ZONE 'Asia/Dubai')::date + 14,
    i."buyer_name", i."buyer_name_ar", i."buyer_address", i."buyer_emirate", i."buyer_phone", i."buyer_email",
    i."seller_legal_name", i."seller_legal_name_ar", i."seller_address", i."seller_address_ar", i."seller_trn"
  FROM "voided_invoices" v
  JOIN "invoices" i ON i."id" = v."id"
  LEFT JOIN "document_counters" k ON k."series" = 'CN' AND k."year" = v."year";--> statement-breakpoint
INSERT INTO "document_counters" ("series", "year", "last_number")
  SELECT 'CN', v."year", max(v."rank") FROM "voided_invoices" v GROUP BY v."year"
ON CONFLICT ("series", "year") DO UPDATE SET "last_number" = "document_counters"."last_number" + excluded."last_number";--> statement-breakpoint
DROP TABLE "voided_invoices";
