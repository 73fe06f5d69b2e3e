import type { TApplicant, TApplicantNote, TApplicantSummary, TSubmission } from '@app/shared';
import type { applicantNotes, applicants } from '../../db/schema/index.js';

export type TApplicantRow = typeof applicants.$inferSelect;

/** An applicant with her mapped answers in the reader's language and her owner's name. */
export type TSummaryRow = {
  applicant: TApplicantRow;
  name: string;
  phone: string;
  nationality: string;
  position: string;
  ownerName: string | null;
};

export type TDetailsRow = TSummaryRow & {
  answers: TSubmission['answers'];
  notes: Array<{ note: typeof applicantNotes.$inferSelect; author: string | null }>;
  labor: TApplicant['labor'];
};

export function presentApplicantSummary({ applicant, name, phone, nationality, position, ownerName }: TSummaryRow): TApplicantSummary {
  return {
    id: applicant.id,
    name,
    phone,
    nationality,
    position,
    status: applicant.status,
    owner: applicant.ownerId !== null && ownerName !== null ? { id: applicant.ownerId, userName: ownerName } : null,
    followUpOn: applicant.followUpOn,
    laborId: applicant.laborId,
    createdAt: applicant.createdAt.toISOString(),
  };
}

const presentNote = ({ note, author }: TDetailsRow['notes'][number]): TApplicantNote => ({
  id: note.id,
  text: note.text,
  author,
  createdAt: note.createdAt.toISOString(),
});

/** An applicant's page: her answers as the reader reads them (Arabic or English), the notes oldest first. */
export function presentApplicant(row: TDetailsRow, locale: 'en' | 'ar'): TApplicant {
  return {
    ...presentApplicantSummary(row),
    answers: row.answers.map((answer) => ({
      questionId: answer.questionId,
      question: locale === 'ar' ? answer.questionAr || answer.questionEn : answer.questionEn,
      answer: locale === 'ar' ? answer.answerAr || answer.answerEn : answer.answerEn,
    })),
    notes: row.notes.map(presentNote),
    labor: row.labor,
    updatedAt: row.applicant.updatedAt.toISOString(),
  };
}
