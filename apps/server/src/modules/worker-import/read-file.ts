import { parse } from 'csv-parse/sync';
import { WORKER_IMPORT_COLUMNS, WORKER_IMPORT_MAX_COLUMNS, WORKER_IMPORT_MAX_ROWS, type TWorkerImportColumn } from '@app/shared';
import { AppError } from '../../http/app-error.js';
import { inflateEntry, isZip, zipEntries } from './zip.js';

export type TImportFormat = 'csv' | 'xlsx';

/** A sheet as read: its header cells and each data row's cells as text, with the row's number in the sheet (the header is row 1). */
export type TSheet = { format: TImportFormat; header: string[]; rows: Array<{ row: number; cells: string[] }> };

/**
 * What a file of at most 500 workers can hold, judged before any reader parses it: a few kilobytes
 * of ZIP can declare a sheet of a million rows, put one cell at XFD1048576 or inflate to gigabytes,
 * and each once stopped the server (issue 31). The parsing itself runs in a thread of its own with a
 * heap ceiling and a time limit (import-pool.ts).
 */
export const IMPORT_LIMITS = {
  /** All the XML of an XLSX, inflated: far more than 500 rows need. */
  inflatedBytes: 20 * 1024 * 1024,
  entries: 1000,
  /** Inflated over compressed, for a part of more than a megabyte: spreadsheets' XML packs 5 to 30 times. */
  ratio: 100,
  /** Rows a sheet may have or declare, blank ones included, and cells in all. */
  sheetRows: 5000,
  cells: 200_000,
  columns: WORKER_IMPORT_MAX_COLUMNS,
};

const unreadable = (key = 'workerImport.xlsxBroken') => new AppError(400, key);
const tooManyColumns = () => new AppError(400, 'workerImport.tooManyColumns', { max: IMPORT_LIMITS.columns, columns: WORKER_IMPORT_COLUMNS.length });
const tooComplex = () => new AppError(400, 'workerImport.tooComplex', { max: WORKER_IMPORT_MAX_ROWS });

/**
 * The archive as its central directory declares it, without inflating anything (cheap enough for
 * the server's own thread): too many parts, too many bytes inflated, or a ratio no spreadsheet
 * has (a "zip bomb"), and the file is refused before a thread is started for it.
 */
export function assertZipDeclaredWithinLimits(bytes: Buffer) {
  let total = 0;
  for (const entry of zipEntries(bytes, IMPORT_LIMITS.entries)) {
    total += entry.size;
    if (entry.size > 1024 * 1024 && entry.size > entry.compressedSize * IMPORT_LIMITS.ratio) throw tooComplex();
  }
  if (total > IMPORT_LIMITS.inflatedBytes) throw tooComplex();
}

/** A cell reference's column (A = 1 ... XFD = 16384). */
const columnNumber = (letters: string) => [...letters.toUpperCase()].reduce((sum, letter) => sum * 26 + letter.charCodeAt(0) - 64, 0);

/**
 * A worksheet's XML, checked before the reader builds its table: the size it declares
 * (`<dimension ref>`), the rows and columns its cells name, and how many cells it has. A table of
 * 1,048,576 rows by 16,384 columns would be built from one cell at XFD1048576.
 */
function assertSheetWithinLimits(xml: string) {
  // Counts grouped as the reader reads them (1,048,576), in Latin digits in both languages.
  const grouped = (count: number) => count.toLocaleString('en-US');
  const tooLarge = (rows: number, columns: number) =>
    new AppError(400, 'workerImport.sheetTooLarge', { rows: grouped(rows), columns: grouped(columns), max: WORKER_IMPORT_MAX_ROWS });
  const dimension = /<(?:\w+:)?dimension\s+ref="([A-Za-z]*)(\d*)(?::([A-Za-z]*)(\d*))?"/.exec(xml);
  if (dimension) {
    const rows = Number(dimension[4] || dimension[2] || 0);
    const columns = columnNumber(dimension[3] || dimension[1] || '');
    if (rows > IMPORT_LIMITS.sheetRows || columns > IMPORT_LIMITS.columns) throw tooLarge(rows, columns);
  }
  let maxRow = 0;
  let maxColumn = 0;
  for (const [, letters = '', digits = ''] of xml.matchAll(/\sr="([A-Za-z]{0,3})(\d+)"/g)) {
    maxRow = Math.max(maxRow, Number(digits));
    if (letters) maxColumn = Math.max(maxColumn, columnNumber(letters));
  }
  if (maxRow > IMPORT_LIMITS.sheetRows) throw tooLarge(maxRow, maxColumn);
  if (maxColumn > IMPORT_LIMITS.columns) throw tooManyColumns();
  const rowCount = xml.match(/<(?:\w+:)?row[\s>/]/g)?.length ?? 0;
  if (rowCount > IMPORT_LIMITS.sheetRows) throw tooLarge(rowCount, maxColumn);
  if ((xml.match(/<(?:\w+:)?c[\s>/]/g)?.length ?? 0) > IMPORT_LIMITS.cells) throw tooComplex();
}

/**
 * Inflates every XML part under the total budget (declared sizes may lie) and checks each
 * worksheet before any XLSX reader sees the file.
 */
export function assertXlsxWithinLimits(bytes: Buffer) {
  let budget = IMPORT_LIMITS.inflatedBytes;
  for (const entry of zipEntries(bytes, IMPORT_LIMITS.entries)) {
    if (!/\.(xml|rels)$/.test(entry.name)) continue;
    const content = inflateEntry(bytes, entry, budget + 1, tooComplex);
    budget -= content.length;
    if (budget < 0) throw tooComplex();
    if (/^xl\/worksheets\/[^/]+\.xml$/.test(entry.name)) assertSheetWithinLimits(content.toString('utf8'));
  }
}

const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);

/**
 * Text in UTF-8 (with or without its BOM), or UTF-16 with its BOM as Excel's "Unicode text" saves it;
 * anything else, or text holding NUL bytes, is not a CSV file.
 */
function decodeText(bytes: Buffer): string | null {
  try {
    const text = bytes.subarray(0, 2).equals(UTF16LE_BOM)
      ? new TextDecoder('utf-16le', { fatal: true }).decode(bytes.subarray(2))
      : new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

const KNOWN = new Set<string>(WORKER_IMPORT_COLUMNS.map((column) => column.toLowerCase()));

/** The separator of the header line that names the most template columns: Excel saves ';' in some locales, tabs as "Unicode text". */
function delimiterOf(text: string) {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const score = (delimiter: string) => firstLine.split(delimiter).filter((cell) => KNOWN.has(cell.trim().replace(/^"|"$/g, '').toLowerCase())).length;
  return [',', ';', '\t'].reduce((best, candidate) => (score(candidate) > score(best) ? candidate : best));
}

/**
 * The records and the most fields of one record, counted with quotes in mind, before csv-parse
 * builds its table: a 2 MB line of commas is a million columns.
 */
function assertCsvWithinLimits(text: string, delimiter: string) {
  let records = 0;
  let fields = 1;
  let quoted = false;
  let blank = true;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === delimiter) {
      fields += 1;
      if (fields > IMPORT_LIMITS.columns) throw tooManyColumns();
    } else if (char === '\n' || char === '\r') {
      if (!blank) records += 1;
      fields = 1;
      blank = true;
    } else if (char.trim()) blank = false;
  }
  if (!blank) records += 1;
  if (records > IMPORT_LIMITS.sheetRows) throw new AppError(400, 'workerImport.tooManyRows', { max: WORKER_IMPORT_MAX_ROWS, count: records - 1 });
}

function readCsv(text: string): string[][] {
  const delimiter = delimiterOf(text);
  assertCsvWithinLimits(text, delimiter);
  try {
    const table: string[][] = parse(text, { bom: true, delimiter, relax_column_count: true });
    return table;
  } catch {
    throw new AppError(400, 'workerImport.csvBroken');
  }
}

/** A cell as text: XLSX dates as their day (YYYY-MM-DD), numbers as written, formulas' text as text. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  return String(value).trim();
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  assertXlsxWithinLimits(bytes);
  try {
    // Loaded with the first import, not when the server starts.
    const { readSheet } = await import('read-excel-file/node');
    const data = await readSheet(bytes);
    return data.map((row) => row.map(cellText));
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw unreadable();
  }
}

/**
 * Reads an uploaded file of workers, judged by its bytes: a ZIP is read as XLSX, UTF-8 or UTF-16
 * text as CSV, and anything else is refused (415). Blank rows are left out; past 500 rows, or with
 * no header or no row, the file is refused (400). Runs in the import thread (read-worker.ts); the
 * server calls readImportFile (import-pool.ts).
 */
export async function parseImportFile(bytes: Buffer): Promise<TSheet> {
  let format: TImportFormat;
  let table: string[][];
  if (isZip(bytes)) {
    format = 'xlsx';
    table = await readXlsx(bytes);
  } else {
    const text = bytes.length > 0 ? decodeText(bytes) : '';
    if (text === null) throw new AppError(415, 'workerImport.fileType');
    format = 'csv';
    table = readCsv(text);
  }
  // Blank rows are kept until each row has its number in the sheet, then left out.
  const [header, ...body] = table;
  const rows = body.map((cells, index) => ({ row: index + 2, cells: cells.map((cell) => cell.trim()) })).filter(({ cells }) => cells.some(Boolean));
  if (!header || rows.length === 0) throw new AppError(400, 'workerImport.empty');
  if (rows.length > WORKER_IMPORT_MAX_ROWS) throw new AppError(400, 'workerImport.tooManyRows', { max: WORKER_IMPORT_MAX_ROWS, count: rows.length });
  return { format, header: header.map((cell) => cell.trim()), rows };
}

/** Which template column each header cell is (matched without regard to case), or null for a column the template does not have. */
export function columnsOf(header: string[]): Array<TWorkerImportColumn | null> {
  const byLowerCase = new Map(WORKER_IMPORT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const seen = new Set<string>();
  return header.map((cell) => {
    const column = byLowerCase.get(cell.toLowerCase()) ?? null;
    if (column && seen.has(column)) throw new AppError(400, 'workerImport.columnRepeated', { column });
    if (column) seen.add(column);
    return column;
  });
}
