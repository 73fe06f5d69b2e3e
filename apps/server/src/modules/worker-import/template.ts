import { asc, eq } from 'drizzle-orm';
import { IMPORT_LIST_SEPARATOR, todayInUae, translate, WORKER_IMPORT_COLUMNS, WORKER_IMPORT_OPTIONAL_COLUMNS, type TWorkerImportColumn } from '@app/shared';
import type { TDb } from '../../db/client.js';
import { referenceTables } from '../../db/schema/index.js';

/** The first active values of a reference list, by their English names: the example row names real ones. */
async function firstNames(db: TDb, list: keyof typeof referenceTables, howMany = 1) {
  const table = referenceTables[list];
  const rows = await db.select({ name: table.name }).from(table).where(eq(table.isActive, true)).orderBy(asc(table.sortOrder), asc(table.id)).limit(howMany);
  return rows.map((row) => row.name);
}

/** A day `years` years from today in the UAE (negative: before). */
function yearsFrom(now: Date, years: number) {
  const [year, month, date] = todayInUae(now).split('-');
  return `${Number(year) + years}-${month}-${date === '29' && month === '02' ? '28' : date}`;
}

/** The template's example row: a complete worker with today's reference values, to be replaced by the agency's own. */
async function exampleRow(db: TDb, now: Date): Promise<Record<TWorkerImportColumn, string>> {
  const [[country], [position], [religion], [education], [marital], spoken] = await Promise.all([
    firstNames(db, 'countries'),
    firstNames(db, 'positions'),
    firstNames(db, 'religions'),
    firstNames(db, 'educationLevels'),
    firstNames(db, 'maritalStatuses'),
    firstNames(db, 'languages', 2),
  ]);
  return {
    name: 'Maria Santos',
    nameAr: 'ماريا سانتوس',
    dateOfBirth: yearsFrom(now, -30),
    gender: 'female',
    nationality: country ?? '',
    position: position ?? '',
    religion: religion ?? '',
    education: education ?? '',
    maritalStatus: marital ?? '',
    languages: spoken.join(`${IMPORT_LIST_SEPARATOR} `),
    passportNumber: 'P1234567',
    passportIssueDate: yearsFrom(now, -2),
    passportExpiryDate: yearsFrom(now, 8),
    passportIssuePlace: 'Manila',
    address: '12 Rizal Street, Quezon City',
    kids: '1',
    heightCm: '158',
    weightKg: '55',
    salaryAed: '1800',
    skills: ['Cleaning', 'Ironing', 'Cooking'].join(`${IMPORT_LIST_SEPARATOR} `),
    experiences: ['UAE / Housemaid / 2 years', 'Saudi Arabia / Nanny / 3 years'].join(`${IMPORT_LIST_SEPARATOR} `),
    stage: 'abroad',
    sourceAgency: 'Manila Manpower Services',
    arrivedOn: '',
    availableFrom: yearsFrom(now, 1),
  };
}

/** A CSV field, quoted when it holds a separator, a quote or a line break. */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** The CSV template: UTF-8 with its BOM (so Excel reads Arabic right), the header row and the example row. */
export async function csvTemplate(db: TDb, now: Date): Promise<string> {
  const example = await exampleRow(db, now);
  const lines = [WORKER_IMPORT_COLUMNS, WORKER_IMPORT_COLUMNS.map((column) => example[column])].map((cells) => cells.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** The XLSX template: the workers' sheet (header and example), then a sheet explaining each column in English and Arabic. */
export async function xlsxTemplate(db: TDb, now: Date): Promise<Buffer> {
  const example = await exampleRow(db, now);
  const { default: writeXlsxFile } = await import('write-excel-file/node');
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const requiredIn = (locale: 'en' | 'ar', column: TWorkerImportColumn) =>
    translate(locale, WORKER_IMPORT_OPTIONAL_COLUMNS.includes(column) ? 'workerImport.help.optional' : 'workerImport.help.required');
  const help = [
    [bold(translate('en', 'workerImport.help.column')), bold(translate('en', 'workerImport.help.required')), bold('English'), bold('العربية')],
    ...WORKER_IMPORT_COLUMNS.map((column) => [
      column,
      `${requiredIn('en', column)} / ${requiredIn('ar', column)}`,
      translate('en', `workerImport.help.${column}`),
      translate('ar', `workerImport.help.${column}`),
    ]),
    [],
    [translate('en', 'workerImport.help.notes'), '', translate('en', 'workerImport.help.notesText'), translate('ar', 'workerImport.help.notesText')],
  ];
  return writeXlsxFile([
    {
      sheet: 'Workers',
      data: [WORKER_IMPORT_COLUMNS.map(bold), WORKER_IMPORT_COLUMNS.map((column) => ({ value: example[column], type: String }))],
      columns: WORKER_IMPORT_COLUMNS.map(() => ({ width: 20 })),
      stickyRowsCount: 1,
    },
    { sheet: 'Help', data: help, columns: [{ width: 20 }, { width: 24 }, { width: 70 }, { width: 70 }] },
  ]).toBuffer();
}
