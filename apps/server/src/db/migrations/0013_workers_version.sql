-- What the public reads of the workers (the catalogue's cards and filters, a worker's page) is kept
-- in memory while workers_version stays where it was when it was read (apps/server/src/modules/
-- labors/kept-workers.ts). Any change to a worker, her languages or past jobs, or the names they are
-- shown with, by whatever instance or tool, moves it once per transaction, at commit (a deferred
-- trigger): the row is locked only for the commit itself, after every other lock the transaction
-- takes, so concurrent hires neither wait on one another for long nor deadlock on it.
CREATE TABLE IF NOT EXISTS "workers_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "workers_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "workers_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('app.workers_version_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE "workers_version" SET "version" = "version" + 1 WHERE "id" = 1;
    PERFORM set_config('app.workers_version_bumped', 'on', true);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE
  worker_table text;
BEGIN
  FOREACH worker_table IN ARRAY ARRAY['labors', 'labor_languages', 'labor_experiences', 'countries', 'positions', 'religions',
    'education_levels', 'marital_statuses', 'languages'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS "workers_versioned" ON %I', worker_table);
    EXECUTE format('CREATE CONSTRAINT TRIGGER "workers_versioned" AFTER INSERT OR UPDATE OR DELETE ON %I '
      'DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "workers_version_bump"()', worker_table);
    EXECUTE format('DROP TRIGGER IF EXISTS "workers_versioned_truncate" ON %I', worker_table);
    EXECUTE format('CREATE TRIGGER "workers_versioned_truncate" AFTER TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "workers_version_bump"()', worker_table);
  END LOOP;
END $$;
