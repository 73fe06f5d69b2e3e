-- The site's layout (menus, contact details, settings, the catalogue's nationalities and positions)
-- is the same on every page and changes only when the back office edits it. A statement-level
-- trigger on each table it is read from counts those edits in content_version, whatever instance
-- or tool makes them, so a server-rendered page keeps the layout's answers until the count moves
-- (one small read instead of six; apps/server/src/http/first-paint.ts).
CREATE TABLE IF NOT EXISTS "content_version" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "version" bigint NOT NULL
);--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "content_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_versioned" ON "menu_items";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_items"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_versioned" ON "menu_item_titles";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "menu_item_titles"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_versioned" ON "branches";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "branches"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_versioned" ON "site_settings";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_versioned" ON "countries";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "content_versioned" ON "positions";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "positions"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
