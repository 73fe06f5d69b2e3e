ALTER TABLE "countries" ADD COLUMN "name_ar_female" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "education_levels" ADD COLUMN "name_ar_female" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "languages" ADD COLUMN "name_ar_female" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "marital_statuses" ADD COLUMN "name_ar_female" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "name_ar_female" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "religions" ADD COLUMN "name_ar_female" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "labors" ADD COLUMN "skills_ar" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- The Arabic of the demo skills (apps/server/src/db/seed/skill-data.ts) for workers seeded before; others stay '' and show in English.
UPDATE "labors" SET "skills_ar" = ARRAY(
  SELECT coalesce(known.ar, '')
  FROM unnest("labors"."skills") WITH ORDINALITY AS skill(name, position)
  LEFT JOIN (VALUES
  ('Cleaning', 'التنظيف'),
  ('Ironing', 'الكيّ'),
  ('Laundry', 'غسيل الملابس'),
  ('Organising', 'ترتيب المنزل'),
  ('Childcare', 'رعاية الأطفال'),
  ('Homework help', 'المساعدة في الواجبات المدرسية'),
  ('Baby bathing', 'استحمام الرضّع'),
  ('First aid', 'الإسعافات الأولية'),
  ('Arabic cooking', 'الطبخ العربي'),
  ('Indian cooking', 'الطبخ الهندي'),
  ('Baking', 'الخَبز'),
  ('Meal planning', 'تخطيط الوجبات'),
  ('UAE driving licence', 'رخصة قيادة إماراتية'),
  ('School runs', 'توصيل الأطفال إلى المدرسة'),
  ('Car care', 'العناية بالسيارة'),
  ('Route planning', 'تخطيط المسارات'),
  ('Elderly care', 'رعاية كبار السن'),
  ('Medication reminders', 'التذكير بمواعيد الأدوية'),
  ('Mobility help', 'المساعدة على الحركة'),
  ('Nursing care', 'الرعاية التمريضية'),
  ('Wound dressing', 'تضميد الجروح'),
  ('Vital signs', 'قياس العلامات الحيوية'),
  ('Household management', 'إدارة شؤون المنزل'),
  ('Shopping', 'التسوق'),
  ('Gardening', 'البستنة'),
  ('Irrigation', 'الري'),
  ('Plant care', 'العناية بالنباتات')
  ) AS known(en, ar) ON known.en = skill.name
  ORDER BY skill.position
);--> statement-breakpoint
-- The feminine Arabic of the seeded marital statuses, where the agency has not changed them.
UPDATE "marital_statuses" SET "name_ar_female" = feminine.ar
FROM (VALUES ('Single', 'عزباء'), ('Married', 'متزوجة'), ('Divorced', 'مطلقة'), ('Widowed', 'أرملة')) AS feminine(en, ar)
WHERE "marital_statuses"."name" = feminine.en AND "marital_statuses"."name_ar_female" = '';
