import { and, asc, count, desc, eq, inArray, lte } from 'drizzle-orm';
import { APPLICANT_QUESTIONNAIRE, type TCmsPage, type TQoption, type TQuestion, type TSection, type ZAnswerListSchema } from '@app/shared';
import type { z } from 'zod';
import type { TDb } from '../../db/client.js';
import {
  answers,
  answerSubmissions,
  assets,
  optionLanguages,
  pageLanguages,
  pages,
  questionLanguages,
  questionOptions,
  questions,
  sectionLanguages,
  sections,
  siteSettings,
} from '../../db/schema/index.js';
import { paged } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TPublicCtx } from '../../http/context.js';
import type { TAttemptLimiter } from '../../http/attempt-limiter.js';
import { addApplicant } from './applicant-intake.js';

type TWithLanguage = { languageId: number };

/** The requested language's entry first, or only it when one was asked for and exists. */
function entriesInLanguage<T extends TWithLanguage>(entries: T[], languageId: number | undefined): T[] {
  if (!languageId) return entries;
  const chosen = entries.filter((entry) => entry.languageId === languageId);
  return chosen.length > 0 ? chosen : entries;
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/** A page the public may read: active, and published by now. */
const isPublished = (now: Date) => and(eq(pages.isActive, true), lte(pages.publishedAt, now));

/** What a public read needs: the database, and the instant that says what is published. */
type TReadCtx = Pick<TPublicCtx, 'db' | 'now'>;

const pageColumns = { id: pages.id, uniqueUrl: pages.uniqueUrl, kind: pages.kind, image: assets.fileName, publishedAt: pages.publishedAt };
type TPageRow = { id: number; uniqueUrl: string; kind: 'page' | 'article'; image: string | null; publishedAt: Date };

async function withLanguages(db: TDb, rows: TPageRow[], languageId: number | undefined): Promise<TCmsPage[]> {
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(pageLanguages)
    .where(
      inArray(
        pageLanguages.pageId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(pageLanguages.languageId));
  const byPage = groupBy(entries, (entry) => entry.pageId);
  return rows.map((row) => ({
    ...row,
    publishedAt: row.publishedAt.toISOString(),
    pgPageLngs: entriesInLanguage(byPage.get(row.id) ?? [], languageId).map(({ pageId: _pageId, ...entry }) => entry),
  }));
}

/** A published page by its unique URL, or null (the envelope then says isDone false). */
export async function getPageByUrl(ctx: TReadCtx, { uniqueUrl, langId }: { uniqueUrl: string; langId?: number }): Promise<TCmsPage | null> {
  const rows = await ctx.db
    .select(pageColumns)
    .from(pages)
    .leftJoin(assets, eq(assets.id, pages.imageId))
    .where(and(eq(pages.uniqueUrl, uniqueUrl), isPublished(ctx.now)));
  const [page] = await withLanguages(ctx.db, rows, langId);
  return page ?? null;
}

/** Published pages of one kind, newest first: the articles list. */
export async function listPages(
  ctx: TReadCtx,
  query: { kind: 'page' | 'article'; langId?: number; paginationFilter: { pageNumber: number; pageSize: number; isPaging: boolean } },
) {
  const where = and(eq(pages.kind, query.kind), isPublished(ctx.now));
  const { pageNumber, pageSize, isPaging } = query.paginationFilter;
  const base = ctx.db
    .select(pageColumns)
    .from(pages)
    .leftJoin(assets, eq(assets.id, pages.imageId))
    .where(where)
    .orderBy(desc(pages.publishedAt), desc(pages.id))
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    isPaging ? paged(base, query.paginationFilter) : base,
    ctx.db.select({ value: count() }).from(pages).where(where),
  ]);
  return { items: await withLanguages(ctx.db, rows, query.langId), totalCount: total?.value ?? 0, pageNumber, pageSize };
}

/** Active sections of published pages only: a hidden or future page's sections are as hidden as it is. */
async function sectionsWhere(db: TDb, where: ReturnType<typeof and>, languageId: number | undefined, now: Date): Promise<TSection[]> {
  const rows = await db
    .select({ id: sections.id, pageId: sections.pageId, key: sections.key, image: assets.fileName, sortOrder: sections.sortOrder })
    .from(sections)
    .innerJoin(pages, eq(pages.id, sections.pageId))
    .leftJoin(assets, eq(assets.id, sections.imageId))
    .where(and(where, eq(sections.isActive, true), isPublished(now)))
    .orderBy(asc(sections.sortOrder), asc(sections.id));
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(sectionLanguages)
    .where(
      inArray(
        sectionLanguages.sectionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(sectionLanguages.languageId));
  const bySection = groupBy(entries, (entry) => entry.sectionId);
  return rows.map((row) => ({
    ...row,
    pgSectionLngs: entriesInLanguage(bySection.get(row.id) ?? [], languageId).map(({ sectionId: _sectionId, ...entry }) => entry),
  }));
}

export const getSections = (ctx: TReadCtx, { pageId, langId }: { pageId: number; langId?: number }) =>
  sectionsWhere(ctx.db, eq(sections.pageId, pageId), langId, ctx.now);

export async function getSection(ctx: TReadCtx, { id, langId }: { id: number; langId: number }): Promise<TSection | null> {
  const [section] = await sectionsWhere(ctx.db, eq(sections.id, id), langId, ctx.now);
  return section ?? null;
}

/** Settings in one language: `name.en` / `name.ar` keys give `name`; keys without a language are shared. */
export async function getSettings(db: TDb, locale: 'en' | 'ar'): Promise<Record<string, string>> {
  const rows = await db.select().from(siteSettings).orderBy(asc(siteSettings.key));
  const settings: Record<string, string> = {};
  for (const { key, value } of rows) {
    const [name, language] = key.split('.') as [string, string | undefined];
    if (!language) settings[name] ??= value;
    else if (language === locale) settings[name] = value;
  }
  return settings;
}

export async function getPageImage(ctx: TReadCtx, pageId: number) {
  const [image] = await ctx.db
    .select({ id: assets.id, fileName: assets.fileName, thumbnail: assets.thumbnail })
    .from(pages)
    .innerJoin(assets, eq(assets.id, pages.imageId))
    .where(and(eq(pages.id, pageId), isPublished(ctx.now)));
  return image ?? null;
}

export async function getQuestions(db: TDb, typeId: number, languageId?: number): Promise<TQuestion[]> {
  const rows = await db
    .select({ id: questions.id, typeId: questions.typeId, kind: questions.kind, isRequired: questions.isRequired, sortOrder: questions.sortOrder })
    .from(questions)
    .where(and(eq(questions.typeId, typeId), eq(questions.isActive, true)))
    .orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(questionLanguages)
    .where(
      inArray(
        questionLanguages.questionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(questionLanguages.languageId));
  const byQuestion = groupBy(entries, (entry) => entry.questionId);
  return rows.map((row) => ({
    ...row,
    frmQuestionLngs: entriesInLanguage(byQuestion.get(row.id) ?? [], languageId).map(({ languageId: id, text }) => ({ languageId: id, text })),
  }));
}

/** The options of every question of one questionnaire, in every language. */
export async function getOptions(db: TDb, typeId: number, page: { pageNumber: number; pageSize: number; isPaging: boolean }): Promise<TQoption[]> {
  const base = db
    .select({ id: questionOptions.id, questionId: questionOptions.questionId, sortOrder: questionOptions.sortOrder })
    .from(questionOptions)
    .innerJoin(questions, eq(questions.id, questionOptions.questionId))
    .where(and(eq(questions.typeId, typeId), eq(questions.isActive, true)))
    .orderBy(asc(questions.sortOrder), asc(questionOptions.questionId), asc(questionOptions.sortOrder), asc(questionOptions.id));
  const rows = page.isPaging ? await paged(base.$dynamic(), page) : await base;
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(optionLanguages)
    .where(
      inArray(
        optionLanguages.optionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(optionLanguages.languageId));
  const byOption = groupBy(entries, (entry) => entry.optionId);
  return rows.map((row) => ({ ...row, frmQoptionLngs: (byOption.get(row.id) ?? []).map(({ languageId, text }) => ({ languageId, text })) }));
}

/** Filled-in questionnaires one address may send in 15 minutes, as for enquiries. */
export const QUESTIONNAIRES_PER_ADDRESS = 10;
const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Saves one filled-in questionnaire, at most QUESTIONNAIRES_PER_ADDRESS each 15 minutes from one
 * address. Every question must belong to one questionnaire, every option to its question, a text
 * question answered once and a choice made once, and every required question must be answered;
 * otherwise nothing is saved.
 */
export async function addAnswers(ctx: TPublicCtx & { attempts: TAttemptLimiter }, list: z.infer<typeof ZAnswerListSchema>): Promise<number> {
  const { db } = ctx;
  await ctx.attempts.hit(`questionnaire:ip:${ctx.audit.ip}`, QUESTIONNAIRES_PER_ADDRESS, FIFTEEN_MINUTES);
  const given = list.map((answer) => `${answer.questionId}:${answer.optionId ?? 'text'}`);
  if (new Set(given).size !== given.length) throw new AppError(422, 'cms.answerRepeated');
  const questionIds = [...new Set(list.map((answer) => answer.questionId))];
  const asked = await db
    .select()
    .from(questions)
    .where(and(inArray(questions.id, questionIds), eq(questions.isActive, true)));
  const typeIds = new Set(asked.map((question) => question.typeId));
  if (asked.length !== questionIds.length || typeIds.size !== 1) throw new AppError(422, 'cms.questionUnknown');
  const [typeId] = [...typeIds] as [number];
  const optionRows = await db.select().from(questionOptions).where(inArray(questionOptions.questionId, questionIds));
  for (const answer of list) {
    const question = asked.find((candidate) => candidate.id === answer.questionId)!;
    const option = answer.optionId === null ? undefined : optionRows.find((candidate) => candidate.id === answer.optionId);
    if (question.kind === 'text' ? answer.optionId !== null : answer.optionId === null || option?.questionId !== question.id) {
      throw new AppError(422, 'cms.optionInvalid');
    }
    if (question.kind === 'single' && list.filter((other) => other.questionId === question.id).length > 1) throw new AppError(422, 'cms.optionInvalid');
  }
  const all = await getQuestions(db, typeId);
  const answered = (id: number) => list.some((answer) => answer.questionId === id && (answer.optionId !== null || answer.answerText !== ''));
  const missing = all.filter((question) => question.isRequired && !answered(question.id));
  if (missing.length > 0) throw new AppError(422, 'cms.answersMissing', { count: missing.length });
  return db.transaction(async (tx) => {
    const [submission] = await tx
      .insert(answerSubmissions)
      .values({ typeId, userId: ctx.actor?.userId ?? null })
      .returning({ id: answerSubmissions.id });
    await tx.insert(answers).values(list.map((answer) => ({ ...answer, submissionId: submission!.id })));
    if (typeId === APPLICANT_QUESTIONNAIRE) await addApplicant(tx, submission!.id);
    return submission!.id;
  });
}
