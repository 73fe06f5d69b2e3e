CREATE SEQUENCE "public"."labor_code_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1001 CACHE 1;--> statement-breakpoint
CREATE TABLE "labor_experiences" (
	"id" serial PRIMARY KEY NOT NULL,
	"labor_id" integer NOT NULL,
	"country" text NOT NULL,
	"country_ar" text DEFAULT '' NOT NULL,
	"position" text NOT NULL,
	"position_ar" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"period_ar" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labor_languages" (
	"labor_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "labor_languages_labor_id_language_id_pk" PRIMARY KEY("labor_id","language_id")
);
--> statement-breakpoint
CREATE TABLE "labors" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text DEFAULT 'SK-' || nextval('labor_code_seq')::text NOT NULL,
	"name" text NOT NULL,
	"name_ar" text DEFAULT '' NOT NULL,
	"photo" text NOT NULL,
	"thumbnail" text NOT NULL,
	"video" text,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"country_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"religion_id" integer NOT NULL,
	"education_level_id" integer NOT NULL,
	"marital_status_id" integer NOT NULL,
	"passport_number" text NOT NULL,
	"passport_issue_date" date NOT NULL,
	"passport_expiry_date" date NOT NULL,
	"passport_issue_place" text NOT NULL,
	"address" text NOT NULL,
	"kids" integer DEFAULT 0 NOT NULL,
	"height_cm" integer,
	"weight_kg" integer,
	"salary_aed" integer NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'Available' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labors_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "labor_experiences" ADD CONSTRAINT "labor_experiences_labor_id_labors_id_fk" FOREIGN KEY ("labor_id") REFERENCES "public"."labors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_languages" ADD CONSTRAINT "labor_languages_labor_id_labors_id_fk" FOREIGN KEY ("labor_id") REFERENCES "public"."labors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labor_languages" ADD CONSTRAINT "labor_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_religion_id_religions_id_fk" FOREIGN KEY ("religion_id") REFERENCES "public"."religions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_education_level_id_education_levels_id_fk" FOREIGN KEY ("education_level_id") REFERENCES "public"."education_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "labors" ADD CONSTRAINT "labors_marital_status_id_marital_statuses_id_fk" FOREIGN KEY ("marital_status_id") REFERENCES "public"."marital_statuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labor_experiences_labor_idx" ON "labor_experiences" USING btree ("labor_id");--> statement-breakpoint
CREATE INDEX "labors_catalogue_idx" ON "labors" USING btree ("is_active","created_at");--> statement-breakpoint
CREATE INDEX "labors_country_idx" ON "labors" USING btree ("country_id");--> statement-breakpoint
CREATE INDEX "labors_position_idx" ON "labors" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "labors_birth_idx" ON "labors" USING btree ("date_of_birth");--> statement-breakpoint
CREATE INDEX "labors_status_idx" ON "labors" USING btree ("status");