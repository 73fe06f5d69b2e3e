-- The site's content (menus, contact details, settings, the catalogue's nationalities and positions,
-- pages, their sections and images) is the same on every page and changes only when the back office
-- edits it. A statement-level trigger on each table it is read from counts those edits in
-- content_version, whatever instance or tool makes them, so a server-rendered page keeps the
-- content's answers until the count moves (or a page's publishing time passes): one small read
-- instead of up to nine calls (apps/server/src/http/first-paint.ts).
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
DO $$
DECLARE
  content_table text;
BEGIN
  FOREACH content_table IN ARRAY ARRAY['menu_items', 'menu_item_titles', 'branches', 'site_settings', 'countries', 'positions',
    'pages', 'page_languages', 'sections', 'section_languages', 'assets'] LOOP
    EXECUTE format('DROP TRIGGER IF EXISTS "content_versioned" ON %I', content_table);
    EXECUTE format('CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"()', content_table);
  END LOOP;
END $$;
