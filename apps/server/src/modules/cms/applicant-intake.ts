import type { TWriter } from '../../db/client.js';
import { applicants } from '../../db/schema/index.js';
import { notifyStaff } from '../staff-notifications/raise.js';

/**
 * A new /Apply submission of the applicants' questionnaire is a new applicant, in the submission's
 * transaction. Written here, not in modules/applicants, because applicants sits above cms (it reads
 * the questionnaire's answers) and a module never calls up.
 */
export async function addApplicant(tx: TWriter, submissionId: number) {
  const [row] = await tx.insert(applicants).values({ submissionId }).returning({ id: applicants.id });
  await notifyStaff(tx, 'applicant', row!.id);
}
