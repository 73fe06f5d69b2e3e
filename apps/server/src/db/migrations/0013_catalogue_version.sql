-- The catalogue's totals are counted in memory from the fields its filters read (apps/server/src/
-- modules/labors/catalogue-counts.ts), kept while catalogue_version does not move. A change to one
-- of those fields, whatever instance or tool makes it, moves it once per transaction, at commit
-- (a deferred trigger): the row is locked only for the commit itself, after every other lock the
-- transaction takes, so concurrent hires neither wait on one another for long nor deadlock on it.
CREATE TABLE IF NOT EXISTS "catalogue_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "catalogue_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.catalogue_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('app.catalogue_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "catalogue_versioned" ON "labors";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "catalogue_versioned"
  AFTER INSERT OR DELETE OR UPDATE OF "is_active", "passport_expiry_date", "country_id", "position_id", "gender", "status", "date_of_birth"
  ON "labors" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalogue_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "catalogue_versioned_truncate" ON "labors";--> statement-breakpoint
CREATE TRIGGER "catalogue_versioned_truncate" AFTER TRUNCATE ON "labors" FOR EACH STATEMENT EXECUTE FUNCTION "catalogue_version_bump"();
