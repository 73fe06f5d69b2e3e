import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { WORKER_FIELDS } from '@app/shared';
import { users } from './accounts.js';

/** Files of the media library, stored like every upload (generated names, outside any static root). */
export const assets = pgTable('assets', {
  id: serial('id').primaryKey(),
  fileName: text('file_name').notNull().unique(),
  thumbnail: text('thumbnail'),
  originalName: text('original_name').notNull(),
  kind: text('kind', { enum: ['image', 'video'] }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pages of the public site and articles (news), addressed by their unique URL. */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    uniqueUrl: text('unique_url').notNull(),
    kind: text('kind', { enum: ['page', 'article'] }).notNull(),
    imageId: integer('image_id').references(() => assets.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('pages_unique_url_unique').on(table.uniqueUrl), index('pages_kind_published_idx').on(table.kind, table.publishedAt)],
);

/** One page in one language (the spec's pgPageLngs). Bodies are sanitised HTML. */
export const pageLanguages = pgTable(
  'page_languages',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    title: text('title').notNull(),
    seoDesc: text('seo_desc').notNull().default(''),
    keywords: text('keywords').notNull().default(''),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.pageId, table.languageId] })],
);

/** The blocks a page is made of (hero, services, why us, ...), in order. */
export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    imageId: integer('image_id').references(() => assets.id, { onDelete: 'set null' }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('sections_page_idx').on(table.pageId, table.sortOrder)],
);

export const sectionLanguages = pgTable(
  'section_languages',
  {
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title').notNull().default(''),
    body: text('body').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.sectionId, table.languageId] })],
);

/** Questions of a questionnaire (typeId 1: job applicants), in order. */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    typeId: integer('type_id').notNull(),
    kind: text('kind', { enum: ['text', 'single', 'multiple'] }).notNull(),
    isRequired: boolean('is_required').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** The worker field its answer fills when an applicant becomes a worker (migration 0017). */
    workerField: text('worker_field', { enum: WORKER_FIELDS }),
  },
  (table) => [index('questions_type_idx').on(table.typeId, table.sortOrder)],
);

export const questionLanguages = pgTable(
  'question_languages',
  {
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.questionId, table.languageId] })],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [index('question_options_question_idx').on(table.questionId, table.sortOrder)],
);

export const optionLanguages = pgTable(
  'option_languages',
  {
    optionId: integer('option_id')
      .notNull()
      .references(() => questionOptions.id, { onDelete: 'cascade' }),
    languageId: integer('language_id').notNull(),
    text: text('text').notNull(),
  },
  (table) => [primaryKey({ columns: [table.optionId, table.languageId] })],
);

/** One filled-in questionnaire, and its answers. */
export const answerSubmissions = pgTable('answer_submissions', {
  id: serial('id').primaryKey(),
  typeId: integer('type_id').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    submissionId: integer('submission_id')
      .notNull()
      .references(() => answerSubmissions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    optionId: integer('option_id').references(() => questionOptions.id, { onDelete: 'set null' }),
    answerText: text('answer_text').notNull().default(''),
  },
  (table) => [index('answers_submission_idx').on(table.submissionId)],
);
