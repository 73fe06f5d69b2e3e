-- Interview slots (issue 20): staff publish times for interviews, online or at a branch, each taking
-- `capacity` interviews at once; a client books one for her open order. A booking holds one seat
-- of its slot: the partial unique index on (slot, seat) is what keeps a slot from being booked
-- beyond its capacity, whatever the requests racing for it. A moved or released booking keeps its
-- row (released_at set), so "moved once" is counted from the rows; removing a slot (only one with
-- no seat held) leaves its released bookings without it.
CREATE TABLE IF NOT EXISTS "interview_slots" (
  "id" serial PRIMARY KEY NOT NULL,
  "starts_at" timestamp with time zone NOT NULL,
  "minutes" integer NOT NULL CHECK ("minutes" BETWEEN 10 AND 240),
  "capacity" integer NOT NULL CHECK ("capacity" BETWEEN 1 AND 20),
  "interview_type" text NOT NULL CHECK ("interview_type" IN ('online', 'office')),
  "branch_id" integer REFERENCES "branches"("id"),
  "meeting_link" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "interview_slots_place" CHECK (("interview_type" = 'office') = ("branch_id" IS NOT NULL) AND ("interview_type" = 'online') = ("meeting_link" IS NOT NULL))
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "interview_slots_one_per_place_and_time" ON "interview_slots" ("starts_at", COALESCE("branch_id", 0));--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "interview_bookings" (
  "id" serial PRIMARY KEY NOT NULL,
  "slot_id" integer REFERENCES "interview_slots"("id") ON DELETE SET NULL,
  "seat" integer NOT NULL CHECK ("seat" >= 1),
  "order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE cascade,
  "booked_at" timestamp with time zone NOT NULL,
  "released_at" timestamp with time zone
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "interview_bookings_one_per_seat" ON "interview_bookings" ("slot_id", "seat") WHERE "released_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "interview_bookings_one_per_order" ON "interview_bookings" ("order_id") WHERE "released_at" IS NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "interview_bookings_order_idx" ON "interview_bookings" ("order_id");
