-- Past jobs say how many years and where (issue 20): in the UAE, elsewhere in the GCC, or outside
-- it, so families can filter the catalogue on experience. Rows from before are read from their
-- text: the first number of years in the period, the region from the country's name (the same
-- rules as guessExperience in packages/shared/src/experience.ts). Each worker keeps her total
-- years and where in the Gulf she has worked, in step with her past jobs by a trigger, for the
-- catalogue's filters and indexes.
ALTER TABLE "labor_experiences" ADD COLUMN IF NOT EXISTS "years" smallint DEFAULT 0 NOT NULL
  CONSTRAINT "labor_experiences_years_check" CHECK ("years" BETWEEN 0 AND 50);--> statement-breakpoint
ALTER TABLE "labor_experiences" ADD COLUMN IF NOT EXISTS "region" text DEFAULT 'other' NOT NULL
  CONSTRAINT "labor_experiences_region_check" CHECK ("region" IN ('uae', 'gcc', 'other'));--> statement-breakpoint
UPDATE "labor_experiences" SET "years" = LEAST(50, (substring("period" FROM '(?i)(\d+)\s*(?:years?|yrs?)'))::int)
  WHERE "period" ~* '\d+\s*(years?|yrs?)';--> statement-breakpoint
UPDATE "labor_experiences" SET "years" = LEAST(50, (substring("period_ar" FROM '(\d+)'))::int)
  WHERE "years" = 0 AND "period_ar" ~ '\d+\s*(سنة|سنوات|سنين|عام|أعوام)';--> statement-breakpoint
UPDATE "labor_experiences" SET "region" = 'uae'
  WHERE "country" ~* '(\mu\.?a\.?e\M|emirates|dubai|abu dhabi|sharjah|ajman|fujairah|ras al khaimah|umm al quwain|al ain)'
     OR "country_ar" ~ '(الإمارات|الامارات|دبي|أبوظبي|ابوظبي|أبو ظبي|الشارقة|عجمان|الفجيرة|رأس الخيمة|أم القيوين|العين)';--> statement-breakpoint
UPDATE "labor_experiences" SET "region" = 'gcc'
  WHERE "region" = 'other'
    AND ("country" ~* '(saudi|\mksa\M|riyadh|jeddah|kuwait|qatar|doha|bahrain|oman|muscat)'
      OR "country_ar" ~ '(السعودية|الرياض|جدة|الكويت|قطر|الدوحة|البحرين|عمان|عُمان|مسقط)');--> statement-breakpoint
ALTER TABLE "labors" ADD COLUMN IF NOT EXISTS "experience_years" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "labors" ADD COLUMN IF NOT EXISTS "gulf_experience" text
  CONSTRAINT "labors_gulf_experience_check" CHECK ("gulf_experience" IN ('uae', 'gcc'));--> statement-breakpoint
CREATE OR REPLACE FUNCTION "labor_experience_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  worker integer := CASE WHEN TG_OP = 'DELETE' THEN OLD."labor_id" ELSE NEW."labor_id" END;
BEGIN
  UPDATE "labors" SET
    "experience_years" = totals."years",
    "gulf_experience" = totals."gulf"
  FROM (
    SELECT LEAST(99, coalesce(sum("years"), 0))::smallint AS "years",
      CASE WHEN bool_or("region" = 'uae') THEN 'uae' WHEN bool_or("region" = 'gcc') THEN 'gcc' END AS "gulf"
    FROM "labor_experiences" WHERE "labor_id" = worker
  ) AS totals
  WHERE "labors"."id" = worker
    AND ("labors"."experience_years", "labors"."gulf_experience") IS DISTINCT FROM (totals."years", totals."gulf");
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "labor_experience_totals" ON "labor_experiences";--> statement-breakpoint
CREATE TRIGGER "labor_experience_totals" AFTER INSERT OR UPDATE OR DELETE ON "labor_experiences"
  FOR EACH ROW EXECUTE FUNCTION "labor_experience_totals"();--> statement-breakpoint
UPDATE "labors" SET
  "experience_years" = totals."years",
  "gulf_experience" = totals."gulf"
FROM (
  SELECT "labor_id", LEAST(99, sum("years"))::smallint AS "years",
    CASE WHEN bool_or("region" = 'uae') THEN 'uae' WHEN bool_or("region" = 'gcc') THEN 'gcc' END AS "gulf"
  FROM "labor_experiences" GROUP BY "labor_id"
) AS totals
WHERE "labors"."id" = totals."labor_id";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_religion_idx" ON "labors" ("religion_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_marital_status_idx" ON "labors" ("marital_status_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_salary_idx" ON "labors" ("salary_aed");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_experience_idx" ON "labors" ("experience_years");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labor_languages_language_idx" ON "labor_languages" ("language_id", "labor_id");
