-- Staff roles, two-factor sign-in, the audit trail and the account-security tables (issue 17).
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "staff_role" text;--> statement-breakpoint
UPDATE "users" SET "staff_role" = 'manager' WHERE "role" = 'admin' AND "staff_role" IS NULL;--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT IF EXISTS "users_staff_role_check";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_role_check" CHECK (
  ("role" = 'admin' AND "staff_role" IN ('manager', 'sales', 'accounts', 'content')) OR ("role" = 'client' AND "staff_role" IS NULL)
);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "must_change_password" boolean NOT NULL DEFAULT false;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "ip" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "user_agent" text;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "recovery_codes" (
  "id" serial PRIMARY KEY,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "recovery_codes_user_idx" ON "recovery_codes" ("user_id");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "sign_in_challenges" (
  "id" serial PRIMARY KEY,
  "token_hash" text NOT NULL,
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "failed_attempts" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "sign_in_challenges_token_hash_unique" ON "sign_in_challenges" ("token_hash");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contact_changes" (
  "user_id" integer PRIMARY KEY REFERENCES "users"("id") ON DELETE CASCADE,
  "new_email" text NOT NULL,
  "new_email_key" text NOT NULL,
  "new_phone_number" text NOT NULL,
  "code_hash" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "failed_attempts" integer NOT NULL DEFAULT 0
);--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "audit_log" (
  "id" bigserial PRIMARY KEY,
  "at" timestamp with time zone NOT NULL DEFAULT now(),
  "actor_user_id" integer,
  "actor_name" text,
  "actor_role" text,
  "ip" text,
  "request_id" text,
  "action" text NOT NULL,
  "entity" text,
  "entity_id" text,
  "changes" jsonb
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_idx" ON "audit_log" ("at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_entity_idx" ON "audit_log" ("entity", "entity_id", "at" DESC);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_actor_idx" ON "audit_log" ("actor_user_id", "at" DESC);--> statement-breakpoint
CREATE OR REPLACE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only';
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_change" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
DROP TRIGGER IF EXISTS "audit_log_no_truncate" ON "audit_log";--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
