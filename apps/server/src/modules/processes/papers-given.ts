import { eq } from 'drizzle-orm';
import type { TFamilyAskKind } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { clientDocuments, processFamilyFiles } from '../../db/schema/index.js';

/** Where the family gave a paper a step asks for: on the step itself, or on their profile before. */
export type TPaperSource = 'step' | 'profile';

/** The paper given for one ask: its row in the step's files or in the client's documents. */
export type TGivenPaper = {
  source: TPaperSource;
  id: number;
  fileName: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
};

type TScanRow = { id: number; kind: string; scanOriginalName: string; scanMime: string; scanSize: number; createdAt: Date };

const paperOf = (source: TPaperSource, row: TScanRow): TGivenPaper => ({
  source,
  id: row.id,
  fileName: row.scanOriginalName,
  contentType: row.scanMime,
  size: row.scanSize,
  uploadedAt: row.createdAt,
});

/**
 * What the family gave for each ask of a process's steps (docs/decisions/034): the file uploaded on
 * the step, or else the paper of the same kind on their profile, which counts as given: a family
 * is not asked twice for the Emirates ID they already gave the agency.
 */
export async function papersGiven(db: TReader, process: { id: number; clientId: number | null }) {
  const [onSteps, onProfile] = await Promise.all([
    db.select().from(processFamilyFiles).where(eq(processFamilyFiles.processId, process.id)),
    process.clientId === null ? [] : db.select().from(clientDocuments).where(eq(clientDocuments.clientId, process.clientId)),
  ]);
  return (stepId: number, kind: TFamilyAskKind): TGivenPaper | null => {
    const stepFile = onSteps.find((file) => file.stepId === stepId && file.kind === kind);
    if (stepFile) return paperOf('step', stepFile);
    const profileFile = onProfile.find((document) => document.kind === kind);
    return profileFile ? paperOf('profile', profileFile) : null;
  };
}
