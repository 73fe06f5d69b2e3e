import { and, asc, eq } from 'drizzle-orm';
import { todayInUae, type TDocumentInput, type TFamilyFile, type TStepDocument } from '@app/shared';
import type { TReader } from '../../db/client.js';
import { countries, processFamilyFiles, processSteps, visaProcesses, workerDocuments } from '../../db/schema/index.js';
import { papersGiven } from '../processes/papers-given.js';
import { AppError } from '../../http/app-error.js';
import { createDocument, viewerOf, visibleTo, type TDocumentContext } from '../documents/service.js';
import { presentDocument } from '../documents/presenter.js';

type TStepRef = { processId: number; stepId: number };
type TFileRef = { processId: number; fileId: number };

async function processOf(db: TReader, processId: number) {
  const [process] = await db.select().from(visaProcesses).where(eq(visaProcesses.id, processId));
  if (!process) throw new AppError(404, 'processes.notFound');
  return process;
}

/** One step of this process with its process; another process's step is not found under it. */
async function stepOf(db: TReader, ref: TStepRef) {
  const process = await processOf(db, ref.processId);
  const [step] = await db
    .select()
    .from(processSteps)
    .where(and(eq(processSteps.id, ref.stepId), eq(processSteps.processId, process.id)));
  if (!step) throw new AppError(404, 'processes.stepNotFound');
  return { process, step };
}

/** Adds a document to the process's worker from one of its steps: the documents module's rules and audit. */
export async function attachStepDocument(ctx: TDocumentContext, ref: TStepRef, input: TDocumentInput) {
  const { process, step } = await stepOf(ctx.db, ref);
  return createDocument(ctx, process.laborId, input, step.id);
}

/** The worker's documents attached to the process's steps, in the steps' order and then as they were added. */
export async function listStepDocuments(ctx: TDocumentContext, processId: number): Promise<TStepDocument[]> {
  await processOf(ctx.db, processId);
  const rows = await ctx.db
    .select({ document: workerDocuments, stepId: processSteps.id, country: { id: countries.id, name: countries.name, nameAr: countries.nameAr } })
    .from(workerDocuments)
    .innerJoin(processSteps, eq(processSteps.id, workerDocuments.processStepId))
    .leftJoin(countries, eq(countries.id, workerDocuments.issuingCountryId))
    .where(and(eq(processSteps.processId, processId), visibleTo(viewerOf(ctx.actor))))
    .orderBy(asc(processSteps.position), asc(workerDocuments.id));
  const today = todayInUae(ctx.now);
  return rows.map(({ document, stepId, country }) => ({ ...presentDocument(document, country?.id ? country : null, today), processStepId: stepId }));
}

/**
 * What the family gave for each ask of the process's steps, in the steps' order: the file uploaded on
 * the step, or the paper of that kind on their profile (downloaded through the client's documents).
 */
export async function listFamilyFiles(db: TReader, processId: number): Promise<TFamilyFile[]> {
  const process = await processOf(db, processId);
  const steps = await db.select().from(processSteps).where(eq(processSteps.processId, processId)).orderBy(asc(processSteps.position));
  const givenFor = await papersGiven(db, process);
  return steps.flatMap((step) =>
    step.familyAsks.flatMap((kind) => {
      const paper = givenFor(step.id, kind);
      return paper ? [{ ...paper, stepId: step.id, kind, clientId: process.clientId, uploadedAt: paper.uploadedAt.toISOString() }] : [];
    }),
  );
}

/** A family's file of this process, for staff's download; another process's file is not found. */
export async function familyFileOf(db: TReader, ref: TFileRef) {
  const [row] = await db
    .select()
    .from(processFamilyFiles)
    .where(and(eq(processFamilyFiles.id, ref.fileId), eq(processFamilyFiles.processId, ref.processId)));
  if (!row) throw new AppError(404, 'processDocuments.fileNotFound');
  return { name: row.scanName, fileName: row.scanOriginalName };
}
