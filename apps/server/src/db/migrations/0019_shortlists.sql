-- The families' shortlist (issue 20): the workers a signed-in client keeps to compare, one row per
-- client and worker. Rows go with the client's account and with the worker; visitors keep theirs
-- in the browser.
CREATE TABLE IF NOT EXISTS "shortlist_entries" (
  "client_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "labor_id" integer NOT NULL REFERENCES "labors"("id") ON DELETE cascade,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "shortlist_entries_pkey" PRIMARY KEY ("client_id", "labor_id")
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "shortlist_entries_labor_idx" ON "shortlist_entries" ("labor_id");
