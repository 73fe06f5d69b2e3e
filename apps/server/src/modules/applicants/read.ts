import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  APPLICANT_QUESTIONNAIRE,
  LANGUAGE_ID,
  LIST_SEPARATOR,
  phoneSearchDigits,
  todayInUae,
  westernDigits,
  type TApplicant,
  type TApplicantCounts,
  type TApplicantQuery,
  type TApplicantSummary,
  type TLocale,
  type TPage,
  type TWorkerField,
  type TWorkerPrefill,
} from '@app/shared';
import type { TDb, TReader } from '../../db/client.js';
import { answers, applicantNotes, applicants, countries, labors, languages, optionLanguages, positions, questions, users } from '../../db/schema/index.js';
import { containsPattern, pageOf } from '../../db/sql-helpers.js';
import { mappedAnswer } from '../../db/applicant-answers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { withAnswers } from '../cms/questionnaire-admin.js';
import { presentApplicant, presentApplicantSummary, type TApplicantRow } from './presenter.js';

const summaryColumns = (locale: TLocale) => ({
  applicant: applicants,
  name: mappedAnswer('name', locale),
  phone: mappedAnswer('phone', locale),
  nationality: mappedAnswer('nationality', locale),
  position: mappedAnswer('position', locale),
  ownerName: users.userName,
});

/** Digits of a typed answer, Arabic-Indic ones read as 0-9, for matching a phone number however it was typed. */
const ANSWER_DIGITS = sql`regexp_replace(translate(${answers.answerText}, '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹', '01234567890123456789'), '[^0-9]', '', 'g')`;

/** A name or a phone number among the applicant's mapped answers. */
function searchCondition(search: string): SQL {
  const digits = phoneSearchDigits(search);
  const byPhone = digits ? sql` OR (${questions.workerField} = 'phone' AND ${ANSWER_DIGITS} LIKE ${containsPattern(digits)})` : sql``;
  const typed = containsPattern(westernDigits(search));
  return sql`EXISTS (
    SELECT 1 FROM ${answers} INNER JOIN ${questions} ON ${questions.id} = ${answers.questionId}
    WHERE ${answers.submissionId} = ${applicants.submissionId}
      AND (${questions.workerField} IN ('name', 'phone') AND ${answers.answerText} ILIKE ${typed}${byPhone})
  )`;
}

/** Status, owner ('mine', 'none' or a staff member), follow-up due by today in the UAE, and the search. */
function listFilter(query: TApplicantQuery, viewerId: number, now: Date): SQL | undefined {
  const conditions: Array<SQL | undefined> = [];
  if (query.status) conditions.push(eq(applicants.status, query.status));
  if (query.owner === 'none') conditions.push(isNull(applicants.ownerId));
  else if (query.owner !== undefined) conditions.push(eq(applicants.ownerId, query.owner === 'mine' ? viewerId : query.owner));
  if (query.followUpDue) conditions.push(lte(applicants.followUpOn, todayInUae(now)));
  const search = query.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return and(...conditions);
}

function summaries(db: TReader, locale: TLocale, counted: boolean) {
  return db
    .select({ ...summaryColumns(locale), totalCount: (counted ? sql<number>`count(*) over ()` : sql<number>`0`).mapWith(Number) })
    .from(applicants)
    .leftJoin(users, eq(users.id, applicants.ownerId));
}

/** /Applicants: newest first, one page and its total. */
export async function listApplicants(ctx: TCtx, query: TApplicantQuery): Promise<TPage<TApplicantSummary>> {
  const { db, locale } = ctx;
  const where = listFilter(query, ctx.actor.userId, ctx.now);
  const rows = await summaries(db, locale, true)
    .where(where)
    .orderBy(desc(applicants.createdAt), desc(applicants.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const countAll = async () => (await summaries(db, locale, true).where(where).limit(1))[0]?.totalCount ?? 0;
  return pageOf(rows, query, presentApplicantSummary, countAll);
}

export async function findApplicantRow(db: TReader, id: number): Promise<TApplicantRow> {
  const [row] = await db.select().from(applicants).where(eq(applicants.id, id));
  if (!row) throw new AppError(404, 'applicants.notFound');
  return row;
}

/** One applicant's page in the reader's language; 404 when there is none. */
export async function getApplicant(ctx: Pick<TCtx, 'db' | 'locale'>, id: number): Promise<TApplicant> {
  const { db, locale } = ctx;
  const [summary] = await summaries(db, locale, false).where(eq(applicants.id, id));
  if (!summary) throw new AppError(404, 'applicants.notFound');
  const { applicant } = summary;
  const [submission] = await withAnswers(
    db,
    [{ id: applicant.submissionId, typeId: APPLICANT_QUESTIONNAIRE, createdAt: applicant.createdAt, userName: null }],
    APPLICANT_QUESTIONNAIRE,
  );
  const [notes, [labor]] = await Promise.all([
    db
      .select({ note: applicantNotes, author: users.userName })
      .from(applicantNotes)
      .leftJoin(users, eq(users.id, applicantNotes.authorId))
      .where(eq(applicantNotes.applicantId, id))
      .orderBy(asc(applicantNotes.createdAt), asc(applicantNotes.id)),
    applicant.laborId === null
      ? [undefined]
      : db.select({ id: labors.id, code: labors.code, name: labors.name, nameAr: labors.nameAr }).from(labors).where(eq(labors.id, applicant.laborId)),
  ]);
  return presentApplicant({ ...summary, answers: submission?.answers ?? [], notes, labor: labor ?? null }, locale);
}

/** The dashboard's counts: applicants still new, and follow-ups due by today in the UAE. */
export async function applicantCounts(db: TReader, now: Date): Promise<TApplicantCounts> {
  const [counts] = await db
    .select({
      newCount: sql<number>`count(*) FILTER (WHERE ${applicants.status} = 'new')`.mapWith(Number),
      followUpsDue: sql<number>`count(*) FILTER (WHERE ${applicants.followUpOn} <= ${todayInUae(now)})`.mapWith(Number),
    })
    .from(applicants);
  return counts ?? { newCount: 0, followUpsDue: 0 };
}

// ---------------------------------------------------------------- the worker form's first values

/** Each answer to a mapped question, with its text in both languages (a choice's) or as typed. */
async function mappedAnswers(db: TReader, submissionId: number) {
  const english = sql<
    string | null
  >`(SELECT ${optionLanguages.text} FROM ${optionLanguages} WHERE ${optionLanguages.optionId} = ${answers.optionId} AND ${optionLanguages.languageId} = ${LANGUAGE_ID.english})`;
  const arabic = sql<
    string | null
  >`(SELECT ${optionLanguages.text} FROM ${optionLanguages} WHERE ${optionLanguages.optionId} = ${answers.optionId} AND ${optionLanguages.languageId} = ${LANGUAGE_ID.arabic})`;
  const rows = await db
    .select({ field: questions.workerField, typed: answers.answerText, english, arabic })
    .from(answers)
    .innerJoin(questions, eq(questions.id, answers.questionId))
    .where(and(eq(answers.submissionId, submissionId), sql`${questions.workerField} IS NOT NULL`))
    .orderBy(asc(questions.sortOrder), asc(questions.id), asc(answers.id));
  return rows
    .map((row) => ({ field: row.field!, en: (row.english ?? row.typed).trim(), ar: (row.arabic ?? row.typed).trim() }))
    .filter((answer) => answer.en !== '' || answer.ar !== '');
}

type TNamedTable = typeof countries;

/** The active values of a reference list whose English or Arabic name is one of `names` (case and spaces aside). */
async function matchingIds(db: TReader, table: TNamedTable, names: string[]): Promise<number[]> {
  const wanted = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))];
  if (wanted.length === 0) return [];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.isActive, true), or(inArray(sql`lower(btrim(${table.name}))`, wanted), inArray(sql`lower(btrim(${table.nameAr}))`, wanted))))
    .orderBy(asc(table.sortOrder), asc(table.id));
  return rows.map((row) => row.id);
}

/**
 * The worker form's first values from the applicant's mapped answers: the name as typed, the
 * nationality, position and languages matched by name against the reference lists (left empty
 * when nothing matches), the experience and notes as text.
 */
export async function workerPrefill(db: TDb, id: number): Promise<TWorkerPrefill> {
  const applicant = await findApplicantRow(db, id);
  const given = await mappedAnswers(db, applicant.submissionId);
  const of = (field: TWorkerField) => given.filter((answer) => answer.field === field);
  const names = (field: TWorkerField) => of(field).flatMap((answer) => [answer.en, answer.ar]);
  const [country, position, spoken] = await Promise.all([
    matchingIds(db, countries, names('nationality')),
    matchingIds(db, positions, names('position')),
    matchingIds(db, languages, names('languages')),
  ]);
  const joined = (field: TWorkerField, locale: TLocale) =>
    of(field)
      .map((answer) => answer[locale])
      .join(LIST_SEPARATOR[locale]);
  return {
    name: of('name')[0]?.en ?? '',
    countryId: country[0] ?? null,
    positionId: position[0] ?? null,
    languageIds: spoken,
    experience: joined('experience', 'en'),
    experienceAr: joined('experience', 'ar'),
    note: of('note')
      .map((answer) => answer.en)
      .join('\n'),
  };
}
