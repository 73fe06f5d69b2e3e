-- Searches that match anywhere in a value (ILIKE '%term%') use trigram indexes instead of reading
-- every row: order numbers in the back office, workers' names (both languages) and codes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "orders_number_trgm_idx" ON "orders" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_name_trgm_idx" ON "labors" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_name_ar_trgm_idx" ON "labors" USING gin ("name_ar" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "labors_code_trgm_idx" ON "labors" USING gin ("code" gin_trgm_ops);
