import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** The six reference lists share one shape: name in both languages (and Arabic for a woman), an image, active flag and order. */
function referenceTable(tableName: string) {
  return pgTable(
    tableName,
    {
      id: serial('id').primaryKey(),
      name: text('name').notNull(),
      nameAr: text('name_ar').notNull(),
      /** The Arabic for a woman where Arabic says it differently (marital statuses: عزباء, متزوجة); '' when the same. */
      nameArFemale: text('name_ar_female').notNull().default(''),
      image: text('image'),
      isActive: boolean('is_active').notNull().default(true),
      sortOrder: integer('sort_order').notNull().default(0),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [uniqueIndex(`${tableName}_name_unique`).on(table.name)],
  );
}

export const countries = referenceTable('countries');
export const religions = referenceTable('religions');
export const positions = referenceTable('positions');
export const maritalStatuses = referenceTable('marital_statuses');
export const languages = referenceTable('languages');
export const educationLevels = referenceTable('education_levels');

export const referenceTables = {
  countries,
  religions,
  positions,
  maritalStatuses,
  languages,
  educationLevels,
} as const;

export type TReferenceTable = typeof countries;
