-- Device cookies (issue 31, decision 027): a browser that signed in to an account is trusted for it,
-- so someone else's wrong passwords, which slow the account down, do not keep its owner out. Only
-- the hash of the cookie's token is kept; its own failures slow down that device alone.
CREATE TABLE "trusted_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE UNIQUE INDEX "trusted_devices_token_hash_unique" ON "trusted_devices" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "trusted_devices_user_idx" ON "trusted_devices" USING btree ("user_id");
