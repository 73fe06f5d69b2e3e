-- The /Prices page (issue 20) carries the packages in its first paint, and the server keeps a public
-- page's answers until the content version changes: a change of price counts as a content edit.
DROP TRIGGER IF EXISTS "content_versioned" ON "packages";--> statement-breakpoint
CREATE TRIGGER "content_versioned" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "packages"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_version_bump"();
