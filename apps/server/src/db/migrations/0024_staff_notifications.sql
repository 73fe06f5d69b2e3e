-- Staff are told of new orders, enquiries, callback requests and applicants (issue 20): one row
-- per event, written in the event's own transaction, by kind and the id of what it is about. Each
-- staff member's read state: a mark ("read up to this one") and the ones opened after it.
CREATE TABLE IF NOT EXISTS "staff_notifications" (
  "id" serial PRIMARY KEY NOT NULL,
  "kind" text NOT NULL CONSTRAINT "staff_notifications_kind_check" CHECK ("kind" IN ('order', 'enquiry', 'callback', 'applicant')),
  "entity_id" integer NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "mailed_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "staff_notifications_kind_idx" ON "staff_notifications" ("kind", "id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_notification_marks" (
  "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "seen_up_to" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_notification_reads" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "notification_id" integer NOT NULL REFERENCES "staff_notifications"("id") ON DELETE cascade,
  CONSTRAINT "staff_notification_reads_pkey" PRIMARY KEY ("user_id", "notification_id")
);
