ALTER TABLE "labors" ADD COLUMN "passport_key" text;--> statement-breakpoint
-- Existing duplicates must not stop the upgrade: only the oldest worker of each passport number gets the key; the others get it (and the refusal) on their next save.
UPDATE "labors" SET "passport_key" = upper(btrim("passport_number")) WHERE "id" IN (SELECT min("id") FROM "labors" GROUP BY upper(btrim("passport_number")));--> statement-breakpoint
CREATE UNIQUE INDEX "labors_passport_key_unique" ON "labors" USING btree ("passport_key");--> statement-breakpoint
CREATE FUNCTION labors_set_passport_key() RETURNS trigger AS $$
BEGIN
  NEW.passport_key := upper(btrim(NEW.passport_number));
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER labors_passport_key BEFORE INSERT OR UPDATE OF passport_number ON "labors" FOR EACH ROW EXECUTE FUNCTION labors_set_passport_key();
