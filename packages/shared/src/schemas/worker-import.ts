import { ZLaborInputSchema } from './labors.js';
import { z } from './zod.js';

/** An import file: CSV or XLSX, at most 2 MB and 500 rows of workers under one header row. */
export const WORKER_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const WORKER_IMPORT_MAX_ROWS = 500;
/** Columns a file may have at most (the template has 25; others are left out, but not a million of them). */
export const WORKER_IMPORT_MAX_COLUMNS = 100;

/** Inside one cell of the languages, skills and experiences columns, items are separated by ';'. */
export const IMPORT_LIST_SEPARATOR = ';';
/** Inside one experience: 'country / position / period'. */
export const IMPORT_EXPERIENCE_SEPARATOR = '/';

/** The worker's form fields an import has no column for: files are not uploaded, she is saved hidden and Available. */
const NOT_IMPORTED = ['photo', 'thumbnail', 'video', 'isActive', 'status'] as const;
/** Reference values are written by their English or Arabic name, in columns named for what they are. */
const IMPORT_COLUMN_NAMES = {
  countryId: 'nationality',
  positionId: 'position',
  religionId: 'religion',
  educationLevelId: 'education',
  maritalStatusId: 'maritalStatus',
  languageIds: 'languages',
} as const;
type TImportedField = Exclude<keyof z.input<typeof ZLaborInputSchema>, (typeof NOT_IMPORTED)[number]>;
type TColumnOf<F extends TImportedField> = F extends keyof typeof IMPORT_COLUMN_NAMES ? (typeof IMPORT_COLUMN_NAMES)[F] : F;
export type TWorkerImportColumn = TColumnOf<TImportedField>;

const isImported = (field: string): field is TImportedField => !(NOT_IMPORTED as readonly string[]).includes(field);
/** The file's column a field of the worker's form is read from (for the errors ZLaborInputSchema reports by field). */
export const workerImportColumnOf = (field: string) =>
  (IMPORT_COLUMN_NAMES as Partial<Record<string, TWorkerImportColumn>>)[field] ?? (field as TWorkerImportColumn);

/**
 * The file's columns, in the template's order: the worker's form (ZLaborInputSchema) in its order,
 * without her photo and video, reference values by their English or Arabic name instead of their ids.
 */
export const WORKER_IMPORT_COLUMNS: readonly TWorkerImportColumn[] = ZLaborInputSchema.keyof().options.filter(isImported).map(workerImportColumnOf);

/** Columns a file may leave out: every worker gets the form's default for them. */
export const WORKER_IMPORT_OPTIONAL_COLUMNS: readonly TWorkerImportColumn[] = [
  'nameAr',
  'languages',
  'kids',
  'heightCm',
  'weightKg',
  'stage',
  'sourceAgency',
  'arrivedOn',
  'availableFrom',
];

export const WORKER_IMPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ZWorkerImportTemplateQuerySchema = z.strictObject({
  format: z.enum(WORKER_IMPORT_FORMATS, { error: 'validation.invalid' }),
});

/** 'all': nothing is saved when any row fails; 'validOnly': the valid rows are saved, the others skipped. */
export const WORKER_IMPORT_MODES = ['all', 'validOnly'] as const;
export type TWorkerImportMode = (typeof WORKER_IMPORT_MODES)[number];
export const ZWorkerImportCommitQuerySchema = z.strictObject({
  mode: z.enum(WORKER_IMPORT_MODES, { error: 'validation.invalid' }),
});

/** What is wrong with a row: a message key (localised by the reader) with its values, and the column it is about ('' for the whole row). */
export const ZWorkerImportIssueSchema = z.object({
  column: z.string(),
  key: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type TWorkerImportIssue = z.infer<typeof ZWorkerImportIssueSchema>;

/** One row of the file: its number in the sheet (the header is row 1), its cells by column, its problems. */
export const ZWorkerImportRowSchema = z.object({
  row: z.number().int(),
  values: z.record(z.string(), z.string()),
  errors: z.array(ZWorkerImportIssueSchema),
});
export type TWorkerImportRow = z.infer<typeof ZWorkerImportRowSchema>;

/** The preview: every row checked, nothing saved. Imported workers are saved hidden with a placeholder photo. */
export const ZWorkerImportPreviewSchema = z.object({
  format: z.enum(WORKER_IMPORT_FORMATS),
  columns: z.array(z.string()),
  /** Columns of the file that are not the template's: left out of the import. */
  ignoredColumns: z.array(z.string()),
  rows: z.array(ZWorkerImportRowSchema),
  validCount: z.number().int(),
  invalidCount: z.number().int(),
});
export type TWorkerImportPreview = z.infer<typeof ZWorkerImportPreviewSchema>;

/** What a commit saved (each new worker with her row and generated code) and the rows it skipped. */
export const ZWorkerImportResultSchema = z.object({
  saved: z.array(z.object({ row: z.number().int(), id: z.number().int(), code: z.string(), name: z.string() })),
  skipped: z.array(ZWorkerImportRowSchema),
});
export type TWorkerImportResult = z.infer<typeof ZWorkerImportResultSchema>;
