import fs from 'node:fs';
import path from 'node:path';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { completeExperience, todayInUae, type TLaborInput } from '@app/shared';
import type { TTx, TWriter } from '../../db/client.js';
import {
  countries,
  educationLevels,
  laborExperiences,
  laborLanguages,
  labors,
  languages,
  maritalStatuses,
  orders,
  positions,
  referenceTables,
  religions,
} from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import { recordChange } from '../audit/record.js';
import { getAdminLabor } from './admin-read.js';
import { workerReferenceJoins } from './loader.js';
import type { TLaborRow } from './presenter.js';

/** A change to a worker: the request's context, and the folder her photo and video must already be uploaded to. */
export type TLaborCtx = TCtx & { uploadDir: string };

const referenceFields = [
  ['countryId', 'countries', 'validation.nationalityRequired'],
  ['positionId', 'positions', 'validation.positionRequired'],
  ['religionId', 'religions', 'validation.religionRequired'],
  ['educationLevelId', 'educationLevels', 'validation.educationRequired'],
  ['maritalStatusId', 'maritalStatuses', 'validation.maritalStatusRequired'],
] as const;

/** Each chosen reference value must exist and be active, each named file must have been uploaded. */
async function assertInputRefersToRealThings(ctx: TLaborCtx, input: TLaborInput) {
  for (const [field, list, messageKey] of referenceFields) {
    const table = referenceTables[list];
    const [found] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, input[field]), eq(table.isActive, true)));
    if (!found) throw new AppError(422, messageKey, {}, field);
  }
  if (input.languageIds.length > 0) {
    const found = await ctx.db.select({ id: languages.id }).from(languages).where(inArray(languages.id, input.languageIds));
    if (found.length !== new Set(input.languageIds).size) throw new AppError(422, 'validation.invalid', {}, 'languageIds');
  }
  for (const field of ['photo', 'thumbnail', 'video'] as const) {
    const name = input[field];
    if (name && !fs.existsSync(path.join(ctx.uploadDir, name))) throw new AppError(422, 'labors.fileMissing', {}, field);
  }
}

/** An expired passport cannot be saved, and a passport number belongs to one worker only. */
async function assertPassportAcceptable(ctx: TLaborCtx, input: TLaborInput, selfId: number | null) {
  if (input.passportExpiryDate < todayInUae(ctx.now)) throw new AppError(422, 'labors.passportExpired', {}, 'passportExpiryDate');
  const [holder] = await ctx.db
    .select({ code: labors.code })
    .from(labors)
    .where(and(sql`upper(btrim(${labors.passportNumber})) = ${input.passportNumber.trim().toUpperCase()}`, selfId === null ? undefined : ne(labors.id, selfId)))
    .limit(1);
  if (holder) throw passportTaken(holder.code);
}

const passportTaken = (code: string) => new AppError(409, code ? 'labors.passportTaken' : 'labors.passportTakenAny', { code }, 'passportNumber');

/** Two saves with one passport number at the same moment: the unique index refuses the second. */
async function refusingDuplicatePassport<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgErrorCode(error).code === '23505' && pgErrorCode(error).constraint === 'labors_passport_key_unique') throw passportTaken('');
    throw error;
  }
}

/** A worker's columns as her form saves them: skills in two arrays, languages and jobs in their own tables. */
export function laborColumns(input: TLaborInput, now: Date) {
  const { languageIds: _languages, experiences: _experiences, skills, ...columns } = input;
  return { ...columns, skills: skills.map((skill) => skill.name), skillsAr: skills.map((skill) => skill.nameAr), updatedAt: now };
}

async function writeRelations(tx: TWriter, laborId: number, input: TLaborInput) {
  await tx.delete(laborLanguages).where(eq(laborLanguages.laborId, laborId));
  await tx.delete(laborExperiences).where(eq(laborExperiences.laborId, laborId));
  const languageIds = [...new Set(input.languageIds)];
  if (languageIds.length > 0) await tx.insert(laborLanguages).values(languageIds.map((languageId) => ({ laborId, languageId })));
  await tx
    .insert(laborExperiences)
    .values(input.experiences.map((experience, index) => ({ ...completeExperience(experience), laborId, sortOrder: index + 1 })));
}

/** The names a worker's references are shown by, in both languages: the trail reads "Philippines", not "3". */
const namesOf = (table: typeof countries) => ({ name: table.name, nameAr: table.nameAr });

/** A worker as the audit trail compares her: her row (locked), her references, her languages and past jobs. */
async function laborSnapshot(tx: TTx, id: number) {
  const [row] = await tx.select().from(labors).where(eq(labors.id, id)).for('update');
  if (!row) return null;
  const referenceNames = tx
    .select({
      countryId: namesOf(countries),
      positionId: namesOf(positions),
      religionId: namesOf(religions),
      educationLevelId: namesOf(educationLevels),
      maritalStatusId: namesOf(maritalStatuses),
    })
    .from(labors)
    .$dynamic();
  const [references] = await workerReferenceJoins(referenceNames).where(eq(labors.id, id));
  const spoken = await tx
    .select(namesOf(languages))
    .from(laborLanguages)
    .innerJoin(languages, eq(languages.id, laborLanguages.languageId))
    .where(eq(laborLanguages.laborId, id))
    .orderBy(asc(laborLanguages.languageId));
  const jobs = await tx.select().from(laborExperiences).where(eq(laborExperiences.laborId, id)).orderBy(asc(laborExperiences.sortOrder));
  // The passport's search key repeats its number: the trail keeps only the masked number.
  const { passportKey: _key, ...columns } = row;
  return {
    ...columns,
    ...references,
    languageIds: spoken,
    experiences: jobs.map((job) => ({
      position: job.position,
      positionAr: job.positionAr,
      country: job.country,
      countryAr: job.countryAr,
      period: job.period,
      periodAr: job.periodAr,
      years: job.years,
      region: job.region,
    })),
  };
}

/** Adds a worker; `alongside` is the caller's own work in the same transaction (an applicant linked to the worker she became). */
export async function createLabor(ctx: TLaborCtx, input: TLaborInput, alongside?: (tx: TTx, laborId: number) => Promise<void>) {
  await assertInputRefersToRealThings(ctx, input);
  await assertPassportAcceptable(ctx, input, null);
  const id = await refusingDuplicatePassport(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(labors)
        .values({ ...laborColumns(input, ctx.now), createdAt: ctx.now })
        .returning({ id: labors.id });
      await writeRelations(tx, row!.id, input);
      await recordChange(tx, ctx.audit, { action: 'create', entity: 'labor', entityId: row!.id }, null, await laborSnapshot(tx, row!.id));
      await alongside?.(tx, row!.id);
      return row!.id;
    }),
  );
  return getAdminLabor(ctx, id);
}

export async function updateLabor(ctx: TLaborCtx, id: number, input: TLaborInput) {
  await assertInputRefersToRealThings(ctx, input);
  await assertPassportAcceptable(ctx, input, id);
  await refusingDuplicatePassport(() =>
    ctx.db.transaction(async (tx) => {
      const before = await laborSnapshot(tx, id);
      if (!before) throw new AppError(404, 'labors.notFound');
      await tx.update(labors).set(laborColumns(input, ctx.now)).where(eq(labors.id, id));
      await writeRelations(tx, id, input);
      await recordChange(tx, ctx.audit, { action: 'update', entity: 'labor', entityId: id }, before, await laborSnapshot(tx, id));
    }),
  );
  return getAdminLabor(ctx, id);
}

/**
 * A status that contradicts the worker's placement needs the admin's explicit confirmation: freeing a
 * worker who has a Hired or Delivered order (families could request her again while she works for
 * one), or marking In service a worker with no placement. The refusal names the order.
 */
export async function setLaborStatus(ctx: TLaborCtx, id: number, change: { status: TLaborRow['status']; confirmed: boolean }) {
  if (!change.confirmed) {
    const [placement] = await ctx.db
      .select({ number: orders.number })
      .from(orders)
      .where(and(eq(orders.laborId, id), inArray(orders.status, ['Hired', 'Delivered'])))
      .orderBy(desc(orders.updatedAt))
      .limit(1);
    if (placement && change.status !== 'InService') throw new AppError(409, 'labors.statusFreesPlaced', { number: placement.number }, 'status');
    if (!placement && change.status === 'InService') throw new AppError(409, 'labors.statusNoPlacement', {}, 'status');
  }
  return patchColumns(ctx, id, { columns: { status: change.status }, action: 'status' });
}

type TPatch = Partial<Pick<TLaborRow, 'status' | 'photo' | 'thumbnail' | 'video'>>;

/** Photo or video changed on their own. */
export const patchLabor = (ctx: TLaborCtx, id: number, change: TPatch) => patchColumns(ctx, id, { columns: change, action: 'update' });

/** Status, photo or video changed on their own, recorded as `action`. */
async function patchColumns(ctx: TLaborCtx, id: number, { columns, action }: { columns: TPatch; action: string }) {
  for (const name of [columns.photo, columns.thumbnail, columns.video]) {
    if (name && !fs.existsSync(path.join(ctx.uploadDir, name))) throw new AppError(422, 'labors.fileMissing');
  }
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(labors).where(eq(labors.id, id)).for('update');
    if (!before) throw new AppError(404, 'labors.notFound');
    const [after] = await tx
      .update(labors)
      .set({ ...columns, updatedAt: ctx.now })
      .where(eq(labors.id, id))
      .returning();
    await recordChange(tx, ctx.audit, { action, entity: 'labor', entityId: id }, before, after!, ['passportKey']);
  });
  return getAdminLabor(ctx, id);
}
