import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { countries, educationLevels, languages, maritalStatuses, positions, religions } from './reference.js';
import { EXPERIENCE_REGIONS, GULF_EXPERIENCE, LABOR_STAGES, LABOR_STATUSES } from '@app/shared';

export const laborCodeSequence = pgSequence('labor_code_seq', { startWith: 1001 });

/** The agency's domestic workers. Passport fields and address are back-office only. */
export const labors = pgTable(
  'labors',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .unique()
      .default(sql`'SK-' || nextval('labor_code_seq')::text`),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    photo: text('photo').notNull(),
    thumbnail: text('thumbnail').notNull(),
    video: text('video'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['female', 'male'] }).notNull(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id),
    religionId: integer('religion_id')
      .notNull()
      .references(() => religions.id),
    educationLevelId: integer('education_level_id')
      .notNull()
      .references(() => educationLevels.id),
    maritalStatusId: integer('marital_status_id')
      .notNull()
      .references(() => maritalStatuses.id),
    passportNumber: text('passport_number').notNull(),
    /**
     * The passport number trimmed and upper-cased, unique. A trigger (migration 0009) fills it on
     * every write; rows that were duplicates before the rule keep it null until their next save.
     */
    passportKey: text('passport_key'),
    passportIssueDate: date('passport_issue_date', { mode: 'string' }).notNull(),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }).notNull(),
    passportIssuePlace: text('passport_issue_place').notNull(),
    address: text('address').notNull(),
    kids: integer('kids').notNull().default(0),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    salaryAed: integer('salary_aed').notNull(),
    /** English skill names; `skillsAr` holds the Arabic of each, at the same position ('' when none was given). */
    skills: text('skills')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    skillsAr: text('skills_ar')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    status: text('status', { enum: LABOR_STATUSES }).notNull().default('Available'),
    /** Where she is (migration 0016): abroad with `sourceAgency`, visa in process, arrived on `arrivedOn`, at the accommodation, placed. */
    stage: text('stage', { enum: LABOR_STAGES }).notNull().default('atAccommodation'),
    sourceAgency: text('source_agency').notNull().default(''),
    arrivedOn: date('arrived_on', { mode: 'string' }),
    /** The day families can have her, shown by the catalogue while it is in the future. */
    availableFrom: date('available_from', { mode: 'string' }),
    /** Her past jobs' years added up, and where in the Gulf she worked: kept by a trigger on labor_experiences (migration 0018). */
    experienceYears: integer('experience_years').notNull().default(0),
    gulfExperience: text('gulf_experience', { enum: GULF_EXPERIENCE }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('labors_catalogue_idx').on(table.isActive, table.createdAt),
    index('labors_country_idx').on(table.countryId),
    index('labors_position_idx').on(table.positionId),
    index('labors_birth_idx').on(table.dateOfBirth),
    index('labors_status_idx').on(table.status),
    index('labors_religion_idx').on(table.religionId),
    index('labors_marital_status_idx').on(table.maritalStatusId),
    index('labors_salary_idx').on(table.salaryAed),
    index('labors_experience_idx').on(table.experienceYears),
    uniqueIndex('labors_passport_key_unique').on(table.passportKey),
  ],
);

export const laborLanguages = pgTable(
  'labor_languages',
  {
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (table) => [primaryKey({ columns: [table.laborId, table.languageId] }), index('labor_languages_language_idx').on(table.languageId, table.laborId)],
);

export const laborExperiences = pgTable(
  'labor_experiences',
  {
    id: serial('id').primaryKey(),
    laborId: integer('labor_id')
      .notNull()
      .references(() => labors.id, { onDelete: 'cascade' }),
    country: text('country').notNull(),
    countryAr: text('country_ar').notNull().default(''),
    position: text('position').notNull(),
    positionAr: text('position_ar').notNull().default(''),
    period: text('period').notNull(),
    periodAr: text('period_ar').notNull().default(''),
    years: integer('years').notNull().default(0),
    region: text('region', { enum: EXPERIENCE_REGIONS }).notNull().default('other'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('labor_experiences_labor_idx').on(table.laborId)],
);
