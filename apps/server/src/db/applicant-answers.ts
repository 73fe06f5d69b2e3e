import { sql } from 'drizzle-orm';
import { LANGUAGE_ID, LIST_SEPARATOR, type TLocale, type TWorkerField } from '@app/shared';
import { answers, applicants, optionLanguages, questions } from './schema/index.js';

/**
 * The answers of an applicant's submission to the questions that fill `field`, in one language:
 * a choice by its text, a typed answer as typed; several joined in the questions' order. Kept below
 * the modules so the applicants' lists and the staff notifications' summaries share it without
 * importing each other.
 */
export const mappedAnswer = (field: TWorkerField, locale: TLocale) => {
  const languageId = locale === 'ar' ? LANGUAGE_ID.arabic : LANGUAGE_ID.english;
  return sql<string>`coalesce((
    SELECT string_agg(coalesce(${optionLanguages.text}, ${answers.answerText}), ${LIST_SEPARATOR[locale]} ORDER BY ${questions.sortOrder}, ${questions.id}, ${answers.id})
    FROM ${answers}
    INNER JOIN ${questions} ON ${questions.id} = ${answers.questionId}
    LEFT JOIN ${optionLanguages} ON ${optionLanguages.optionId} = ${answers.optionId} AND ${optionLanguages.languageId} = ${languageId}
    WHERE ${answers.submissionId} = ${applicants.submissionId} AND ${questions.workerField} = ${field}
      AND (${answers.optionId} IS NOT NULL OR ${answers.answerText} <> '')
  ), '')`;
};
