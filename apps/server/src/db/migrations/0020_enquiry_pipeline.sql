-- Enquiries and callback requests become a pipeline staff work from (issue 20): each has a status
-- (new, contacted, converted, closed), an owner among the staff, a follow-up day, dated notes and,
-- once converted, the client and the order it became. The visitor may leave an e-mail with an
-- enquiry. Every row already received starts again as new; "handled" gives way to the status.
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "email" text;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "status" text DEFAULT 'new' NOT NULL
  CONSTRAINT "enquiries_status_check" CHECK ("status" IN ('new', 'contacted', 'converted', 'closed'));--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "owner_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "client_id" integer REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "order_id" integer REFERENCES "orders"("id") ON DELETE set null;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN IF NOT EXISTS "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "enquiries" SET "updated_at" = "created_at";--> statement-breakpoint
DROP INDEX IF EXISTS "enquiries_list_idx";--> statement-breakpoint
ALTER TABLE "enquiries" DROP COLUMN IF EXISTS "is_handled";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_created_idx" ON "enquiries" ("created_at", "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_status_idx" ON "enquiries" ("status", "created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_owner_idx" ON "enquiries" ("owner_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiries_follow_up_idx" ON "enquiries" ("follow_up_on") WHERE "follow_up_on" IS NOT NULL;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "enquiry_notes" (
  "id" serial PRIMARY KEY NOT NULL,
  "enquiry_id" integer NOT NULL REFERENCES "enquiries"("id") ON DELETE cascade,
  "author_id" integer REFERENCES "users"("id") ON DELETE set null,
  "text" text NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "enquiry_notes_enquiry_idx" ON "enquiry_notes" ("enquiry_id", "created_at");
