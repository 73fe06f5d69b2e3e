import { Readable } from 'node:stream';
import { and, desc, eq, sql } from 'drizzle-orm';
import { inLanguage, translate, UAE_UTC_OFFSET_MS, type TLocale } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { answerSubmissions, users } from '../../db/schema/index.js';
import { listAdminQuestions, withAnswers } from './questionnaire-admin.js';

/** How many submissions each read of the export takes: memory stays flat however many there are. */
export const ANSWERS_CSV_BATCH = 200;

/** A phone number as people type it: '+971 50 123 4567', '+63 (917) 555-1234'. */
const PHONE_CELL = /^\+\d[\d\s\-()]{6,}$/;

/**
 * A cell that a spreadsheet cannot mistake for a formula, quoted as RFC 4180 asks. A value starting
 * with = + - @ (or a tab or return, or their full-width forms) gets a leading apostrophe, except a
 * phone number: its '+' is dropped instead ('971 50 123 4567'), which is still the full
 * international number, and the spreadsheet shows it without an apostrophe in front.
 */
export function csvCell(value: string): string {
  const safe = PHONE_CELL.test(value) ? value.slice(1) : /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** A moment as the agency reads it: UAE local time, '2026-11-23 23:01'. */
const uaeDateTime = (at: Date) => new Date(at.getTime() + UAE_UTC_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/**
 * Every answer of one questionnaire as CSV, one row per submission, newest first, streamed: the
 * submissions are read in batches after the last one sent (keyset on the time, to the microsecond,
 * and the id), each batch only when the reader wants more. A BOM so Excel reads the Arabic.
 */
export function answersCsv(db: TDb, typeId: number, locale: TLocale, batchSize = ANSWERS_CSV_BATCH): Readable {
  async function* lines() {
    const questionList = await listAdminQuestions(db, typeId);
    const header = [
      '#',
      translate(locale, 'contentAdmin.csvDate'),
      translate(locale, 'contentAdmin.csvUser'),
      ...questionList.map((question) => inLanguage(question, 'text', locale)),
    ];
    yield `\uFEFF${csvLine(header)}`;
    let after: { at: string; id: number } | null = null;
    for (;;) {
      const page: Array<{ id: number; typeId: number; createdAt: Date; userName: string | null; atKey: string }> = await db
        .select({
          id: answerSubmissions.id,
          typeId: answerSubmissions.typeId,
          createdAt: answerSubmissions.createdAt,
          userName: users.userName,
          atKey: sql<string>`${answerSubmissions.createdAt}::text`,
        })
        .from(answerSubmissions)
        .leftJoin(users, eq(users.id, answerSubmissions.userId))
        .where(
          and(
            eq(answerSubmissions.typeId, typeId),
            after ? sql`(${answerSubmissions.createdAt}, ${answerSubmissions.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
          ),
        )
        .orderBy(desc(answerSubmissions.createdAt), desc(answerSubmissions.id))
        .limit(batchSize);
      if (page.length === 0) return;
      const submissions = await withAnswers(db, page, typeId);
      yield submissions
        .map((submission, index) =>
          csvLine([
            String(submission.id),
            uaeDateTime(page[index]!.createdAt),
            submission.userName ?? '',
            ...questionList.map((question) => {
              const answer = submission.answers.find((candidate) => candidate.questionId === question.id);
              return answer ? inLanguage(answer, 'answer', locale) : '';
            }),
          ]),
        )
        .join('');
      if (page.length < batchSize) return;
      const last = page.at(-1)!;
      after = { at: last.atKey, id: last.id };
    }
  }
  return Readable.from(lines());
}
