import { eq, sql } from 'drizzle-orm';
import {
  hasMessage,
  IMPORT_EXPERIENCE_SEPARATOR,
  IMPORT_LIST_SEPARATOR,
  LABOR_STAGES,
  readMessage,
  todayInUae,
  WORKER_IMPORT_COLUMNS,
  WORKER_IMPORT_OPTIONAL_COLUMNS,
  workerImportColumnOf,
  ZLaborInputSchema,
  type TLaborInput,
  type TWorkerImportColumn,
  type TWorkerImportIssue,
  type TWorkerImportRow,
} from '@app/shared';
import type { TDb } from '../../db/client.js';
import { labors, referenceTables } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { columnsOf, type TSheet } from './read-file.js';

/** The reference lists a row names values of, by the column that names them and the worker field that keeps the id. */
const REFERENCE_COLUMNS = [
  ['nationality', 'countries', 'countryId'],
  ['position', 'positions', 'positionId'],
  ['religion', 'religions', 'religionId'],
  ['education', 'educationLevels', 'educationLevelId'],
  ['maritalStatus', 'maritalStatuses', 'maritalStatusId'],
] as const;

type TNames = Map<string, number>;
/** Every active value of each reference list by its names in lower case: English, Arabic, and the feminine Arabic of a marital status. */
export type TLookups = Record<(typeof REFERENCE_COLUMNS)[number][1] | 'languages', TNames>;

const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

export async function loadLookups(db: TDb): Promise<TLookups> {
  const lists = ['countries', 'positions', 'religions', 'educationLevels', 'maritalStatuses', 'languages'] as const;
  const entries = await Promise.all(
    lists.map(async (list) => {
      const table = referenceTables[list];
      const rows = await db
        .select({ id: table.id, name: table.name, nameAr: table.nameAr, nameArFemale: table.nameArFemale })
        .from(table)
        .where(eq(table.isActive, true))
        .orderBy(table.sortOrder, table.id);
      const names: TNames = new Map();
      for (const row of rows)
        for (const name of [row.name, row.nameAr, row.nameArFemale]) if (name && !names.has(nameKey(name))) names.set(nameKey(name), row.id);
      return [list, names] as const;
    }),
  );
  return Object.fromEntries(entries) as TLookups;
}

/** The header's template columns; a file without every required column is refused as a whole (400), other columns are ignored. */
export function headerOf(sheet: TSheet) {
  const columns = columnsOf(sheet.header);
  const missing = WORKER_IMPORT_COLUMNS.filter((column) => !WORKER_IMPORT_OPTIONAL_COLUMNS.includes(column) && !columns.includes(column));
  if (missing.length > 0) throw new AppError(400, 'workerImport.missingColumns', { columns: missing.join(', ') });
  const ignoredColumns = sheet.header.filter((cell, index) => columns[index] === null && cell !== '');
  return { columns, ignoredColumns };
}

/** Arabic-Indic and Persian digits read as the digits they are. */
const westernDigits = (text: string) => text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));

const listOf = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** A whole number as written, a negative one too; what is not one stays text, so the form's schema reports it. */
function numberOf(text: string, empty: number | null | undefined) {
  if (text === '') return empty;
  const digits = westernDigits(text)
    .replace(/[,\s]/g, '')
    .replace(/^\u2212/, '-');
  return /^-?\d{1,9}$/.test(digits) ? Number(digits) : text;
}

const GENDERS: Record<string, 'female' | 'male'> = { female: 'female', f: 'female', أنثى: 'female', male: 'male', m: 'male', ذكر: 'male' };

type TCandidate = { input: Record<string, unknown>; issues: TWorkerImportIssue[] };

const issue = (column: string, key: string, params: Record<string, string | number> = {}): TWorkerImportIssue => ({ column, key, params });

/** A row's cells turned into the worker's form: reference values looked up by name, lists split, numbers read. */
function candidateOf(values: Record<string, string>, lookups: TLookups, media: { photo: string; thumbnail: string }): TCandidate {
  const issues: TWorkerImportIssue[] = [];
  const text = (column: TWorkerImportColumn) => values[column] ?? '';
  const input: Record<string, unknown> = {
    name: text('name'),
    nameAr: text('nameAr'),
    dateOfBirth: westernDigits(text('dateOfBirth')),
    passportNumber: text('passportNumber'),
    passportIssueDate: westernDigits(text('passportIssueDate')),
    passportExpiryDate: westernDigits(text('passportExpiryDate')),
    passportIssuePlace: text('passportIssuePlace'),
    address: text('address'),
    kids: numberOf(text('kids'), 0),
    heightCm: numberOf(text('heightCm'), null),
    weightKg: numberOf(text('weightKg'), null),
    salaryAed: numberOf(text('salaryAed'), undefined),
    sourceAgency: text('sourceAgency'),
    arrivedOn: westernDigits(text('arrivedOn')) || null,
    availableFrom: westernDigits(text('availableFrom')) || null,
    skills: listOf(text('skills'), IMPORT_LIST_SEPARATOR).map((name) => ({ name, nameAr: '' })),
    experiences: listOf(text('experiences'), IMPORT_LIST_SEPARATOR).map((item) => {
      const [country = '', position = '', ...period] = item.split(IMPORT_EXPERIENCE_SEPARATOR).map((part) => part.trim());
      return { country, position, period: period.join(IMPORT_EXPERIENCE_SEPARATOR).trim() };
    }),
    ...media,
    // Hidden until staff give her a real photo and show her.
    isActive: false,
  };
  const gender = text('gender');
  if (gender) input.gender = GENDERS[nameKey(gender)] ?? gender;
  const stage = text('stage');
  if (stage) input.stage = LABOR_STAGES.find((known) => known.toLowerCase() === stage.toLowerCase()) ?? stage;
  for (const [column, list, field] of REFERENCE_COLUMNS) {
    const name = text(column);
    if (!name) continue;
    const id = lookups[list].get(nameKey(name));
    if (id) input[field] = id;
    else issues.push(issue(column, 'workerImport.unknownValue', { value: name }));
  }
  const languageIds: number[] = [];
  for (const name of listOf(text('languages'), IMPORT_LIST_SEPARATOR)) {
    const id = lookups.languages.get(nameKey(name));
    if (id) languageIds.push(id);
    else issues.push(issue('languages', 'workerImport.unknownValue', { value: name }));
  }
  input.languageIds = [...new Set(languageIds)];
  return { input, issues };
}

const DATE_COLUMNS = ['dateOfBirth', 'passportIssueDate', 'passportExpiryDate', 'arrivedOn', 'availableFrom'] as const;
const isCalendarDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
};

const isIsoDay = (day: unknown): day is string => typeof day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(day);

/** The passport number as the worker's form keeps it (upper-case), when it is a valid one: checked against the file and the database. */
function passportKeyOf(input: Record<string, unknown>): string | null {
  const parsed = ZLaborInputSchema.shape.passportNumber.safeParse(input.passportNumber);
  return parsed.success ? parsed.data : null;
}

/**
 * A row checked on its own: the worker's form schema, lookups, a passport still valid today. The
 * passport is judged even when other fields fail, so a row shows all its problems in one preview.
 */
function checkRow(values: Record<string, string>, lookups: TLookups, media: { photo: string; thumbnail: string }, today: string) {
  const { input, issues } = candidateOf(values, lookups, media);
  // Days that do not exist ('1990-02-31') pass Date.parse but not the database.
  for (const column of DATE_COLUMNS) {
    const day = input[column];
    if (isIsoDay(day) && !isCalendarDay(day)) issues.push(issue(column, 'validation.dateInvalid'));
  }
  const parsed = ZLaborInputSchema.safeParse(input);
  if (!parsed.success) {
    for (const problem of parsed.error.issues) {
      const field = String(problem.path[0] ?? '');
      const column = workerImportColumnOf(field);
      // A value already reported as unknown is not reported again as missing.
      if (issues.some((known) => known.column === column)) continue;
      const { key, params } = readMessage(problem.message);
      issues.push(hasMessage(key) ? issue(column, key, params) : issue(column, 'validation.invalid'));
    }
  }
  const expiry = input.passportExpiryDate;
  if (isIsoDay(expiry) && expiry < today && !issues.some((known) => known.column === 'passportExpiryDate'))
    issues.push(issue('passportExpiryDate', 'labors.passportExpired'));
  return { issues, labor: parsed.success ? parsed.data : null, passportKey: passportKeyOf(input) };
}

/** A row as checked: `labor` is the worker to save (null when a field fails), `passportKey` her passport number when it is a valid one. */
export type TCheckedRow = TWorkerImportRow & { labor: TLaborInput | null; passportKey: string | null };

/**
 * Every row of the sheet checked as the worker's form checks her, plus names of reference values
 * that do not exist: no database needed, so it runs in the import thread (read-worker.ts).
 */
export function checkRowValues(
  sheet: TSheet,
  columns: Array<TWorkerImportColumn | null>,
  lookups: TLookups,
  media: { photo: string; thumbnail: string },
  now: Date,
): TCheckedRow[] {
  const today = todayInUae(now);
  return sheet.rows.map(({ row, cells }) => {
    const values: Record<string, string> = {};
    columns.forEach((column, index) => {
      if (column) values[column] = cells[index] ?? '';
    });
    const { issues, labor, passportKey } = checkRow(values, lookups, media, today);
    return { row, values, errors: issues, labor, passportKey };
  });
}

/** What the file adds to the checked rows: a passport number twice in the file, or already a worker's. */
export async function checkPassports(db: TDb, checked: TCheckedRow[]): Promise<TCheckedRow[]> {
  const firstRowOfPassport = new Map<string, number>();
  for (const entry of checked) {
    const key = entry.passportKey;
    if (!key) continue;
    const first = firstRowOfPassport.get(key);
    if (first === undefined) firstRowOfPassport.set(key, entry.row);
    else entry.errors.push(issue('passportNumber', 'workerImport.passportRepeated', { row: first }));
  }
  const keys = [...firstRowOfPassport.keys()];
  if (keys.length > 0) {
    const holders = await db
      .select({ key: sql<string>`upper(btrim(${labors.passportNumber}))`, code: labors.code })
      .from(labors)
      // As the worker's form judges it (assertPassportAcceptable in labors/write.ts): a number trimmed and upper-cased; `keys` are letters and digits only.
      .where(sql`upper(btrim(${labors.passportNumber})) = ANY(${`{${keys.join(',')}}`}::text[])`);
    const holderOf = new Map(holders.map((holder) => [holder.key, holder.code]));
    for (const entry of checked) {
      const code = entry.passportKey ? holderOf.get(entry.passportKey) : undefined;
      if (code) entry.errors.push(issue('passportNumber', 'labors.passportTaken', { code }));
    }
  }
  return checked;
}
