import { inflateRawSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { WORKER_IMPORT_COLUMNS, WORKER_IMPORT_MAX_ROWS, type TWorkerImportColumn } from '@app/shared';
import { AppError } from '../../http/app-error.js';

export type TImportFormat = 'csv' | 'xlsx';

/** A sheet as read: its header cells and each data row's cells as text, with the row's number in the sheet (the header is row 1). */
export type TSheet = { format: TImportFormat; header: string[]; rows: Array<{ row: number; cells: string[] }> };

/** An XLSX is a ZIP of XML parts: inflated they may hold this much, far more than 500 rows need. */
const XLSX_MAX_INFLATED_BYTES = 20 * 1024 * 1024;
const XLSX_MAX_ENTRIES = 1000;

const ZIP_LOCAL_HEADER = 0x04034b50;
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END = 0x06054b50;

const unreadable = (key = 'workerImport.xlsxBroken') => new AppError(400, key);

/**
 * Inflates every XML part of the archive under a total budget before any XLSX reader sees it: a
 * small file that inflates to gigabytes (a "zip bomb") is refused instead of filling the memory.
 * Walks the central directory, as unzip tools do; ZIP64 archives are not spreadsheets we accept.
 */
export function assertZipWithinLimits(bytes: Buffer) {
  const searchFrom = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= searchFrom; at -= 1) {
    if (bytes.readUInt32LE(at) === ZIP_END) {
      end = at;
      break;
    }
  }
  if (end < 0) throw unreadable();
  const entries = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (entries > XLSX_MAX_ENTRIES) throw unreadable();
  let budget = XLSX_MAX_INFLATED_BYTES;
  for (let index = 0; index < entries; index += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== ZIP_CENTRAL_HEADER) throw unreadable();
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const localOffset = bytes.readUInt32LE(at + 42);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (!/\.(xml|rels)$/.test(name)) continue;
    if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== ZIP_LOCAL_HEADER) throw unreadable();
    const dataStart = localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
    const data = bytes.subarray(dataStart, dataStart + compressedSize);
    if (data.length !== compressedSize) throw unreadable();
    let inflatedSize: number;
    if (method === 0) inflatedSize = compressedSize;
    else if (method === 8) {
      try {
        inflatedSize = inflateRawSync(data, { maxOutputLength: budget + 1 }).length;
      } catch {
        // Past the budget (RangeError) or broken deflate data: either way not a spreadsheet to read.
        throw unreadable();
      }
    } else throw unreadable();
    budget -= inflatedSize;
    if (budget < 0) throw unreadable();
  }
}

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === ZIP_LOCAL_HEADER;
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

function readCsv(text: string): string[][] {
  try {
    const table: string[][] = parse(text, { bom: true, delimiter: delimiterOf(text), relax_column_count: true });
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
  assertZipWithinLimits(bytes);
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
 * no header or no row, the file is refused (400).
 */
export async function readImportFile(bytes: Buffer): Promise<TSheet> {
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
