import { and, count, eq } from 'drizzle-orm';
import { APPLICANT_QUESTIONNAIRE, LANGUAGE_ID, type TApplicantStatus, type TWorkerField } from '@app/shared';
import type { TDb } from '../client.js';
import { answers, answerSubmissions, applicants, optionLanguages, questionOptions, questions } from '../schema/index.js';

const DAY_MS = 86_400_000;

type TAnswerRow = { questionId: number; optionId: number | null; answerText: string };

type TDemoApplicant = {
  daysAgo: number;
  status: TApplicantStatus;
  /** Typed answers by field, and choices by their English text. */
  typed: Partial<Record<TWorkerField, string>>;
  chosen: Partial<Record<TWorkerField, string[]>>;
};

const DEMO: TDemoApplicant[] = [
  {
    daysAgo: 1,
    status: 'new',
    typed: { name: 'Nirmala Thapa', phone: '+977 981 234 5678' },
    chosen: { nationality: ['Nepal'], position: ['Housemaid'], languages: ['English', 'Hindi'], experience: ['Less than 1 year'] },
  },
  {
    daysAgo: 4,
    status: 'contacted',
    typed: { name: 'Grace Achieng', phone: '+254 712 345 678', note: 'Worked three years for a family in Riyadh.' },
    chosen: { nationality: ['Kenya'], position: ['Nanny'], languages: ['English'], experience: ['More than 3 years'] },
  },
  {
    daysAgo: 9,
    status: 'accepted',
    typed: { name: 'Maricel Dizon', phone: '+63 917 555 0142' },
    chosen: { nationality: ['Philippines'], position: ['Cook'], languages: ['English', 'Tagalog'], experience: ['1 to 3 years'] },
  },
];

/**
 * A few applications through /Apply at different steps, so /Applicants has something to show (the
 * demo only, on an installation that has none). Questions are found by the worker field they fill.
 */
export async function seedDemoApplicants(db: TDb, now = new Date()) {
  const [existing] = await db.select({ value: count() }).from(applicants);
  if ((existing?.value ?? 0) > 0) return;
  const asked = await db.select().from(questions).where(eq(questions.typeId, APPLICANT_QUESTIONNAIRE));
  const choices = await db
    .select({ questionId: questionOptions.questionId, optionId: questionOptions.id, text: optionLanguages.text })
    .from(questionOptions)
    .innerJoin(optionLanguages, and(eq(optionLanguages.optionId, questionOptions.id), eq(optionLanguages.languageId, LANGUAGE_ID.english)));
  await db.transaction(async (tx) => {
    for (const demo of DEMO) {
      const createdAt = new Date(now.getTime() - demo.daysAgo * DAY_MS);
      const [submission] = await tx.insert(answerSubmissions).values({ typeId: APPLICANT_QUESTIONNAIRE, createdAt }).returning({ id: answerSubmissions.id });
      const given = asked.flatMap((question): TAnswerRow[] => {
        const field = question.workerField;
        if (!field) {
          // A question no worker field takes (worked in the Gulf before?): its first choice.
          const first = choices.find((choice) => choice.questionId === question.id);
          return first ? [{ questionId: question.id, optionId: first.optionId, answerText: '' }] : [];
        }
        const typed = demo.typed[field];
        if (typed) return [{ questionId: question.id, optionId: null, answerText: typed }];
        return (demo.chosen[field] ?? []).flatMap((text) => {
          const choice = choices.find((candidate) => candidate.questionId === question.id && candidate.text === text);
          return choice ? [{ questionId: question.id, optionId: choice.optionId, answerText: '' }] : [];
        });
      });
      if (given.length > 0) await tx.insert(answers).values(given.map((answer) => ({ ...answer, submissionId: submission!.id })));
      await tx.insert(applicants).values({ submissionId: submission!.id, status: demo.status, createdAt, updatedAt: createdAt });
    }
  });
}
