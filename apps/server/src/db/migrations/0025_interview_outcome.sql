-- Whether an order's interview took place (issue 20, decision 021): staff record it once its time has
-- passed, while the order is In Progress; setting or moving the interview clears it.
ALTER TABLE "orders" ADD COLUMN "interview_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "interview_outcome_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "interview_outcome_set_by" integer REFERENCES "users"("id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_interview_outcome_known" CHECK ("interview_outcome" IS NULL OR "interview_outcome" IN ('held', 'noShow'));
