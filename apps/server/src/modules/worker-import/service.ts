import { completeExperience, type TLaborInput, type TWorkerImportMode, type TWorkerImportPreview, type TWorkerImportResult } from '@app/shared';
import { portraitImage } from '../../db/seed/images.js';
import { laborExperiences, laborLanguages, labors } from '../../db/schema/index.js';
import { pgErrorCode } from '../../db/sql-helpers.js';
import { AppError, AppFieldsError } from '../../http/app-error.js';
import type { TCtx } from '../../http/context.js';
import type { TStoredImage, TUploadStore } from '../../storage/uploads.js';
import { recordAudit, recordChange } from '../audit/record.js';
import { laborColumns } from '../labors/write.js';
import { readImportFile } from './import-pool.js';
import { checkPassports, loadLookups, type TCheckedRow } from './rows.js';

/** The request's context, with the store the placeholder photo goes to. */
export type TImportContext = TCtx & { uploads: TUploadStore };

/** The neutral grey silhouette an imported worker shows until staff upload her real photo. */
const PLACEHOLDER_BACKGROUND = '#8a94a0';

const rowOf = ({ labor: _labor, passportKey: _passportKey, ...row }: TCheckedRow) => row;

/** Reads and checks the file: every row with its values and its errors. Nothing is saved. */
async function readAndCheck(ctx: TImportContext, bytes: Buffer) {
  const file = await readImportFile(bytes, await loadLookups(ctx.db), ctx.now);
  return { sheet: file, header: file.header, rows: await checkPassports(ctx.db, file.rows) };
}

export async function previewImport(ctx: TImportContext, bytes: Buffer): Promise<TWorkerImportPreview> {
  const { sheet, header, rows } = await readAndCheck(ctx, bytes);
  const invalidCount = rows.filter((row) => row.errors.length > 0).length;
  return {
    format: sheet.format,
    columns: header.columns.filter((column) => column !== null),
    ignoredColumns: header.ignoredColumns,
    rows: rows.map(rowOf),
    validCount: rows.length - invalidCount,
    invalidCount,
  };
}

/** Each failing row's first error per column, as `errors` of the refusal: '3.passportNumber' is row 3's passport number. */
function rowsRefusal(failing: TCheckedRow[]) {
  const errors: Record<string, { key: string; params: Record<string, string | number> }> = {};
  for (const row of failing) for (const error of row.errors) errors[`${row.row}.${error.column || 'row'}`] ??= { key: error.key, params: error.params };
  return new AppFieldsError(409, 'workerImport.rowsInvalid', { count: failing.length }, errors);
}

/**
 * Saves the file's workers in one transaction, after reading and checking it again (the file is
 * sent again, and the database may have changed since the preview). 'all' saves nothing when any
 * row fails (409 with each row's errors); 'validOnly' saves the valid rows and reports the others.
 * Workers are saved hidden, with one generated placeholder photo, until staff give each a real one.
 */
export async function commitImport(ctx: TImportContext, bytes: Buffer, mode: TWorkerImportMode): Promise<TWorkerImportResult> {
  const { rows } = await readAndCheck(ctx, bytes);
  const failing = rows.filter((row) => row.errors.length > 0);
  if (mode === 'all' && failing.length > 0) throw rowsRefusal(failing);
  const valid = rows.filter((row): row is TCheckedRow & { labor: TLaborInput } => row.errors.length === 0 && row.labor !== null);
  if (valid.length === 0) throw new AppError(422, 'workerImport.nothingValid');

  const photo = await ctx.uploads.saveImage(await portraitImage(PLACEHOLDER_BACKGROUND));
  try {
    const saved = await saveWorkers(ctx, valid, photo);
    return { saved, skipped: failing.map(rowOf) };
  } catch (error) {
    await ctx.uploads.remove(photo.image, photo.thumbnail);
    // Another save took one of these passport numbers since they were checked.
    if (pgErrorCode(error).code === '23505' && pgErrorCode(error).constraint === 'labors_passport_key_unique')
      throw new AppError(409, 'labors.passportTakenAny');
    throw error;
  }
}

async function saveWorkers(ctx: TImportContext, valid: Array<TCheckedRow & { labor: TLaborInput }>, photo: TStoredImage) {
  const { now, audit: actor } = ctx;
  const media = { photo: photo.image, thumbnail: photo.thumbnail };
  return ctx.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(labors)
      .values(valid.map(({ labor }) => ({ ...laborColumns({ ...labor, ...media }, now), createdAt: now })))
      .returning();
    // Matched by passport number, unique in the file: the order of RETURNING is not promised.
    const byPassport = new Map(inserted.map((row) => [row.passportNumber, row]));
    const saved = valid.map(({ row, labor }) => ({ row, labor, worker: byPassport.get(labor.passportNumber)! }));
    const spoken = saved.flatMap(({ labor, worker }) => labor.languageIds.map((languageId) => ({ laborId: worker.id, languageId })));
    if (spoken.length > 0) await tx.insert(laborLanguages).values(spoken);
    await tx
      .insert(laborExperiences)
      .values(
        saved.flatMap(({ labor, worker }) =>
          labor.experiences.map((experience, index) => ({ ...completeExperience(experience), laborId: worker.id, sortOrder: index + 1 })),
        ),
      );
    for (const { labor, worker } of saved) {
      const after = { ...worker, languageIds: labor.languageIds, experiences: labor.experiences };
      await recordChange(tx, actor, { action: 'import', entity: 'labor', entityId: worker.id }, null, after, ['passportKey']);
    }
    const codes = saved.map(({ worker }) => worker.code);
    await recordAudit(tx, actor, { action: 'import', entity: 'labor', changes: { count: [null, codes.length], codes: [null, codes] } });
    return saved.map(({ row, worker }) => ({ row, id: worker.id, code: worker.code, name: worker.name }));
  });
}
