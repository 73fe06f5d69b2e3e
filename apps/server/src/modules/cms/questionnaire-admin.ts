import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import { LANGUAGE_ID, LIST_SEPARATOR, type TAdminQuestion, type TSubmission, type ZQuestionInputSchema } from '@app/shared';
import type { z } from 'zod';
import type { TDb, TTx } from '../../db/client.js';
import { answers, answerSubmissions, optionLanguages, questionLanguages, questionOptions, questions, users } from '../../db/schema/index.js';
import { sortOrderForNew } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { plainText } from './sanitize.js';

type TQuestionInput = z.infer<typeof ZQuestionInputSchema>;

const textIn = <T extends { languageId: number; text: string }>(rows: T[], languageId: number) => rows.find((row) => row.languageId === languageId)?.text ?? '';

export async function listAdminQuestions(db: TDb, typeId: number): Promise<TAdminQuestion[]> {
  const rows = await db.select().from(questions).where(eq(questions.typeId, typeId)).orderBy(asc(questions.sortOrder), asc(questions.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [texts, options] = await Promise.all([
    db.select().from(questionLanguages).where(inArray(questionLanguages.questionId, ids)),
    db.select().from(questionOptions).where(inArray(questionOptions.questionId, ids)).orderBy(asc(questionOptions.sortOrder), asc(questionOptions.id)),
  ]);
  const optionTexts = options.length
    ? await db
        .select()
        .from(optionLanguages)
        .where(
          inArray(
            optionLanguages.optionId,
            options.map((option) => option.id),
          ),
        )
    : [];
  return rows.map((row) => {
    const own = texts.filter((text) => text.questionId === row.id);
    return {
      ...row,
      textEn: textIn(own, LANGUAGE_ID.english),
      textAr: textIn(own, LANGUAGE_ID.arabic),
      options: options
        .filter((option) => option.questionId === row.id)
        .map((option) => {
          const ownTexts = optionTexts.filter((text) => text.optionId === option.id);
          return { id: option.id, textEn: textIn(ownTexts, LANGUAGE_ID.english), textAr: textIn(ownTexts, LANGUAGE_ID.arabic) };
        }),
    };
  });
}

/**
 * The texts are replaced; choices are matched by id and edited in place, so answers already
 * received keep pointing at the choice they made. A choice someone has chosen cannot be removed.
 */
async function writeQuestion(tx: TTx, questionId: number, input: TQuestionInput) {
  await tx.delete(questionLanguages).where(eq(questionLanguages.questionId, questionId));
  await tx.insert(questionLanguages).values([
    { questionId, languageId: LANGUAGE_ID.english, text: plainText(input.textEn) },
    { questionId, languageId: LANGUAGE_ID.arabic, text: plainText(input.textAr) },
  ]);
  const wanted = input.kind === 'text' ? [] : input.options;
  const existing = new Set(
    (await tx.select({ id: questionOptions.id }).from(questionOptions).where(eq(questionOptions.questionId, questionId))).map((row) => row.id),
  );
  if (wanted.some((option) => option.id !== undefined && !existing.has(option.id))) throw new AppError(422, 'cms.optionNotFound', {}, 'options');
  const kept = new Set(wanted.map((option) => option.id));
  const removed = [...existing].filter((id) => !kept.has(id));
  if (removed.length > 0) {
    const [used] = await tx.select({ value: count() }).from(answers).where(inArray(answers.optionId, removed));
    if (used!.value > 0) throw new AppError(409, 'cms.optionInUse', {}, 'options');
    await tx.delete(questionOptions).where(inArray(questionOptions.id, removed));
  }
  for (const [index, option] of wanted.entries()) {
    const optionId =
      option.id ??
      (
        await tx
          .insert(questionOptions)
          .values({ questionId, sortOrder: index + 1 })
          .returning({ id: questionOptions.id })
      )[0]!.id;
    if (option.id) {
      await tx
        .update(questionOptions)
        .set({ sortOrder: index + 1 })
        .where(eq(questionOptions.id, optionId));
      await tx.delete(optionLanguages).where(eq(optionLanguages.optionId, optionId));
    }
    await tx.insert(optionLanguages).values([
      { optionId, languageId: LANGUAGE_ID.english, text: plainText(option.textEn) },
      { optionId, languageId: LANGUAGE_ID.arabic, text: plainText(option.textAr) },
    ]);
  }
}

/** A question as the audit trail compares it (row locked): its columns, texts and choices. */
async function questionSnapshot(tx: TTx, id: number) {
  const [question] = await tx.select().from(questions).where(eq(questions.id, id)).for('update');
  if (!question) return null;
  const texts = await tx.select().from(questionLanguages).where(eq(questionLanguages.questionId, id));
  const options = await tx
    .select()
    .from(questionOptions)
    .where(eq(questionOptions.questionId, id))
    .orderBy(asc(questionOptions.sortOrder), asc(questionOptions.id));
  const optionTexts = options.length
    ? await tx
        .select()
        .from(optionLanguages)
        .where(
          inArray(
            optionLanguages.optionId,
            options.map((option) => option.id),
          ),
        )
    : [];
  return {
    ...question,
    textEn: textIn(texts, LANGUAGE_ID.english),
    textAr: textIn(texts, LANGUAGE_ID.arabic),
    options: options.map((option) => {
      const own = optionTexts.filter((text) => text.optionId === option.id);
      return { textEn: textIn(own, LANGUAGE_ID.english), textAr: textIn(own, LANGUAGE_ID.arabic) };
    }),
  };
}

const questionColumns = (input: TQuestionInput) => ({
  typeId: input.typeId,
  kind: input.kind,
  isRequired: input.isRequired,
  sortOrder: input.sortOrder,
  isActive: input.isActive,
  workerField: input.workerField,
});

export async function addQuestion(ctx: TCtx, input: TQuestionInput) {
  await ctx.db.transaction(async (tx) => {
    const sortOrder = sortOrderForNew(input.sortOrder, questions, questions.sortOrder, eq(questions.typeId, input.typeId));
    const [row] = await tx
      .insert(questions)
      .values({ ...questionColumns(input), sortOrder })
      .returning({ id: questions.id });
    await writeQuestion(tx, row!.id, input);
    await recordChange(tx, ctx.audit, { action: 'create', entity: 'question', entityId: row!.id }, null, await questionSnapshot(tx, row!.id));
  });
  return listAdminQuestions(ctx.db, input.typeId);
}

export async function updateQuestion(ctx: TCtx, id: number, input: TQuestionInput) {
  await ctx.db.transaction(async (tx) => {
    const before = await questionSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.questionNotFound');
    await tx.update(questions).set(questionColumns(input)).where(eq(questions.id, id));
    await writeQuestion(tx, id, input);
    await recordChange(tx, ctx.audit, { action: 'update', entity: 'question', entityId: id }, before, await questionSnapshot(tx, id));
  });
  return listAdminQuestions(ctx.db, input.typeId);
}

/** A question people have answered stays, so their answers keep their question: deactivate it instead. */
export async function deleteQuestion(ctx: TCtx, id: number) {
  const [answered] = await ctx.db.select({ value: count() }).from(answers).where(eq(answers.questionId, id));
  if (answered!.value > 0) throw new AppError(409, 'cms.questionInUse');
  const typeId = await ctx.db.transaction(async (tx) => {
    const before = await questionSnapshot(tx, id);
    if (!before) throw new AppError(404, 'cms.questionNotFound');
    await tx.delete(questions).where(eq(questions.id, id));
    await recordChange(tx, ctx.audit, { action: 'delete', entity: 'question', entityId: id }, before, null);
    return before.typeId;
  });
  return listAdminQuestions(ctx.db, typeId);
}

/** Received questionnaires, newest first, each answer in both languages. */
export async function listSubmissions(db: TDb, query: { typeId: number; pageNumber: number; pageSize: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: answerSubmissions.id, typeId: answerSubmissions.typeId, createdAt: answerSubmissions.createdAt, userName: users.userName })
      .from(answerSubmissions)
      .leftJoin(users, eq(users.id, answerSubmissions.userId))
      .where(eq(answerSubmissions.typeId, query.typeId))
      .orderBy(desc(answerSubmissions.createdAt), desc(answerSubmissions.id))
      .limit(query.pageSize)
      .offset((query.pageNumber - 1) * query.pageSize),
    db.select({ value: count() }).from(answerSubmissions).where(eq(answerSubmissions.typeId, query.typeId)),
  ]);
  return { items: await withAnswers(db, rows, query.typeId), totalCount: total?.value ?? 0, pageNumber: query.pageNumber, pageSize: query.pageSize };
}

/** Submissions with their answers, each in both languages (the list and the CSV export, answers-csv.ts). */
export async function withAnswers(
  db: TDb,
  rows: Array<{ id: number; typeId: number; createdAt: Date; userName: string | null }>,
  typeId: number,
): Promise<TSubmission[]> {
  if (rows.length === 0) return [];
  const given = await db
    .select()
    .from(answers)
    .where(
      inArray(
        answers.submissionId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(answers.id));
  const questionList = await listAdminQuestions(db, typeId);
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    answers: questionList.flatMap((question) => {
      const mine = given.filter((answer) => answer.submissionId === row.id && answer.questionId === question.id);
      if (mine.length === 0) return [];
      const chosen = (locale: 'textEn' | 'textAr') =>
        mine
          .map((answer) => (answer.optionId === null ? answer.answerText : (question.options.find((option) => option.id === answer.optionId)?.[locale] ?? '')))
          .join(LIST_SEPARATOR[locale === 'textAr' ? 'ar' : 'en']);
      return [{ questionId: question.id, questionEn: question.textEn, questionAr: question.textAr, answerEn: chosen('textEn'), answerAr: chosen('textAr') }];
    }),
  }));
}
