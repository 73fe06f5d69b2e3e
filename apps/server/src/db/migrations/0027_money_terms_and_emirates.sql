-- Issue 31 section 2 (decision 026): the guarantee's terms per package, kept by each placement as it
-- started, and the emirate of each branch for the VAT return (form VAT201 splits supplies by emirate).

-- The guarantee's terms of a package, with Cabinet Resolution 106/2022's defaults: a full refund within
-- the probation (6 months), a 24-month contract, and a refund paid within two weeks (14 days).
ALTER TABLE "packages" ADD COLUMN "full_refund_months" integer DEFAULT 6 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "contract_months" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD COLUMN "refund_due_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_guarantee_terms" CHECK (
  "contract_months" BETWEEN 1 AND 60 AND "full_refund_months" BETWEEN 1 AND "contract_months" AND "refund_due_days" BETWEEN 1 AND 14
);--> statement-breakpoint

-- The terms a placement started with. Main placements so far were dated with 6 and 24 months. A
-- return already recorded had its refund due date computed with 30 days: it keeps them; every other
-- placement takes the regulation's 14 days from now on (its refund, if any, is not computed yet).
ALTER TABLE "placements" ADD COLUMN "full_refund_months" integer;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "contract_months" integer;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "refund_due_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "placements" ADD COLUMN "government_fees_refund_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "placements" SET
  "full_refund_months" = CASE WHEN "package_kind" = 'Main' THEN 6 END,
  "contract_months" = CASE WHEN "package_kind" = 'Main' THEN 24 END,
  "refund_due_days" = CASE WHEN "guarantee" IS NOT NULL THEN 30 ELSE 14 END
WHERE "package_kind" = 'Main' OR "guarantee" IS NOT NULL;--> statement-breakpoint

-- The emirate each branch is in, read from its address where it names one (Dubai otherwise).
ALTER TABLE "branches" ADD COLUMN "emirate" text DEFAULT 'dubai' NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_emirate_known" CHECK (
  "emirate" IN ('abuDhabi', 'dubai', 'sharjah', 'ajman', 'ummAlQuwain', 'rasAlKhaimah', 'fujairah')
);--> statement-breakpoint
UPDATE "branches" SET "emirate" = CASE
  WHEN "address" ILIKE '%abu dhabi%' OR "address" ILIKE '%abudhabi%' OR "address_ar" LIKE '%أبوظبي%' OR "address_ar" LIKE '%أبو ظبي%' OR "address" ILIKE '%al ain%' THEN 'abuDhabi'
  WHEN "address" ILIKE '%sharjah%' OR "address_ar" LIKE '%الشارقة%' THEN 'sharjah'
  WHEN "address" ILIKE '%ajman%' OR "address_ar" LIKE '%عجمان%' THEN 'ajman'
  WHEN "address" ILIKE '%umm al quwain%' OR "address" ILIKE '%umm al-quwain%' OR "address_ar" LIKE '%أم القيوين%' THEN 'ummAlQuwain'
  WHEN "address" ILIKE '%ras al khaimah%' OR "address" ILIKE '%ras al-khaimah%' OR "address_ar" LIKE '%رأس الخيمة%' THEN 'rasAlKhaimah'
  WHEN "address" ILIKE '%fujairah%' OR "address_ar" LIKE '%الفجيرة%' THEN 'fujairah'
  ELSE 'dubai'
END;
